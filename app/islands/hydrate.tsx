import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, type SiteFrame } from "./root";

/**
 * What an island's entry module exports (app/islands/entries/<name>.tsx), for the island runtime
 * (app/boot/islands.ts): hydrates the server's HTML in `container` on a root of its own, with
 * the prefix the server rendered it with (`id-`, so that useId's values match). Resolves once
 * React has committed the island, or its error box; rejects when it cannot start.
 */
export type HydrateIsland = (
  container: HTMLElement,
  props: unknown,
  frame: SiteFrame,
  id: string,
) => Promise<void>;

/** The entry module's `hydrate` for an island showing `Island` with its props. */
export function hydrator<Props extends object>(Island: ComponentType<Props>): HydrateIsland {
  return (container, props, frame, id) =>
    new Promise((resolve, reject) => {
      const island = `The ${container.dataset.island ?? id} island`;
      hydrateRoot(
        container,
        <IslandRoot
          frame={frame}
          address={{ search: location.search, hash: location.hash }}
          onCommit={resolve}
        >
          <Island {...(props as Props)} />
        </IslandRoot>,
        {
          identifierPrefix: `${id}-`,
          // Shown in the island's error box.
          onCaughtError: (error, { componentStack }) =>
            console.error(`${island} failed:`, error, componentStack),
          // Outside the box (the root itself): React has removed the island.
          onUncaughtError: (error) => {
            console.error(`${island} could not start:`, error);
            reject(error);
          },
          // A server HTML that hydration had to replace (a test fails on it).
          onRecoverableError: (error) => console.error(`${island} was rendered again:`, error),
        },
      );
    });
}
