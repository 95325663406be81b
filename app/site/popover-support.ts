/** Browsers from 2023 on (Chrome 114, Safari 17, Firefox 125) open `popover` panels themselves. */
export const supportsPopover =
  typeof HTMLElement !== "undefined" && Object.hasOwn(HTMLElement.prototype, "popover");
