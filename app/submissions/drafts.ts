import { englishPath } from "#shared/locales.ts";

// Switching language loads the same page in the other language: what the visitor had typed into
// its forms (`form[data-draft]`) is carried across in this tab's session storage, and put back
// once the new page is shown; a search (`data-draft-submit`) is run again. Files, passwords and
// hidden fields are never kept, nor the consent box (it is given to the notice in the language
// the visitor reads) or the honeypot.

const skippedTypes = new Set(["file", "password", "hidden", "submit", "button", "reset"]);
const skippedNames = new Set(["consent", "website"]);
const chatKey = "draft:chat-open";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Draft = Record<string, Record<string, string | boolean>>;

const keyOf = (pathname: string) => `draft:${englishPath(pathname)}`;

function draftFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== "" &&
      !skippedTypes.has(element.type) &&
      !skippedNames.has(element.name),
  );
}

/** A field's value as it is kept: checkboxes and radios by whether that one is checked. */
const fieldKey = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
    ? `${field.name}=${field.value}`
    : field.name;

/**
 * Keeps what was typed into the page's forms, and whether the chat is open, for the same page in
 * the language about to be opened.
 */
export function saveDrafts(doc: Document) {
  const chatOpen = doc.querySelector('[data-chat-launcher][aria-expanded="true"]') !== null;
  const draft: Draft = {};
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-draft]")) {
    const values: Draft[string] = {};
    for (const field of draftFields(form)) {
      if (
        field instanceof HTMLInputElement &&
        (field.type === "checkbox" || field.type === "radio")
      )
        values[fieldKey(field)] = field.checked;
      else if (field.value !== "") values[fieldKey(field)] = field.value;
    }
    if (Object.keys(values).length > 0) draft[form.dataset.draft!] = values;
  }
  try {
    const storage = doc.defaultView!.sessionStorage;
    if (Object.keys(draft).length > 0)
      storage.setItem(keyOf(doc.defaultView!.location.pathname), JSON.stringify(draft));
    if (chatOpen) storage.setItem(chatKey, "1");
  } catch {
    // Storage refused (private mode, quota): the new page opens empty, as a link would.
  }
}

/** Sets a field as typing would, so that a page's scripts hear of it. */
function fill(field: Field, value: string | boolean) {
  if (typeof value === "boolean") {
    if (!(field instanceof HTMLInputElement) || field.checked === value) return;
    field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Puts back what was kept for this page's forms, once. */
export function restoreDrafts(doc: Document) {
  let draft: Draft = {};
  try {
    const storage = doc.defaultView!.sessionStorage;
    const key = keyOf(doc.defaultView!.location.pathname);
    draft = JSON.parse(storage.getItem(key) ?? "{}") as Draft;
    storage.removeItem(key);
  } catch {
    return;
  }
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-draft]")) {
    const values = draft[form.dataset.draft!];
    if (!values) continue;
    for (const field of draftFields(form)) {
      const value = values[fieldKey(field)];
      if (value !== undefined) fill(field, value);
    }
    // A search is run again (once the page's scripts have taken in the restored words).
    if ("draftSubmit" in form.dataset) setTimeout(() => form.requestSubmit());
  }
}

/** Whether the chat was left open on the page in the other language, still to be answered. */
export function chatLeftOpen(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(chatKey) === "1";
  } catch {
    return false;
  }
}

/** Whether the chat was open on the page in the other language (answered once). */
export function chatWasOpen(win: Window): boolean {
  const open = chatLeftOpen(win);
  try {
    win.sessionStorage.removeItem(chatKey);
  } catch {
    // Storage off: nothing was kept.
  }
  return open;
}
