// Islands: the parts of a public page that run React in the browser, each hydrated on its own
// (docs/decisions/0022-public-pages-as-islands.md). The site's renderer (./render-site.tsx)
// renders each one apart, wraps it in its container and follows it with its props as JSON.
// Components that React Router also renders import this module, so nothing here may bring
// react-dom/server along.
import { createContext, use, type ComponentType, type ReactElement } from "react";

/** Every island; each has its browser entry, app/islands/entries/<name>.tsx. */
export const islandNames = [
  "chat",
  "hero",
  "counters",
  "enquiry",
  "application",
  "medicine-search",
  "partner-filter",
  "account-panel",
  "account-request",
  "account-forgot",
  "account-password",
] as const;
export type IslandName = (typeof islandNames)[number];

/** When the browser hydrates an island: after the first paint, in view, or at first input. */
export type IslandWhen = "load" | "visible" | "interaction";

/** An island met on the page, waiting for its own rendering. */
export type IslandSlot = {
  /** `<name><n>`: the page's n-th island of that name (its `useId` prefix too). */
  id: string;
  name: IslandName;
  when: IslandWhen;
  props: object;
  element: ReactElement;
};

/**
 * The islands of the page being rendered, collected by the renderer's first pass. Absent under
 * React Router, which renders each island in place as part of its page.
 */
export const IslandSlots = createContext<IslandSlot[] | null>(null);

/** The marker the renderer replaces with the island's own rendering. */
export const islandSlotMarker = (id: string) => `<template data-island-slot="${id}"></template>`;

/**
 * `component` with `props` as an island: its props must be plain data (they travel to the
 * browser as JSON) and it must need nothing from the page around it but the frame's texts and
 * the page's path, which every island root provides.
 */
export function Island<Props extends object>({
  name,
  when,
  component: Component,
  props,
}: {
  name: IslandName;
  when: IslandWhen;
  component: ComponentType<Props>;
  props: Props;
}) {
  const slots = use(IslandSlots);
  if (!slots) return <Component {...props} />;
  const id = `${name}${slots.filter((slot) => slot.name === name).length}`;
  slots.push({ id, name, when, props, element: <Component {...props} /> });
  return <template data-island-slot={id} />;
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
