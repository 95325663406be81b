import type { Context } from "hono";
import { localePath, type Locale } from "#shared/site-paths.ts";
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import type { Refusal } from "./refusal.server";

/**
 * The page a browser without JavaScript gets when its form post cannot be accepted, as the site's
 * renderer writes it in the form's language: the problems in plain words and a way back to the
 * (still filled) form at `formPath`. A staff form opened in a tab of its own (the content
 * preview) has no way back, and its own heading.
 */
export function noJsProblemPage(
  c: Context,
  writeServerPage: WriteServerPage,
  options: {
    locale: Locale;
    problems: string[];
    formPath?: string;
    heading?: string;
    status: Refusal["status"];
  },
) {
  const { locale, problems, formPath, heading, status } = options;
  const back = formPath && localePath(locale, formPath);
  const { html, headers } = writeServerPage({
    name: "problems",
    locale,
    pathname: back || localePath(locale, "/"),
    data: { problems, back, heading },
  });
  return c.html(html, status, headers);
}
