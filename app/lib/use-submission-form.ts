import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { STATUS_MESSAGE_MS } from "#app/constants.ts";
import type { SubmitResult } from "./submit-result";

export type FormPhase = "idle" | "submitting" | "success" | "error";

/**
 * The spec's form states: idle → submitting → success or error; the status message shows
 * for 5 s and then clears.
 */
function useFormPhase() {
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
function useFillTimer() {
  const openedAt = useRef<number | null>(null);
  return {
    onFocus: () => {
      openedAt.current ??= performance.now();
    },
    elapsedMs: () => Math.round(performance.now() - (openedAt.current ?? 0)),
  };
}

/**
 * A form checked in the browser with its shared zod schema and sent with `send`: on success
 * it resets; on failure it stays filled and shows the server's field errors, if any.
 */
export function useSubmissionForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  send: (formData: FormData, elapsedMs: number) => Promise<SubmitResult>,
) {
  const status = useFormPhase();
  const fillTimer = useFillTimer();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      status.start();
      const result = await send(formData, fillTimer.elapsedMs());
      if (result.ok) {
        form.reset();
        setLastResult(undefined);
      } else if (result.fieldErrors) {
        setLastResult({ status: "error", error: result.fieldErrors });
      }
      status.finish(result.ok ? "success" : "error");
    },
  });
  return { form, fields, phase: status.phase, onFocus: fillTimer.onFocus };
}
