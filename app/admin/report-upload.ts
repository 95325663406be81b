import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { signInUrl } from "#app/admin/admin-api.ts";
import { NOT_ANSWERED, NOT_SENT, type PublishUpload } from "#app/admin/upload-section.tsx";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import type { apiRoutes } from "#shared/api/routes.ts";

/** The reports from the billing software that are checked (a dry run), then published. */
type ReportRoute = (typeof apiRoutes)["uploadCatalogue" | "uploadOutstanding"];

/** What a report's answer holds when the server refuses it. */
type Refusable = { success: true } | { success: false; error: string };

/**
 * What the server made of a report: its answer when it passed the check (undefined otherwise),
 * the HTTP status (0: it could not be sent), and the sentence staff read when it was not taken.
 */
export type ReportSent<Answer> = { status: number; answer: Answer | undefined; error: string };

/**
 * Sends a report's file to `route`, one at a time: a new one, `abandon` or leaving the page
 * drops the last, whose answer then comes to nothing. `send` is a dry run unless publishing,
 * and answers null when overtaken, or when the session ended (the sign-in page is next).
 */
export function useReportSender<Answer extends Refusable>(
  route: ReportRoute,
  check: AnswerCheck<Answer>,
) {
  const navigate = useNavigate();
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  async function send(form: FormData, publish: boolean): Promise<ReportSent<Answer> | null> {
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    try {
      const response = await callApi(route, {
        query: { dryRun: publish ? undefined : 1 },
        body: form,
        signal: controller.signal,
      });
      if (response.status === 401) {
        navigate(signInUrl());
        return null;
      }
      const answer = await answerOf(response, check);
      if (controller.signal.aborted) return null;
      const error = answer && !answer.success ? answer.error : NOT_ANSWERED;
      return { status: response.status, answer, error };
    } catch {
      return controller.signal.aborted ? null : { status: 0, answer: undefined, error: NOT_SENT };
    }
  }

  return { send, abandon: () => sending.current?.abort() };
}

/**
 * Where a dry run leaves an upload: what `checkOf` finds in the answer (with the refusal's
 * sentence when rows are wrong), or only the sentence when the file could not be read.
 */
export function afterDryRun<Answer extends Refusable, Check>(
  sent: ReportSent<Answer>,
  checkOf: (answer: Answer | undefined) => Check | null,
) {
  const found = checkOf(sent.answer);
  if (!found) return { phase: "failed" as const, error: sent.error };
  return {
    phase: "checked" as const,
    check: found,
    error: sent.answer?.success ? undefined : sent.error,
  };
}

/** Where an upload stands once the server answered; null when overtaken or signed out. */
type Next<Check, Published> = PublishUpload<Check, Published> | null;

/**
 * A file from the billing software, checked as soon as it is chosen, then published (or
 * imported): the file, where it stands, what was found, and the two steps, each given the call
 * that takes it.
 */
export function useCheckedUpload<Check, Published = object>() {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<PublishUpload<Check, Published>>({ phase: "idle" });

  /** Checks a file: `dryRun` answers what was found. */
  async function check(dryRun: () => Promise<Next<Check, Published>>) {
    setUpload({ phase: "checking" });
    const next = await dryRun();
    if (next) setUpload(next);
    return next;
  }

  /** Publishes the file as checked: `send` answers where it then stands. */
  async function publish(send: (file: File, checked: Check) => Promise<Next<Check, Published>>) {
    if (!file || upload.phase !== "checked") return null;
    const { check: checked } = upload;
    setUpload({ phase: "publishing", check: checked });
    const next = await send(file, checked);
    if (next) setUpload(next);
    return next;
  }

  const found = "check" in upload ? upload.check : null;
  return { file, setFile, upload, setUpload, found, check, publish };
}
