import { jobCategories, jobCategorySlug } from "#shared/content/announcements.ts";
import type { JobCategory } from "#shared/content/careers.ts";
import { locales, localePath, paths } from "#shared/site-paths.ts";

// A job opening's "Apply" leads to /careers?category=packing#apply-heading. With scripts, the
// form's island picks the category as it comes to life; without them, nothing would. So each
// language's Careers page is also kept in memory once per job category, that category chosen,
// and served for its address: still no render per request.

/** A job category's slug, as an attribute value (slugs are plain words; escaped all the same). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const placeholder = '<option value="" disabled="" selected="">';

/**
 * `html` (a Careers page) with `category` chosen in the application form's job category, or
 * undefined if the page has no such field as rendered today.
 */
export function withCategoryChosen(html: string, category: JobCategory): string | undefined {
  const field = html.indexOf(' name="jobCategory"');
  const start = html.lastIndexOf("<select", field);
  const end = html.indexOf("</select>", field);
  if (field === -1 || start === -1 || end === -1) return undefined;
  const select = html.slice(start, end);
  const option = `<option value="${escapeHtml(category)}">`;
  if (!select.includes(placeholder) || !select.includes(option)) return undefined;
  const chosen = select
    .replace(placeholder, '<option value="" disabled="">')
    .replace(option, `<option value="${escapeHtml(category)}" selected="">`);
  return html.slice(0, start) + chosen + html.slice(end);
}

/**
 * The Careers pages among `pages` (rendered pages by pathname) with each category chosen, by the
 * address "Apply" links to (`/or/careers?category=packing`).
 */
export function careersWithCategories(pages: ReadonlyMap<string, string>) {
  const variants = new Map<string, string>();
  for (const locale of locales) {
    const pathname = localePath(locale, paths.careers);
    const html = pages.get(pathname);
    if (html === undefined) continue;
    for (const category of jobCategories) {
      const chosen = withCategoryChosen(html, category);
      if (chosen) variants.set(`${pathname}?category=${jobCategorySlug(category)}`, chosen);
    }
  }
  return variants;
}
