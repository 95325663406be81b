import { memo, useState, type Dispatch } from "react";
import { Field, FieldRow, describedBy, fieldClass } from "#app/content/admin/content-fields.tsx";
import { ChoiceGroup, TickBox } from "#app/content/admin/content-choices.tsx";
import { cardClass } from "#app/content/admin/content-section-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import { fieldId, type DraftAction, type FieldErrors } from "#app/content/admin/admin-content.ts";
import { MAX_ALIASES } from "#shared/content/document.ts";
import { specialties, type Partner } from "#shared/content/partners.ts";

// One partner company in the content editor: its name, its other names (one a line) and its
// one or two specialties.

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The first problem with a partner's other names, saying which one when it is one of them. */
export function aliasesProblem(errors: FieldErrors, at: string) {
  for (const [path, [message]] of Object.entries(errors)) {
    if (path === at) return message;
    const line = path.startsWith(`${at}.`) ? Number(path.slice(at.length + 1)) : NaN;
    if (Number.isInteger(line)) return `Other name ${line + 1}: ${message}`;
  }
  return undefined;
}

/** The other names, one a line: kept as typed (a blank line, a line begun) while they mean the same list. */
function AliasesField({
  index,
  aliases,
  error,
  dispatch,
}: {
  index: number;
  aliases: readonly string[];
  error?: string;
  dispatch: Dispatch<DraftAction>;
}) {
  const id = fieldId(`partners.${index}.aliases`);
  const [typed, setTyped] = useState(() => aliases.join("\n"));
  // The list changes otherwise when a partner above is removed: this field then shows another's.
  const value = sameList(linesOf(typed), aliases) ? typed : aliases.join("\n");
  return (
    <FieldRow
      id={id}
      label="Other names"
      hint={`Other names the billing software’s item list uses for this company, one a line (at most ${MAX_ALIASES}).`}
      error={error}
    >
      <textarea
        id={id}
        rows={Math.max(2, aliases.length + 1)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className={fieldClass}
        onChange={(event) => {
          setTyped(event.target.value);
          dispatch({
            type: "set",
            path: ["partners", index, "aliases"],
            value: linesOf(event.target.value),
          });
        }}
      />
    </FieldRow>
  );
}

export const PartnerCard = memo(function PartnerCard({
  partner,
  index,
  nameError,
  specialtiesError,
  aliasesError,
  dispatch,
  onRemove,
}: {
  partner: Partner;
  index: number;
  nameError?: string;
  specialtiesError?: string;
  aliasesError?: string;
  dispatch: Dispatch<DraftAction>;
  onRemove: (index: number, name: string) => void;
}) {
  const title = `Partner ${index + 1}`;
  const name = partner.name.trim() || title.toLowerCase();
  const specialtiesId = fieldId(`partners.${index}.specialties`);
  const chosen = partner.specialties;
  return (
    <fieldset className={cardClass}>
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-brand-900">{title}</h3>
        <Button variant="danger" size="md" onClick={() => onRemove(index, name)}>
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          path={["partners", index, "name"]}
          label="Name"
          value={partner.name}
          error={nameError}
          dispatch={dispatch}
        />
        <AliasesField
          index={index}
          aliases={partner.aliases}
          error={aliasesError}
          dispatch={dispatch}
        />
      </div>
      <ChoiceGroup id={specialtiesId} legend="Specialties (one or two)" error={specialtiesError}>
        {specialties.map((specialty) => {
          const checked = chosen.includes(specialty);
          return (
            <TickBox
              key={specialty}
              label={specialty}
              checked={checked}
              // Two at most: a third is chosen once one of the two is unticked.
              disabled={!checked && chosen.length >= 2}
              onChange={(ticked) =>
                dispatch({
                  type: "set",
                  path: ["partners", index, "specialties"],
                  value: ticked
                    ? [...chosen, specialty]
                    : chosen.filter((other) => other !== specialty),
                })
              }
            />
          );
        })}
      </ChoiceGroup>
    </fieldset>
  );
});
