import { site } from "#app/content/site.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * The page a browser without JavaScript gets when its form post cannot be accepted: the
 * problems in plain words and a way back to the (still filled) form.
 */
export function noJsProblemPage(options: {
  heading: string;
  problems: string[];
  backHref: string;
  stylesheet?: string;
}) {
  const { heading, problems, backHref, stylesheet } = options;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} | ${escapeHtml(site.name)}</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}
</head>
<body class="bg-canvas text-slate-800">
<main class="container-page py-16">
<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(heading)}</h1>
<ul class="mt-6 list-disc space-y-2 pl-6 text-lg" role="alert">
${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("\n")}
</ul>
<p class="mt-8"><a class="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white" href="${escapeHtml(backHref)}">Go back to the form</a></p>
<p class="mt-6">Or call us on ${site.phones.map((phone) => escapeHtml(phone)).join(", ")}.</p>
</main>
</body>
</html>`;
}
