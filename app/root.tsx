import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { buttonClass } from "#app/components/ui/button.tsx";
import { iconLinks } from "#app/lib/icon-links.ts";
import type { CommonText } from "#shared/content/en/common.ts";
import { htmlLang, localeOfPath, localePath, paths } from "#shared/site-paths.ts";
import "./app.css";

export const links: Route.LinksFunction = () => iconLinks;

export function Layout({ children }: { children: React.ReactNode }) {
  // The path says the language (the admin is English); the switcher changes it in place.
  const { pathname } = useLocation();
  return (
    <html lang={htmlLang[localeOfPath(pathname)]}>
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

/** The specification's words, for a failure before the page's own texts have loaded. */
const englishError = {
  title: "Unexpected Application Error!",
  text: "Something went wrong while showing this page. Please try again, or go back to the home page.",
  home: "Back to the home page",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Never show a stack trace to a visitor; developers see it in the console.
  if (import.meta.env.DEV) console.error(error);
  const locale = localeOfPath(useLocation().pathname);
  // The site layout's loader ran before a page failed: its texts are in the page's language.
  const layout = useRouteLoaderData(`site-${locale}`) as { common?: CommonText } | undefined;
  const text = layout?.common?.error ?? englishError;
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24">
      <h1 className="text-3xl font-bold text-brand-800">{text.title}</h1>
      <p className="text-slate-700">{text.text}</p>
      <Link to={localePath(locale, paths.home)} reloadDocument className={buttonClass()}>
        {text.home}
      </Link>
    </main>
  );
}
