import type { ShownText } from "#shared/content/announcements.ts";

/**
 * A text the owner wrote (a notice, a closure's reason, a job opening), in an element marked
 * `lang="en"` where the page's language has none and it falls back to English.
 */
export function OwnerText({
  text,
  as: Element = "span",
  className,
}: {
  text: ShownText;
  as?: "span" | "p" | "h3";
  className?: string;
}) {
  return (
    <Element lang={text.lang} className={className}>
      {text.text}
    </Element>
  );
}
