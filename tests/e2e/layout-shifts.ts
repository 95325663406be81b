import type { Page } from "@playwright/test";

/**
 * The page's layout shifts so far that no input caused: their sum (0 when there were none), and
 * what moved in each, from where to where (for a failure's message: a shift seen once in many
 * runs says then what it was).
 */
export function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Moved = {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        };
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Moved[];
        };
        const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "a node now gone";
          const label =
            node.getAttribute("aria-label") ?? (node.textContent ?? "").trim().slice(0, 30);
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 3).join(".")} "${label}"`;
        };
        const summed = (entries: PerformanceEntryList) => {
          const shifts = (entries as Shift[]).filter((entry) => !entry.hadRecentInput);
          return {
            total: shifts.reduce((total, entry) => total + entry.value, 0),
            moved: shifts.flatMap((entry) =>
              (entry.sources ?? []).map(
                (source) =>
                  `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              ),
            ),
          };
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(summed(list.getEntries()));
        }).observe({ type: "layout-shift", buffered: true });
        // No shift at all gives no entry: none after a frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total: 0, moved: [] })));
      }),
  );
}
