import { useEffect, useId, useState } from "react";
import { fieldLabel } from "#app/components/admin/catalogue-findings.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/search-bar.tsx";
import { readCsvHeader } from "#app/lib/csv-header.ts";
import { itemFields, type ItemField } from "#shared/schemas/catalogue-items.ts";

/** Which column of the file holds each field, by its name in the header row ("" = not chosen). */
export type Mapping = Partial<Record<ItemField, string>>;

const isExcel = (file: File) => /\.xlsx$/i.test(file.name);

/**
 * The column names in a CSV file's header row, read in the browser; null while reading, and
 * empty for an Excel file (or a header that cannot be read), where the names are typed instead.
 */
function useColumnNames(file: File) {
  const [read, setRead] = useState<{ file: File; names: string[] } | null>(null);
  useEffect(() => {
    if (isExcel(file)) return;
    let current = true;
    readCsvHeader(file)
      .catch(() => [])
      .then((names) => {
        if (current) setRead({ file, names });
      });
    return () => {
      current = false;
    };
  }, [file]);
  if (isExcel(file)) return [];
  return read?.file === file ? read.names : null;
}

/**
 * The column mapping, for a file whose item name or company column was not recognised: one
 * choice per field among the file's column names, then "Check again".
 */
export function ColumnMapping({
  file,
  mapping,
  onChange,
  onCheck,
  checking,
}: {
  file: File;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const id = useId();
  const names = useColumnNames(file);
  const typed = names !== null && names.length === 0;
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <legend className="px-1 font-semibold text-brand-900">Column mapping</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {typed
          ? "Type the heading of the column that holds each field, exactly as in the first row of the sheet."
          : "Choose the column of your file that holds each field."}{" "}
        Item name and company are needed; for the others a column with a usual heading is found by
        itself.
      </p>
      {names === null ? (
        <p className="mt-3 text-sm text-slate-700">Reading the column names…</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {itemFields.map((field) => (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                {fieldLabel(field)}
              </label>
              {typed ? (
                <input
                  id={`${id}-${field}`}
                  type="text"
                  value={mapping[field] ?? ""}
                  onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
                  className={controlClass}
                />
              ) : (
                <select
                  id={`${id}-${field}`}
                  value={mapping[field] ?? ""}
                  onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
                  className={controlClass}
                >
                  <option value="">Not chosen</option>
                  {names.map((name) => (
                    <option key={name}>{name}</option>
                  ))}
                </select>
              )}
            </div>
          ))}
        </div>
      )}
      <Button
        size="md"
        className="mt-4"
        onClick={onCheck}
        pending={checking}
        pendingLabel="Checking…"
      >
        Check again
      </Button>
    </fieldset>
  );
}
