import type { Page } from "@playwright/test";

/** null when the page fits its width; else by how much it does not, and what sticks out. */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Sections rendered only near the viewport (content-visibility: auto) are rendered here,
    // so that what they hold is measured too.
    for (const element of document.body.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
    if (root.scrollWidth <= root.clientWidth) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    // What reaches past the right edge: a box, or content spilling out of its box. Boxes
    // clipped by an ancestor do not widen the page and are left out.
    const reach = (element: Element) => {
      const box = element.getBoundingClientRect();
      const spills = getComputedStyle(element).overflowX === "visible";
      return Math.max(box.right, spills ? box.left + element.scrollWidth : 0);
    };
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") return reach(up) <= root.clientWidth;
      return false;
    };
    const beyond = [...document.body.querySelectorAll("*")].filter(
      (element) => reach(element) > root.clientWidth + 0.5 && !clipped(element),
    );
    const innermost = beyond.filter(
      (element) => !beyond.some((other) => other !== element && element.contains(other)),
    );
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${innermost.slice(0, 4).map(describe).join("; ")}`;
  });
}
