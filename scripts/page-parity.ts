import { isDeepStrictEqual } from "node:util";

// The parts of a page that the site's renderer must write exactly as React Router's pre-render
// does (scripts/render-pages.ts --check), each made comparable. What may differ, and only that:
// - React Router's `data-discover="true"` on its links;
// - `useId` values (an island is rendered apart, so its ids are its own): numbered in their
//   order of appearance within each part, which keeps an `aria-controls` pointing at its `id`;
// - the renderer's island containers and props blocks, taken out around the islands' HTML;
// - React Router's own `<link>`s: its scripts (`modulepreload`) and its stylesheet, which the
//   renderer puts inline (given the same file).

/** A page's parts, by name: each a string to compare, or JSON-LD objects. */
export type PageParts = Record<string, string | unknown[]>;

const islandContainer =
  /<div class="contents" data-island="[^"]*" data-island-id="[^"]+"[^>]*>|<\/div><script type="application\/json" data-island-props="[^"]+">[^<]*<\/script>/g;

/** The page as if it had no islands: each island's HTML left in place of its container. */
export const withoutIslands = (html: string) => html.replace(islandContainer, "");

/** Each `useId` value (`_R_…_`, or `_<island>-R_…_` in an island) as `_id<n>_`, n by first use. */
export function numberIds(html: string) {
  const seen = new Map<string, number>();
  return html.replace(/_(?:[a-z0-9-]+-)?R_[0-9a-zA-Z]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, seen.size);
    return `_id${seen.get(id)}_`;
  });
}

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? "";
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

/** The comparable parts of a pre-rendered page (React Router's or the renderer's). */
export function pageParts(page: string): PageParts {
  const html = withoutIslands(page).replace(/ data-discover="true"/g, "");
  const head = first(html, /<head>[\s\S]*<\/head>/);
  const body = html.slice(html.indexOf("<body"));
  const afterFooter = body.slice(body.indexOf("</footer>") + "</footer>".length);
  return {
    lang: first(html, /<html lang="[^"]*"/),
    title: all(head, /<title>[\s\S]*?<\/title>/g).join("\n"),
    meta: all(head, /<meta [^>]*>/g).join("\n"),
    links: all(head, /<link [^>]*>/g)
      .filter((link) => !/rel="(modulepreload|stylesheet)"/.test(link))
      .join("\n"),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    ),
    header: numberIds(first(body, /<header[\s>][\s\S]*?<\/header>/)),
    main: numberIds(first(body, /<main[\s>][\s\S]*?<\/main>/)),
    footer: numberIds(first(body, /<footer[\s>][\s\S]*?<\/footer>/)),
    // The chat, between the footer and the first script (React Router's, or the frame's data).
    chat: numberIds(afterFooter.slice(0, afterFooter.indexOf("<script"))),
  };
}

/** Where two pages' parts differ: a line per part, showing the first difference in context. */
export function partDifferences(ours: PageParts, theirs: PageParts): string[] {
  const differences: string[] = [];
  for (const [name, expected] of Object.entries(theirs)) {
    const actual = ours[name];
    if (isDeepStrictEqual(actual, expected)) continue;
    const [a, b] = [actual, expected].map((part) =>
      typeof part === "string" ? part : JSON.stringify(part),
    ) as [string, string];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 100));
    differences.push(
      `  <${name}> differs at character ${at}:\n    renderer:     ${around(a)}\n    React Router: ${around(b)}`,
    );
  }
  return differences;
}
