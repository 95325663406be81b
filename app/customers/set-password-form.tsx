import { useState } from "react";
import { FormShell } from "#app/ui/form-shell.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { setPassword, type Refused } from "#app/customers/account-api.ts";
import { linkGone, whoseLink } from "#app/customers/set-password-link.ts";
import { navigate } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { useHydrated } from "#app/site/use-client-state.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import { passwordShapeProblem } from "#shared/customer-password.ts";
import { MIN_CUSTOMER_PASSWORD_LENGTH } from "#shared/limits.ts";
import { paths } from "#shared/site-paths.ts";
import { ConsentField } from "#app/submissions/consent-field.tsx";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";

export type SetPasswordText = AccountText["password"] & {
  linkGone: string;
  tooShort: string;
  tooPlain: string;
  privacyLink: string;
};

/**
 * The new password of an invitation or reset link: an island that hydrates at the first input
 * onto the form the page's HTML already shows. The token is in the link's fragment (`#token=…`),
 * so the server never sees it in a request line or a log; the page's plain script
 * (./set-password-link.ts) has put it in the hidden field and said whose password it sets.
 * Before React, or if it cannot start, the form posts as without JavaScript.
 */
export function SetPasswordForm({ text }: { text: SetPasswordText }) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const [refused, setRefused] = useState<Refused | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shown = event.currentTarget;
    const form = new FormData(shown);
    const chosen = String(form.get("password"));
    // Said in the page's language, before a round trip; the server checks the rest.
    const shape = passwordShapeProblem(chosen);
    if (shape) {
      const problem = shape === "passwordTooShort" ? text.tooShort : text.tooPlain;
      setRefused({ ok: false, status: 400, fieldErrors: { password: [problem] } });
      return;
    }
    setPending(true);
    const result = await setPassword({
      token: String(form.get("token") ?? ""),
      password: chosen,
      consent: form.has("consent") ? true : undefined,
      locale,
    });
    setPending(false);
    if (result.ok) navigate(to(paths.account));
    // The link ran out while the password was typed: said as when the page opens.
    else if (result.status === 410) linkGone(shown, result.error ?? text.linkGone);
    else setRefused(result);
  };

  const failure = refused && !refused.fieldErrors ? (refused.error ?? text.failure) : "";
  return (
    <FormShell
      method="post"
      action={to(paths.accountPasswordForm)}
      // Once scripts run, a problem is said in the page's language, not the browser's.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      pending={pending}
      status={<FormStatus phase={failure ? "error" : "idle"} success="" failure={failure} />}
    >
      {/* The plain script fills it in before hydration; React leaves its value alone. */}
      <input type="hidden" name="token" data-link-token suppressHydrationWarning />
      <input type="hidden" name="locale" value={locale} />
      <PasswordFields text={text} errors={refused?.fieldErrors} />
    </FormShell>
  );
}

/**
 * The new password and the privacy consent, each with what was wrong with it: the form with
 * JavaScript and the page the server writes without it (set-password-page-no-js.tsx) share them.
 */
export function PasswordFields({
  text,
  errors,
  consentAsked = true,
}: {
  text: SetPasswordText;
  errors?: Partial<Record<string, string[]>>;
  /** Without JavaScript, a link whose customer consented already asks no more. */
  consentAsked?: boolean;
}) {
  const password = usePlainField("password", { errors: errors?.password, hint: true });
  const consent = usePlainField("consent", { errors: errors?.consent });
  return (
    <>
      <FormField field={password.field} label={text.password} hint={text.passwordHint}>
        <input
          {...password.input}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_CUSTOMER_PASSWORD_LENGTH}
          className={inputClass}
        />
      </FormField>
      {consentAsked && (
        <ConsentField
          field={consent.field}
          input={consent.input}
          notice={text.consent}
          privacyLink={text.privacyLink}
        />
      )}
    </>
  );
}

/** A shop name of common length and a masked mobile: what the box keeps room for while it asks. */
const typicalLink = { shopName: "Xxxxxxx Xxxxxx Xxxxxxx Xxxxx", login: "98•••••210" };

/**
 * Whose password the link sets: the shop and the login, masked, once the server said; while it
 * is asked (`link` null), that it is, in a box already as tall as the answer will likely be, so
 * that nothing moves when it comes. The page with scripts says the answer in place
 * (./set-password-link.ts).
 */
export function LinkFor({
  link,
  text,
}: {
  link: { shopName: string; login: string } | null;
  text: SetPasswordText;
}) {
  return (
    <div data-link-status className="grid rounded-xl bg-brand-50 p-4 font-medium text-brand-900">
      <p role="status" data-said className="col-start-1 row-start-1">
        {link ? whoseLink(text, link) : text.checking}
      </p>
      {!link && (
        <p aria-hidden="true" className="invisible col-start-1 row-start-1">
          {whoseLink(text, typicalLink)}
        </p>
      )}
    </div>
  );
}
