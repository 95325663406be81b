import type { Context } from "hono";
import { localePath, type Locale } from "#shared/site-paths.ts";
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import type { Refusal } from "./refusal.server";

/**
 * The page a browser without JavaScript gets when its form post cannot be accepted, as the site's
 * renderer writes it in the form's language: the problems in plain words and a way back to the
 * (still filled) form at `formPath`.
 */
export function noJsProblemPage(
  c: Context,
  writeServerPage: WriteServerPage,
  options: { locale: Locale; problems: string[]; formPath: string; status: Refusal["status"] },
) {
  const { locale, problems, formPath, status } = options;
  const back = localePath(locale, formPath);
  const { html, headers } = writeServerPage({
    name: "problems",
    locale,
    pathname: back,
    data: { problems, back },
  });
  return c.html(html, status, headers);
}
