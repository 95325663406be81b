import { useState } from "react";
import { SiteLink } from "#app/site/site-link.tsx";
import { FormShell } from "#app/ui/form-shell.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { signIn } from "#app/customers/account-api.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { useHydrated } from "#app/site/use-client-state.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { paths } from "#shared/site-paths.ts";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";
import { LoginField } from "./login-field";

export type SignInText = AccountText["signIn"] & { missing: string };

/**
 * A trade customer's sign-in. Without JavaScript it posts to the API as a web form, which sends
 * the browser back to the account page, or to a page that says why it was refused.
 */
export function SignInForm({
  text,
  notice,
  onSignedIn,
}: {
  text: SignInText;
  /** Said in the status line until the first attempt (say, "You have signed out."). */
  notice?: string;
  onSignedIn: () => void;
}) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const password = usePlainField("password");
  const [pending, setPending] = useState(false);
  /** The last attempt's problem ("" when none); null before the first attempt. */
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? "";
  const phase = message ? "error" : problem === null && notice ? "success" : "idle";

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entered = {
      login: String(form.get("login")).trim(),
      password: String(form.get("password")),
    };
    // The server would say the same; said here, it needs no round trip.
    if (!entered.login || !entered.password) {
      setProblem(text.missing);
      return;
    }
    setProblem("");
    setPending(true);
    const result = await signIn({ ...entered, locale });
    setPending(false);
    if (result.ok) onSignedIn();
    else setProblem(result.error ?? text.failure);
  }

  return (
    <FormShell
      method="post"
      action={apiUrl(apiRoutes.accountSignIn)}
      // Once scripts run, a missing field is said in the page's language, not the browser's.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      pending={pending}
      status={<FormStatus phase={phase} success={notice ?? ""} failure={message} />}
    >
      <input type="hidden" name="locale" value={locale} />
      <LoginField label={text.login} />
      <FormField field={password.field} label={text.password}>
        <input
          {...password.input}
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </FormField>
      <SiteLink to={to(paths.accountForgot)} className={`${linkClass} self-start`}>
        {text.forgot}
      </SiteLink>
    </FormShell>
  );
}
