import { useId, useState } from "react";
import { fieldLabel } from "#app/catalogue/admin/catalogue-findings.tsx";
import { Button } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import type { CatalogueCheck } from "#shared/schemas/catalogue.ts";
import { columnFields, type ColumnField } from "#shared/schemas/catalogue-items.ts";
import { HEADER_SCAN_ROWS } from "#shared/limits.ts";

/** Which column of the file holds each field, by its heading in the header row. */
export type Mapping = Partial<Record<ColumnField, string>>;
/** What the clerk chose: the header row, the sheet and the columns ({} = as found). */
export type ListChoice = { headerRow?: number; sheet?: string; mapping: Mapping };

/**
 * The header row, the sheet and the column of each field, as the check found them, for the
 * clerk to correct: another header row, another sheet, another column; then "Check again".
 */
export function ColumnMapping({
  check,
  choice,
  onChange,
  onCheck,
  checking,
}: {
  check: CatalogueCheck;
  choice: ListChoice;
  onChange: (choice: ListChoice) => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const id = useId();
  const names = [...new Set(check.header.map((cell) => cell.trim()).filter(Boolean))];
  const headerRow = choice.headerRow ?? check.headerRow;
  // The number as typed: the field may be empty for a moment while another is typed in.
  const [headerRowText, setHeaderRowText] = useState(String(headerRow));
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <legend className="px-1 font-semibold text-brand-900">Header row and columns</legend>
      <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-700">
        The header row names the columns; rows above it (titles, a date) are ignored. Item name and
        company are needed; every other column is optional.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-header-row`} className="text-sm font-medium">
            Header row
          </label>
          <input
            id={`${id}-header-row`}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(HEADER_SCAN_ROWS, headerRow)}
            value={headerRowText}
            onChange={(event) => {
              setHeaderRowText(event.target.value);
              const row = event.target.valueAsNumber;
              // Another header row has other headings: the columns are found again.
              if (Number.isInteger(row) && row >= 1)
                onChange({ ...choice, headerRow: row, mapping: {} });
            }}
            className={controlClass}
          />
        </div>
        {check.sheets.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-sheet`} className="text-sm font-medium">
              Sheet
            </label>
            <select
              id={`${id}-sheet`}
              value={choice.sheet ?? check.sheet}
              onChange={(event) =>
                onChange({ sheet: event.target.value, headerRow: undefined, mapping: {} })
              }
              className={controlClass}
            >
              {check.sheets.map((sheet) => (
                <option key={sheet}>{sheet}</option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {columnFields.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
              {fieldLabel(field)}
            </label>
            <select
              id={`${id}-${field}`}
              value={choice.mapping[field] ?? check.columns[field] ?? ""}
              onChange={(event) =>
                onChange({ ...choice, mapping: { ...choice.mapping, [field]: event.target.value } })
              }
              className={controlClass}
            >
              <option value="">Not chosen</option>
              {names.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
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
