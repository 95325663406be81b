import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { buttonClass } from "#app/ui/button.tsx";
import { iconLinks } from "#app/site/icon-links.ts";
import { common } from "#shared/content/en/common.ts";
import { htmlLang, paths } from "#shared/site-paths.ts";
import "./app.css";

export const links: Route.LinksFunction = () => iconLinks;

/** The shell's title, before the admin's own pages render theirs (a document always has one). */
export const meta: Route.MetaFunction = () => [{ title: "Admin" }];

/** The admin's document: the only pages React Router serves, in English. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={htmlLang.en}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5e7a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Scrolls to the top on every new navigation, restores on back/forward. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated: for tests, and for the benchmark's time to hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Never show a stack trace to a visitor; developers see it in the console.
  if (import.meta.env.DEV) console.error(error);
  const text = common.error;
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24">
      <h1 className="text-3xl font-bold text-brand-800">{text.title}</h1>
      <p className="text-slate-700">{text.text}</p>
      <a href={paths.home} className={buttonClass()}>
        {text.home}
      </a>
    </main>
  );
}
