import { useState } from "react";
import { FormShell } from "#app/ui/form-shell.tsx";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { useHydrated } from "#app/site/use-client-state.ts";
import { submittedAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import type { Locale } from "#shared/site-paths.ts";
import { FormStatus } from "#app/ui/form-status.tsx";
import { LoginField } from "./login-field";

export type ForgotPasswordText = AccountText["forgot"] & { sent: string };

/**
 * Asks for a reset link: whether it went, or the server's refusal (in the page's language) when
 * it sent one. The server answers 202 whether or not an account uses the login, so nobody learns
 * from it who has one.
 */
async function requestReset(body: { login: string; locale: Locale }) {
  try {
    const response = await callApi(apiRoutes.resetAccountPassword, { body });
    if (response.ok) return { sent: true };
    const answer = await answerOf(response, submittedAnswer);
    return { sent: false, error: answer?.success === false ? answer.error : undefined };
  } catch {
    return { sent: false };
  }
}

/**
 * Asking for a link to set a new password. Without JavaScript it posts to the API as a web
 * form, which sends the browser to the page that says the same as `sent`.
 */
export function ForgotPasswordForm({ text }: { text: ForgotPasswordText }) {
  const { locale } = useSiteText();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const entered = String(new FormData(form).get("login")).trim();
    if (!entered) {
      setOutcome({ sent: false, message: text.missing });
      return;
    }
    setPending(true);
    const { sent, error } = await requestReset({ login: entered, locale });
    setPending(false);
    if (sent) form.reset();
    setOutcome({ sent, message: sent ? text.sent : (error ?? text.failure) });
  }

  return (
    <FormShell
      method="post"
      action={apiUrl(apiRoutes.resetAccountPassword)}
      // Once scripts run, an empty field is said in the page's language, not the browser's.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      pending={pending}
      status={
        <FormStatus
          phase={outcome ? (outcome.sent ? "success" : "error") : "idle"}
          success={outcome?.message ?? ""}
          failure={outcome?.message ?? ""}
        />
      }
    >
      <input type="hidden" name="locale" value={locale} />
      <LoginField label={text.login} />
    </FormShell>
  );
}
