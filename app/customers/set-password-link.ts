import { fill } from "#shared/fill.ts";

// The set-password page's link, without React (part of the enhance script, app/boot/enhance.ts):
// an invitation or reset link carries its token in the fragment (`#token=…`), which only a
// script reads, so the page's form is in its HTML from the first paint and these few lines do
// what it needs before a visitor types; the form's island (./set-password-form.tsx) hydrates at
// the first input and sends the password. The markup (./set-password-frame.tsx):
//
// - `[data-set-password]`, the page's part for a browser with scripts: `data-check` (where to
//   ask what a link is for), `data-locale`, and the messages it may say, `data-for-account` and
//   `data-for-shop` ({shopName}, {login}), `data-gone` and `data-no-token`.
// - `[data-link-status]`: whose password the link sets (in its `[data-said]`), once the server
//   said; hidden if it could not say (offline, busy): the form still works.
// - `input[data-link-token]`: the form's hidden field the token goes into, for React's
//   submission and for the form's own (`/account/password/set`, as without JavaScript).
// - `[data-link-form]` (the status and the form), taken out when the link can set no password,
//   and `[data-link-alert]`, hidden until then, which says why in its `[data-said]`.

/** Whose password a link sets, as the page says it (a login, masked, when the server has one). */
export const whoseLink = (
  text: { forAccount: string; forShop: string },
  link: { shopName: string; login: string },
) => fill(link.login ? text.forAccount : text.forShop, link);

export function setPasswordLink(d: Document) {
  const page = d.querySelector<HTMLElement>("[data-set-password]");
  if (!page) return;
  const { check, locale, forAccount, forShop, gone, noToken } = page.dataset;
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  if (!token) return linkGone(page, noToken!);
  // Out of the address bar once read: not kept in history, nor seen over a shoulder.
  history.replaceState(history.state, "", location.pathname + location.search);
  page.querySelector<HTMLInputElement>("[data-link-token]")!.value = token;

  const status = page.querySelector<HTMLElement>("[data-link-status]")!;
  const say = (said: string) => {
    status.querySelector("[data-said]")!.textContent = said;
    status.hidden = !said;
  };
  // Asked as the page opens (the link stays unused): a used or expired link is said at once,
  // not after a password was typed.
  fetch(check!, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ token, locale }),
  })
    .then(async (response) => {
      const answer: unknown = await response.json().catch(() => undefined);
      const { shopName, login, error } = (answer ?? {}) as Record<string, unknown>;
      if (response.ok && typeof shopName === "string" && typeof login === "string")
        say(whoseLink({ forAccount: forAccount!, forShop: forShop! }, { shopName, login }));
      else if (response.status === 410) linkGone(page, typeof error === "string" ? error : gone!);
      else say("");
    })
    .catch(() => say(""));
}

/**
 * Says, in place of the form, that the link can set no password (`said`: none in the address,
 * or used or expired), with the way to a new one. `within` is any element of the page's part.
 */
export function linkGone(within: Element, said: string) {
  const page = within.closest("[data-set-password]");
  if (!page) return;
  page.querySelector("[data-link-form]")?.remove();
  const alert = page.querySelector<HTMLElement>("[data-link-alert]")!;
  alert.querySelector("[data-said]")!.textContent = said;
  alert.hidden = false;
}
