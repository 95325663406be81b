import type { CatalogueAnswer, CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import type { FieldErrors } from "#shared/schemas/fields.ts";

// The answers the public pages read, checked without zod: their scripts load zod only when a
// form is first used (tests/e2e/script-budget.spec.ts). The admin's answers are checked by the
// zod schemas in shared/api/schemas.ts, which fit the same AnswerCheck.

/** How the client checks an answer: a zod schema is one, and so is each check below. */
export type AnswerCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

export function checkWith<T>(is: (value: unknown) => value is T): AnswerCheck<T> {
  return {
    safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false }),
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((text) => typeof text === "string");

const isPrice = (value: unknown) =>
  value === undefined || value === null || typeof value === "number";
const availabilities: unknown[] = ["in_stock", "low", "out", null, undefined];

/** An item as anyone sees it, with a signed-in customer's rate, scheme and availability, if any. */
const isItem = (value: unknown): value is CatalogueItem =>
  isRecord(value) &&
  typeof value.id === "string" &&
  [value.name, value.manufacturer, value.composition, value.pack, value.category].every(
    (text) => typeof text === "string",
  ) &&
  isPrice(value.mrp) &&
  isPrice(value.rate) &&
  (value.scheme === undefined || typeof value.scheme === "string") &&
  availabilities.includes(value.availability);

/** A list of items, as the search answers it and as the static build ships it. */
export const catalogueItems = checkWith(
  (value): value is CatalogueItem[] => Array.isArray(value) && value.every(isItem),
);

export const catalogueAnswer = checkWith(
  (value): value is CatalogueAnswer =>
    isRecord(value) &&
    value.success === true &&
    typeof value.total === "number" &&
    catalogueItems.safeParse(value.items).success,
);

/** The chat's item lookup: a few items, as the search answers them to the same visitor. */
type MatchesAnswer = { success: true; items: CatalogueAnswer["items"] };
export const matchesAnswer = checkWith(
  (value): value is MatchesAnswer =>
    isRecord(value) && value.success === true && catalogueItems.safeParse(value.items).success,
);

type PartnersAnswer = { success: true; partners: string[] };
export const partnersAnswer = checkWith(
  (value): value is PartnersAnswer =>
    isRecord(value) && value.success === true && isTexts(value.partners),
);

/** Every refusal: a sentence, and for a form the first problem of each field. */
export type Refusal = { success: false; error: string; fieldErrors?: FieldErrors };
export const isRefusal = (value: unknown): value is Refusal =>
  isRecord(value) &&
  value.success === false &&
  typeof value.error === "string" &&
  (value.fieldErrors === undefined ||
    (isRecord(value.fieldErrors) && Object.values(value.fieldErrors).every(isTexts)));

/** A form's answer: stored (its id), or refused. */
export type SubmittedAnswer = { success: true; id: string } | Refusal;
export const submittedAnswer = checkWith(
  (value): value is SubmittedAnswer =>
    (isRecord(value) && value.success === true && typeof value.id === "string") || isRefusal(value),
);
