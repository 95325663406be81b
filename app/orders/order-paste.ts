import { apiRoutes } from "#shared/api/routes.ts";
import type { OrderMessageText } from "#shared/content/en/order-message.ts";
import { MAX_PASTE_CHARACTERS, MAX_PASTE_LINES } from "#shared/limits.ts";
import {
  pasteAnswers,
  pasteAnswerSchema,
  pastedLines,
  type PastedLine,
} from "#shared/schemas/order-message.ts";
import { forgetShop } from "#app/customers/account-session.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";

// Orders from a message on the account page (docs/product.md#orders-from-a-message): a message
// or an indent sent to be read, and what the server answered, in the page's words.

type AnswerKey = keyof OrderMessageText["answers"];

export type ReadOutcome =
  | { kind: "read"; lines: PastedLine[] }
  /** Refused: the sentence to show, by its key (else the general failure). */
  | { kind: "refused"; said: AnswerKey | "failed" }
  | { kind: "signed-out" };

/** What is wrong with a message before it is sent, if anything. */
export function messageProblem(text: string): AnswerKey | undefined {
  if (!/[\p{L}\p{N}]/u.test(text)) return "empty";
  if (text.length > MAX_PASTE_CHARACTERS || pastedLines(text) > MAX_PASTE_LINES) return "tooLong";
  return undefined;
}

/** The key of the server's sentence (it answers in English), to say it in the page's language. */
const keyOf = (error: unknown) =>
  (Object.keys(pasteAnswers) as AnswerKey[]).find((key) => pasteAnswers[key] === error);

/** Sends a message (`{text}`) or an indent (a form with its `file`) to be read. */
export async function readMessage(body: { text: string } | FormData): Promise<ReadOutcome> {
  let response: Response;
  try {
    response = await callApi(apiRoutes.parseOrderMessage, { body });
  } catch {
    return { kind: "refused", said: "failed" };
  }
  if (response.status === 401) {
    forgetShop();
    return { kind: "signed-out" };
  }
  if (response.ok) {
    const answer = await answerOf(response, pasteAnswerSchema);
    return answer ? { kind: "read", lines: answer.lines } : { kind: "refused", said: "failed" };
  }
  const json = (await response.json().catch(() => undefined)) as
    { error?: string; fieldErrors?: Record<string, string[]> } | undefined;
  const said =
    keyOf(json?.fieldErrors?.text?.[0]) ??
    keyOf(json?.error) ??
    (response.status === 429
      ? "tooMany"
      : response.status === 413
        ? "indentTooLarge"
        : response.status === 415
          ? "indentType"
          : "failed");
  return { kind: "refused", said };
}
