import { useCallback, useEffect, useState, type RefObject } from "react";
import { useDismiss } from "./use-dismiss";

/** Browsers from 2023 on (Chrome 114, Safari 17, Firefox 125) open `popover` panels themselves. */
export const supportsPopover =
  typeof HTMLElement !== "undefined" && Object.hasOwn(HTMLElement.prototype, "popover");

/**
 * A panel (`panelRef`, with the `popover` attribute) that opens natively, before the page's scripts have arrived and without them: a
 * `<button popovertarget>` shows it, and the browser closes it on Escape and on a tap outside.
 * Once React runs, this follows the panel's state, adds closing when keyboard focus leaves
 * `containerRef`, and in browsers without popovers does all of it itself (`fallbackOpen`
 * then shows the panel: see `.popover-fallback-open` in app.css).
 */
export function usePopover(
  panelRef: RefObject<HTMLElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !supportsPopover) return;
    // It may have been opened before hydration.
    const follow = () => setOpen(panel.matches(":popover-open"));
    follow();
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, [panelRef]);

  const close = useCallback(() => {
    if (supportsPopover) panelRef.current?.hidePopover();
    else setOpen(false);
  }, [panelRef]);
  useDismiss(open && !supportsPopover, close, containerRef, buttonRef);

  return {
    open,
    close,
    /** For the button: browsers without popovers toggle through React. */
    onButtonClick: supportsPopover ? undefined : () => setOpen((value) => !value),
    /**
     * For the container: closes when keyboard focus moves out of it. Asks the panel whether it
     * is open: the `toggle` event that updates `open` may not have arrived yet (a quick Tab
     * after opening, on a busy phone).
     */
    onBlur: (event: React.FocusEvent) => {
      const isOpen = supportsPopover ? panelRef.current?.matches(":popover-open") : open;
      if (isOpen && !containerRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
    fallbackOpen: !supportsPopover && open,
  };
}
