import type { ShownContent } from "#shared/content/document.ts";
import type { Locale } from "#shared/site-paths.ts";
import { escapeHtml, htmlPage } from "#server/http/html-page.server.ts";

/** What was wrong with a post, as a list a screen reader is told of at once. */
const problemList = (problems: string[]) =>
  `<ul class="mt-6 list-disc space-y-2 pl-6 text-lg" role="alert">
${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("\n")}
</ul>`;

/**
 * The page a browser without JavaScript gets when its form post cannot be accepted, in the
 * form's language: the problems in plain words and a way back to the (still filled) form.
 */
export function noJsProblemPage(options: {
  locale: Locale;
  problems: string[];
  backHref: string;
  stylesheet?: string;
  content: ShownContent;
}) {
  const { locale, problems, backHref, stylesheet, content } = options;
  const { heading, back } = content.texts[locale].server.problems;
  return htmlPage({
    content,
    locale,
    title: heading,
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(heading)}</h1>
${problemList(problems)}
<p class="mt-8"><a class="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white" href="${escapeHtml(backHref)}">${escapeHtml(back)}</a></p>`,
  });
}
