import { useRef } from "react";
import { Button } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import type { ContentDocument } from "#shared/content/document.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";

/**
 * A page rendered from the working copy, opened in a new tab. Not in the route registry yet: the
 * server answers it with the preview, and the registry lists only routes the server answers.
 */
const previewUrl = "/api/admin/content/preview";

const previewPages = [
  { path: paths.home, label: "Home" },
  { path: paths.about, label: "About" },
  { path: paths.products, label: "Products" },
  { path: paths.contact, label: "Contact" },
  { path: paths.careers, label: "Careers" },
  { path: paths.privacy, label: "Privacy" },
];

/** Opens a page of the site, rendered from the working copy, in a new tab. */
export function ContentPreviewForm({ content }: { content: ContentDocument }) {
  const contentField = useRef<HTMLInputElement>(null);
  return (
    <>
      {/* Multipart: the document's Odia and Hindi are sent as they are, not tripled by encoding. */}
      <form
        method="post"
        action={previewUrl}
        encType="multipart/form-data"
        target="_blank"
        className="flex flex-wrap items-end gap-2"
        onSubmit={() => {
          if (contentField.current) contentField.current.value = JSON.stringify(content);
        }}
      >
        <input ref={contentField} type="hidden" name="content" />
        <div className="flex flex-col gap-1">
          <label htmlFor="preview-path" className="text-sm font-medium">
            Page to preview
          </label>
          <select id="preview-path" name="path" className={controlClass}>
            {locales.flatMap((locale) =>
              previewPages.map((page) => (
                <option key={`${locale}${page.path}`} value={localePath(locale, page.path)}>
                  {page.label} ({languageNamesInEnglish[locale]})
                </option>
              )),
            )}
          </select>
        </div>
        <Button type="submit" variant="outline" size="md">
          Preview<span className="sr-only"> in a new tab</span>
        </Button>
      </form>
    </>
  );
}
