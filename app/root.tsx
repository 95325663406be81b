import { useEffect } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import logoMark from "#art/logo-mark.svg?url";
import { buttonClass } from "#app/components/ui/button.tsx";
import { paths } from "./site-paths";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: logoMark, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
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
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24">
      <h1 className="text-3xl font-bold text-brand-800">Unexpected Application Error!</h1>
      <p className="text-slate-700">
        Something went wrong while showing this page. Please try again, or go back to the home page.
      </p>
      <Link to={paths.home} reloadDocument className={buttonClass()}>
        Back to the home page
      </Link>
    </main>
  );
}
