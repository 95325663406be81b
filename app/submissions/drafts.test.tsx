import { afterEach, describe, expect, it, vi } from "vitest";
import { chatWasOpen, restoreDrafts, saveDrafts } from "#app/submissions/drafts.ts";

// What a visitor typed survives switching language (docs/product.md#languages), which loads the
// same page in the other language.

const form = `
  <form data-draft="enquiry">
    <input name="name" />
    <input name="email" type="email" />
    <select name="category"><option value="">—</option><option value="sales">Sales</option></select>
    <textarea name="message"></textarea>
    <input name="kind" type="radio" value="hospital" /><input name="kind" type="radio" value="pharmacy" />
    <input name="resume" type="file" />
    <input name="password" type="password" />
    <input name="locale" type="hidden" value="en" />
    <input name="consent" type="checkbox" />
    <input name="website" />
  </form>
  <form><input name="elsewhere" /></form>`;

const field = <T extends Element = HTMLInputElement>(name: string) =>
  document.querySelector<T & Element>(`[name="${name}"]`)! as unknown as T;

function page(path: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = form;
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("switching language", () => {
  it("carries what was typed to the same page in the other language, once", () => {
    page("/contact");
    field("name").value = "Asha Mohanty";
    field("email").value = "asha@example.com";
    field<HTMLSelectElement>("category").value = "sales";
    field<HTMLTextAreaElement>("message").value = "Dolo 650, 10 boxes";
    document.querySelector<HTMLInputElement>('[value="pharmacy"]')!.checked = true;
    field("password").value = "secret-words";
    field("consent").checked = true;
    field("website").value = "spam.example";
    field("elsewhere").value = "not a draft";
    saveDrafts(document);

    page("/or/contact");
    const heard = vi.fn();
    document.querySelector("form")!.addEventListener("input", heard);
    restoreDrafts(document);
    expect(field("name").value).toBe("Asha Mohanty");
    expect(field("email").value).toBe("asha@example.com");
    expect(field<HTMLSelectElement>("category").value).toBe("sales");
    expect(field<HTMLTextAreaElement>("message").value).toBe("Dolo 650, 10 boxes");
    expect(document.querySelector<HTMLInputElement>('[value="pharmacy"]')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('[value="hospital"]')!.checked).toBe(false);
    // The page's scripts hear of each value, as if it had been typed.
    expect(heard).toHaveBeenCalled();
    // Never kept: a password, the consent given to the other language's notice, the honeypot,
    // and a form that does not ask for it.
    expect(field("password").value).toBe("");
    expect(field("consent").checked).toBe(false);
    expect(field("website").value).toBe("");
    expect(field("elsewhere").value).toBe("");

    // Once: a later visit to the page starts empty.
    page("/hi/contact");
    restoreDrafts(document);
    expect(field("name").value).toBe("");
  });

  it("keeps nothing for another page", () => {
    page("/contact");
    field("name").value = "Asha Mohanty";
    saveDrafts(document);
    page("/or/careers");
    restoreDrafts(document);
    expect(field("name").value).toBe("");
  });

  it("runs a kept search again", async () => {
    window.history.replaceState(null, "", "/products");
    document.body.innerHTML = `<form data-draft="search" data-draft-submit><input name="q" /></form>`;
    field("q").value = "dolo";
    saveDrafts(document);
    window.history.replaceState(null, "", "/hi/products");
    document.body.innerHTML = `<form data-draft="search" data-draft-submit><input name="q" /></form>`;
    const submitted = new Promise((resolve) =>
      document.querySelector("form")!.addEventListener("submit", (event) => {
        event.preventDefault();
        resolve(field("q").value);
      }),
    );
    restoreDrafts(document);
    await expect(submitted).resolves.toBe("dolo");
  });

  it("reopens the chat if it was open", () => {
    page("/about");
    document.body.insertAdjacentHTML(
      "beforeend",
      `<button data-chat-launcher aria-expanded="true">Close</button>`,
    );
    saveDrafts(document);
    expect(chatWasOpen(window)).toBe(true);
    expect(chatWasOpen(window)).toBe(false);

    document.querySelector("[data-chat-launcher]")!.setAttribute("aria-expanded", "false");
    saveDrafts(document);
    expect(chatWasOpen(window)).toBe(false);
  });
});
