// What a visitor has typed into a form, carried across a language switch: the switch is a full
// page load of the same page in another language, so the values are kept in sessionStorage
// (this tab only) under the page's key and put back into the new page's form before its
// island hydrates (React keeps the DOM values of uncontrolled fields). Forms opt in with
// `data-draft="<name>"`. Never kept: files, passwords, hidden fields, the anti-spam honeypot
// (`website`) and the consent box, which the visitor ticks again in the new language.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** Per form, its fields' names and values in document order, as FormData lists them. */
type Drafts = Record<string, [string, string][]>;

const NEVER_KEPT = ["website", "consent"];

function fieldsOf(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      !!element.name &&
      !NEVER_KEPT.includes(element.name) &&
      !/^(file|password|hidden|submit|button|reset|image)$/.test(element.type),
  );
}

const formsIn = (doc: Document) => doc.querySelectorAll<HTMLFormElement>("form[data-draft]");

/** Keeps the values of the page's `form[data-draft]` fields under `key` (a page's own key). */
export function saveDrafts(doc: Document, key: string) {
  const drafts: Drafts = {};
  for (const form of formsIn(doc))
    drafts[form.dataset.draft!] = fieldsOf(form).flatMap((field): [string, string][] => {
      if (field instanceof HTMLSelectElement)
        return [...field.selectedOptions].map((option) => [field.name, option.value]);
      if (/^(checkbox|radio)$/.test(field.type) && !(field as HTMLInputElement).checked) return [];
      return [[field.name, field.value]];
    });
  try {
    doc.defaultView?.sessionStorage.setItem(key, JSON.stringify(drafts));
  } catch {
    // Storage off or full: the new page starts empty, as it would without scripts.
  }
}

/** Puts back the values kept under `key` into the page's forms, once (the draft is then gone). */
export function restoreDrafts(doc: Document, key: string) {
  let drafts: Drafts;
  try {
    const storage = doc.defaultView!.sessionStorage;
    drafts = JSON.parse(storage.getItem(key) ?? "{}") as Drafts;
    storage.removeItem(key);
  } catch {
    return;
  }
  for (const form of formsIn(doc)) {
    const values = drafts[form.dataset.draft!];
    if (!values) continue;
    for (const field of fieldsOf(form)) {
      const kept = values.filter(([name]) => name === field.name).map(([, value]) => value);
      if (field instanceof HTMLSelectElement)
        for (const option of field.options) option.selected = kept.includes(option.value);
      else if (/^(checkbox|radio)$/.test(field.type))
        (field as HTMLInputElement).checked = kept.includes(field.value);
      else field.value = kept[0] ?? "";
    }
  }
}
