import { useCallback, useEffect, useRef, useState } from "react";
import { STATUS_MESSAGE_MS } from "../constants";

export type FormPhase = "idle" | "submitting" | "success" | "error";

/**
 * The spec's form states: idle → submitting → success or error; the status message shows
 * for 5 s and then clears.
 */
export function useFormStatus() {
  const [phase, setPhase] = useState<FormPhase>("idle");
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    if (phase !== "success" && phase !== "error") return;
    const timer = window.setTimeout(() => setPhase("idle"), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, shownAt]);

  const finish = useCallback((result: "success" | "error") => {
    setPhase(result);
    setShownAt(Date.now());
  }, []);

  return { phase, start: useCallback(() => setPhase("submitting"), []), finish };
}

/** How long the visitor has been filling the form, from their first focus in it. */
export function useFillTimer() {
  const openedAt = useRef<number | null>(null);
  return {
    onFocus: () => {
      openedAt.current ??= performance.now();
    },
    elapsedMs: () => Math.round(performance.now() - (openedAt.current ?? 0)),
  };
}
