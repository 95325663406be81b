import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from "react";
import {
  Field,
  Problem,
  describedBy,
  fieldClass,
  firstError,
  firstErrorUnder,
} from "#app/components/admin/content-fields.tsx";
import {
  SectionHeading,
  cardClass,
  type SectionProps,
} from "#app/components/admin/content-section-frame.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/search-bar.tsx";
import { fieldId, type DraftAction, type FieldErrors } from "#app/lib/admin-content.ts";
import { MAX_ALIASES, MAX_PARTNERS } from "#shared/content/document.ts";
import { specialties, type Partner } from "#shared/content/partners.ts";

// The partner companies of the Products page, in its order: each with its name, one or two
// specialties (the page's filters) and the other names the billing software's item list gives
// it. Company names are not translated: there are no Odia or Hindi fields here.

/**
 * The partners shown, by their place in the list: those whose name matched the search when it
 * was typed (null: all), so that a partner does not vanish while its name is being edited.
 */
export type PartnerView = { search: string; shown: number[] | null };
export const everyPartner: PartnerView = { search: "", shown: null };

/** A name as it is compared: case and runs of spaces do not count. */
const comparable = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

function partnerViewOf(partners: readonly Partner[], search: string): PartnerView {
  const words = comparable(search);
  if (!words) return { search, shown: null };
  const shown = partners.flatMap((partner, i) =>
    comparable(partner.name).includes(words) ? [i] : [],
  );
  return { search, shown };
}

/** The view once the partner at `removed` is gone: those after it move up by one. */
const withoutPartner = (view: PartnerView, removed: number): PartnerView =>
  view.shown
    ? {
        ...view,
        shown: view.shown.flatMap((i) => (i === removed ? [] : [i > removed ? i - 1 : i])),
      }
    : view;

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The first problem with a partner's other names, saying which one when it is one of them. */
function aliasesProblem(errors: FieldErrors, at: string) {
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
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Other names
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Other names the billing software’s item list uses for this company, one a line (at most{" "}
        {MAX_ALIASES}).
      </p>
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
      <Problem id={`${id}-error`} error={error} />
    </div>
  );
}

const PartnerCard = memo(function PartnerCard({
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
      <fieldset
        id={specialtiesId}
        tabIndex={-1}
        aria-describedby={describedBy(specialtiesId, false, specialtiesError)}
      >
        <legend className="text-sm font-medium">Specialties (one or two)</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {specialties.map((specialty) => {
            const checked = chosen.includes(specialty);
            return (
              <label key={specialty} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={checked}
                  // Two at most: a third is chosen once one of the two is unticked.
                  disabled={!checked && chosen.length >= 2}
                  onChange={(event) =>
                    dispatch({
                      type: "set",
                      path: ["partners", index, "specialties"],
                      value: event.target.checked
                        ? [...chosen, specialty]
                        : chosen.filter((other) => other !== specialty),
                    })
                  }
                />
                {specialty}
              </label>
            );
          })}
        </div>
        <Problem id={`${specialtiesId}-error`} error={specialtiesError} />
      </fieldset>
    </fieldset>
  );
});

export function PartnersSection({
  content,
  errors,
  dispatch,
  view,
  onView,
}: SectionProps & { view: PartnerView; onView: Dispatch<SetStateAction<PartnerView>> }) {
  const { partners } = content;
  const [removed, setRemoved] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  const added = useRef(false);

  // A partner added is empty and last: its name is the first thing to write.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    document.getElementById(fieldId(`partners.${partners.length - 1}.name`))?.focus();
  }, [partners.length]);

  const remove = useCallback(
    (index: number, name: string) => {
      dispatch({ type: "removePartner", index });
      onView((current) => withoutPartner(current, index));
      setRemoved(`Removed ${name}.`);
      // Not on the card that took its place, where another press would remove that one too.
      status.current?.focus();
    },
    [dispatch, onView],
  );

  const shown = (view.shown ?? partners.map((_, i) => i)).filter((i) => i < partners.length);
  const count = partners.length === 1 ? "1 partner" : `${partners.length} partners`;
  const listError = firstError(errors, "partners");

  return (
    <section aria-labelledby="section-partners">
      <SectionHeading id="section-partners" title="Partners">
        <p>
          The partner companies the Products page lists, from A to Z, each under its specialties’
          filters. The search also finds a company’s items by its other names in the billing
          software’s item list. Company names are the same in every language.
        </p>
      </SectionHeading>
      <div
        role="search"
        aria-label="Find partners"
        className="mt-5 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1 sm:w-80">
          <label htmlFor="partners-search" className="text-sm font-medium">
            Find a partner by name
          </label>
          <input
            id="partners-search"
            type="search"
            value={view.search}
            className={`${controlClass} w-full min-w-0`}
            onChange={(event) => {
              setRemoved("");
              onView(partnerViewOf(partners, event.target.value));
            }}
          />
        </div>
        <Button
          variant="outline"
          size="md"
          disabled={partners.length >= MAX_PARTNERS}
          onClick={() => {
            setRemoved("");
            onView(everyPartner);
            added.current = true;
            dispatch({ type: "addPartner" });
          }}
        >
          Add a partner
        </Button>
      </div>
      <p ref={status} role="status" tabIndex={-1} className="mt-3 text-slate-700 outline-none">
        {removed && `${removed} `}
        {view.shown ? `Showing ${shown.length} of ${count}.` : `${count}.`}
        {partners.length >= MAX_PARTNERS && ` At most ${MAX_PARTNERS}: remove one to add another.`}
      </p>
      <Problem id={`${fieldId("partners")}-error`} error={listError} />
      {shown.length === 0 && (
        <p className="mt-4 text-slate-700">
          {partners.length ? "No partner’s name matches." : "None yet."}
        </p>
      )}
      {shown.map((i) => (
        <PartnerCard
          // By place: the document's partners have no ids, and a field follows its place.
          key={i}
          partner={partners[i]!}
          index={i}
          nameError={firstError(errors, `partners.${i}.name`)}
          specialtiesError={firstErrorUnder(errors, `partners.${i}.specialties`)}
          aliasesError={aliasesProblem(errors, `partners.${i}.aliases`)}
          dispatch={dispatch}
          onRemove={remove}
        />
      ))}
    </section>
  );
}
