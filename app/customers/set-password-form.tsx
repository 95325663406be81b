import { useEffect, useState } from "react";
import { FormShell } from "#app/ui/form-shell.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { linkClass } from "#app/ui/link-class.ts";
import {
  checkLink,
  setPassword,
  type LinkCheck,
  type Refused,
} from "#app/customers/account-api.ts";
import { navigate, SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { useHydrated } from "#app/site/use-client-state.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import { passwordShapeProblem } from "#shared/customer-password.ts";
import { MIN_CUSTOMER_PASSWORD_LENGTH } from "#shared/limits.ts";
import { paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { ConsentField } from "#app/submissions/consent-field.tsx";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";

export type SetPasswordText = AccountText["password"] & {
  linkGone: string;
  tooShort: string;
  tooPlain: string;
  privacyLink: string;
};

/** The form once the page runs in the browser: nothing before, as the token cannot be read. */
export function SetPasswordOnceRunning({ text }: { text: SetPasswordText }) {
  return useHydrated() ? <SetPasswordForm text={text} /> : null;
}

/**
 * The new password of an invitation or reset link, whose token is in the fragment
 * (`#token=…`): the server never sees it in a request line or a log. Render it only once the
 * page runs in the browser: it reads the address as it mounts.
 */
export function SetPasswordForm({ text }: { text: SetPasswordText }) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get("token"));
  const [refused, setRefused] = useState<Refused | null>(null);
  const [pending, setPending] = useState(false);
  // What the link is for, asked as the page opens (the link stays unused): a used or expired
  // link is said at once, not after a password was typed.
  const [link, setLink] = useState<LinkCheck | null>(null);

  // Out of the address bar once read: not kept in history, nor seen over a shoulder.
  useEffect(() => {
    if (token) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}`);
      void checkLink({ token, locale }).then(setLink);
    }
  }, [token, locale]);

  const gone =
    refused?.status === 410 ? refused : link?.ok === false && link.status === 410 ? link : null;
  if (!token || gone)
    return (
      <div role="alert" className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{token ? (gone?.error ?? text.linkGone) : text.noToken}</p>
        <SiteLink to={to(paths.accountForgot)} className={`${linkClass} mt-2 inline-block`}>
          {text.forgot}
        </SiteLink>
      </div>
    );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
      token,
      password: chosen,
      consent: form.has("consent") ? true : undefined,
      locale,
    });
    setPending(false);
    if (result.ok) navigate(to(paths.account));
    else setRefused(result);
  };

  const failure = refused && !refused.fieldErrors ? (refused.error ?? text.failure) : "";
  return (
    <FormShell
      noValidate
      onSubmit={(event) => void submit(event)}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      pending={pending}
      status={<FormStatus phase={failure ? "error" : "idle"} success="" failure={failure} />}
    >
      <LinkFor link={link} text={text} />
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

/**
 * Whose password the link sets, once the server said: the shop and the login, masked. While it
 * is asked, that it is; if the server could not say (offline, busy), nothing: the form still works.
 */
export function LinkFor({ link, text }: { link: LinkCheck | null; text: SetPasswordText }) {
  const said = link
    ? link.ok
      ? fill(link.login ? text.forAccount : text.forShop, {
          shopName: link.shopName,
          login: link.login,
        })
      : ""
    : text.checking;
  return (
    <p
      role="status"
      className={
        said === text.checking
          ? "text-slate-700"
          : "rounded-xl bg-brand-50 p-4 font-medium text-brand-900"
      }
      hidden={!said}
    >
      {said}
    </p>
  );
}
