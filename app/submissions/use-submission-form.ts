import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { STATUS_MESSAGE_MS } from "#shared/constants.ts";
import type { ApplicationFormInput } from "#shared/schemas/application.ts";
import type { accessRequestSchemaFor } from "#shared/schemas/customers.ts";
import type { EnquiryInput } from "#shared/schemas/enquiry.ts";
import { formConstraints } from "#shared/schemas/form-constraints.ts";
import type { z } from "#shared/schemas/zod.ts";
import type { FormMessages } from "#app/lib/form-validation.ts";
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

type FormFields = {
  enquiry: EnquiryInput;
  application: ApplicationFormInput;
  accessRequest: z.input<ReturnType<typeof accessRequestSchemaFor>>;
};
/**
 * Where each form posts (a browser without JavaScript posts there too), how, and its name
 * among the drafts the device keeps (`data-draft`).
 */
const formPosts: Record<keyof FormFields, { action: string; encType?: string; draft: string }> = {
  enquiry: { action: apiUrl(apiRoutes.submitEnquiry), draft: "enquiry" },
  application: {
    action: apiUrl(apiRoutes.submitApplication),
    encType: "multipart/form-data",
    draft: "application",
  },
  accessRequest: { action: apiUrl(apiRoutes.requestAccount), draft: "access-request" },
};

type Validate<Fields> = (formData: FormData) => Submission<Fields>;

/**
 * The form's checks, loaded once, when first asked for: they bring zod, which a visitor who only
 * reads the page never downloads.
 */
function useLazyValidation<Name extends keyof FormFields>(
  name: Name,
  messages: FormMessages[Name],
) {
  const [validate, setValidate] = useState<Validate<FormFields[Name]>>();
  const loading = useRef<Promise<Validate<FormFields[Name]>>>(null);
  const load = useCallback(() => {
    loading.current ??= import("#app/lib/form-validation.ts").then((module) => {
      const loaded = module.validatorFor(name, messages) as Validate<FormFields[Name]>;
      setValidate(() => loaded);
      return loaded;
    });
    return loading.current;
  }, [name, messages]);
  return { validate, load };
}

/**
 * A form checked in the browser with its shared zod schema and sent with `send`: on success
 * it resets; on failure it stays filled and shows the server's field errors, if any. The checks
 * load when the visitor first focuses the form; until then the browser's own checks (`required`)
 * and, without JavaScript, the server's answer page stand in.
 */
export function useSubmissionForm<Name extends keyof FormFields>(
  name: Name,
  /** The checks' messages, in the page's language. */
  messages: FormMessages[Name],
  send: (formData: FormData, elapsedMs: number) => Promise<SubmitResult>,
) {
  const status = useFormPhase();
  const fillTimer = useFillTimer();
  const { validate, load: loadValidation } = useLazyValidation(name, messages);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm<FormFields[Name]>({
    id: name,
    lastResult,
    constraint: formConstraints[name],
    // Conform checks a field on blur by submitting the form with an intent; with no checks
    // loaded yet, the browser would post that submission for real. So: on blur only once loaded.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      // Sent before the checks had loaded (say, filled in by the browser): check now.
      if (!submission) {
        const checked = (await loadValidation())(formData);
        if (checked.status !== "success") {
          setLastResult(checked.reply());
          return;
        }
      }
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
  const onFocus = () => {
    fillTimer.onFocus();
    void loadValidation();
  };
  return { form, fields, phase: status.phase, onFocus, post: formPosts[name] };
}
