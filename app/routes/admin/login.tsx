import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { inputClass } from "#app/ui/input-class.ts";
import { Labelled } from "#app/ui/labelled.tsx";
import { FormShell } from "#app/ui/form-shell.tsx";
import { site } from "#shared/content/site.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { adminPagePaths, paths } from "#shared/site-paths.ts";
import logoMark from "#art/logo-mark.svg?url";

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Only the admin's own pages, so a crafted link cannot send a fresh session elsewhere. */
function safeNext(next: string | null) {
  return next && adminPagePaths.includes(next) ? next : paths.admin;
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await callApi(apiRoutes.adminSignIn, {
        body: {
          email: String(form.get("email") ?? ""),
          password: String(form.get("password") ?? ""),
        },
      });
      const answer = await answerOf(response, apiSchemas.adminSignIn.response);
      if (answer?.success) return navigate(safeNext(searchParams.get("next")));
      setError(answer?.error ?? "Sign-in failed. Please try again.");
    } catch {
      setError("Error connecting to server");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-canvas px-4 py-8">
      <Link to={paths.home} className="flex items-center gap-2 rounded-md font-bold text-brand-900">
        <img src={logoMark} alt="" width={40} height={40} className="size-10" />
        {site.shortName}
      </Link>
      <FormShell
        onSubmit={submit}
        className="w-full max-w-sm"
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        pending={busy}
        status={
          <div role="alert" className="min-h-6 font-medium text-red-800">
            {error}
          </div>
        }
      >
        <h1 className="text-2xl font-bold text-brand-900">Admin sign-in</h1>
        <p className="text-slate-700">For {site.name} staff only.</p>
        <LoginField name="email" label="Email" type="email" autoComplete="username" />
        <LoginField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
      </FormShell>
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
      >
        Back to the website
      </Link>
    </main>
  );
}

/** A required input whose name is also its id; the sign-in form is not checked against a schema. */
function LoginField({
  name,
  label,
  type,
  autoComplete,
}: {
  name: string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Labelled id={name} label={label} className="font-medium">
        <input
          id={name}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          className={inputClass}
        />
      </Labelled>
    </div>
  );
}
