// Islands: the parts of a public page that run React in the browser, each hydrated on its own
// (docs/decisions/0022-public-pages-as-islands.md). The site's renderer (./render-site.tsx)
// renders each one apart, wraps it in its container and follows it with its props as JSON.
// Components that React Router also renders import this module, so nothing here may bring
// react-dom/server along.
import { createContext, use, type ComponentType, type ReactElement, type ReactNode } from "react";

/** Every island; each has its browser entry, app/islands/entries/<name>.tsx. */
export const islandNames = [
  "chat",
  "counters",
  "enquiry",
  "application",
  "medicine-search",
  "partner-filter",
  "location",
  "account-panel",
  "account-request",
  "account-forgot",
  "account-password",
] as const;
export type IslandName = (typeof islandNames)[number];

/** When the browser hydrates an island: after the first paint, in view, or at first input. */
export type IslandWhen = "load" | "visible" | "interaction";

/**
 * What makes an island that waits for input start after the first paint instead (the island
 * runtime, app/boot/islands.ts, decides in the browser): items on the enquiry list, a shop
 * signed in, or a query in the address.
 */
export type IslandSooner = "listed" | "signed-in" | "queried";

/** An island met on the page, to be rendered on its own. */
export type IslandMet = {
  name: IslandName;
  when: IslandWhen;
  sooner?: IslandSooner;
  props: object;
  element: ReactElement;
};

/**
 * What the renderer's first pass puts where an island goes, having noted the island. Absent
 * under React Router, which renders each island in place as part of its page (so the little
 * here is all its pages' scripts carry of islands).
 */
export const IslandPlace = createContext<((island: IslandMet) => ReactNode) | null>(null);

/**
 * `component` with `props` as an island: its props must be plain data (they travel to the
 * browser as JSON) and it must need nothing from the page around it but the frame's texts and
 * the page's path, which every island root provides.
 */
export function Island<Props extends object>({
  name,
  when,
  sooner,
  component: Component,
  props,
}: {
  name: IslandName;
  when: IslandWhen;
  sooner?: IslandSooner;
  component: ComponentType<Props>;
  props: Props;
}) {
  const element = <Component {...props} />;
  return use(IslandPlace)?.({ name, when, sooner, props, element }) ?? element;
}

/**
 * JSON to put inside a `<script>` element (island props, the page's frame, JSON-LD): `<`, `>`
 * and `&` escaped, so neither `</script>` nor `<!--` in a text can end or change the element.
 */
export const jsonData = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
