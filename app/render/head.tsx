import type { MetaDescriptor } from "#app/site/meta.ts";
import { jsonData } from "./island";

/** A page's own `<head>` tags (`metaFor()`'s), written as React Router's `<Meta>` writes them. */
export function PageHead({ tags }: { tags: MetaDescriptor[] }) {
  return tags.map((tag) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("script:ld+json" in tag) {
      const json = jsonData(tag["script:ld+json"]);
      return (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      );
    }
    if ("tagName" in tag)
      return (
        <link key={JSON.stringify(tag)} rel={tag.rel} hrefLang={tag.hrefLang} href={tag.href} />
      );
    return <meta key={JSON.stringify(tag)} {...tag} />;
  });
}
