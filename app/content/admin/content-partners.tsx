import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from "react";
import { Problem, firstError, firstErrorUnder } from "#app/content/admin/content-fields.tsx";
import { PartnerCard, aliasesProblem } from "#app/content/admin/content-partner-card.tsx";
import {
  ContentSection,
  SectionIntro,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import { FindControl } from "#app/content/admin/content-find.tsx";
import { fieldId } from "#app/content/admin/admin-content.ts";
import { MAX_PARTNERS } from "#shared/content/document.ts";
import type { Partner } from "#shared/content/partners.ts";

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
    <ContentSection section="partners">
      <SectionIntro>
        <p>
          The partner companies the Products page lists, from A to Z, each under its specialties’
          filters. The search also finds a company’s items by its other names in the billing
          software’s item list. Company names are the same in every language.
        </p>
      </SectionIntro>
      <div
        role="search"
        aria-label="Find partners"
        className="mt-5 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between"
      >
        <FindControl
          id="partners-search"
          label="Find a partner by name"
          value={view.search}
          onChange={(search) => {
            setRemoved("");
            onView(partnerViewOf(partners, search));
          }}
          className="sm:w-80"
        />
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
    </ContentSection>
  );
}
