import type { SiteTexts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";

// A refusal names what to say by its key in the texts (docs/decisions/0025-server-layers-and-contract.md):
// the one handler (answerRefusal) says it in the visitor's language, in the owner's published
// wording, when it answers. A key the texts lack does not compile.

/** The groups of texts the server refuses visitors with, by their place in the texts. */
type Groups = {
  "server.refusals": SiteTexts["server"]["refusals"];
  "server.resume": SiteTexts["server"]["resume"];
  "forms.validation": SiteTexts["forms"]["validation"];
  "account.validation": SiteTexts["account"]["validation"];
  "account.answers": SiteTexts["account"]["answers"];
  "orderMail.answers": SiteTexts["orderMail"]["answers"];
  "orderMessage.answers": SiteTexts["orderMessage"]["answers"];
  "bills.answers": SiteTexts["bills"]["answers"];
};
type GroupName = keyof Groups;

/** A sentence of the server's texts: "account.answers.signedOut". */
export type SentenceKey = {
  [G in GroupName]: `${G}.${Extract<keyof Groups[G], string>}`;
}[GroupName];

/**
 * What a refusal says: a sentence's key, a key with the values of its {placeholders}, or words
 * already final (the staff's English, which is not translated, or a sentence the code already
 * took from the visitor's own published texts).
 */
export type Said =
  SentenceKey | { key: SentenceKey; fill: Record<string, string | number> } | { words: string };

/** Words said as they are: staff's English, or a sentence already in the visitor's language. */
export const inWords = (words: string): Said => ({ words });

/** What each field's problems say. */
export type FieldSaid = Record<string, Said[]>;

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * Why a submission was not accepted: the status, what to say, and what to say at each field.
 * An Error, so Hono hands it to the app's one handler wherever it is thrown.
 */
export class Refusal extends Error {
  constructor(
    readonly status: Status,
    readonly said: Said,
    readonly fieldErrors?: FieldSaid,
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof said === "string" ? said : "key" in said ? said.key : said.words);
    this.name = "Refusal";
  }
}

/** A refusal whose sentence is also its one field's problem. */
export const refusedAt = (status: Status, field: string, said: Said) =>
  new Refusal(status, said, { [field]: [said] });

const sentenceKeys: ReadonlySet<string> = new Set(
  Object.keys({
    "server.refusals": 0,
    "server.resume": 0,
    "forms.validation": 0,
    "account.validation": 0,
    "account.answers": 0,
    "orderMail.answers": 0,
    "orderMessage.answers": 0,
    "bills.answers": 0,
  } satisfies Record<GroupName, 0>),
);

/** The sentence `key` in `texts` (a language's published texts), its values filled in. */
export function sayIn(texts: SiteTexts, said: Said): string {
  if (typeof said !== "string" && "words" in said) return said.words;
  const key = typeof said === "string" ? said : said.key;
  const at = key.lastIndexOf(".");
  const [area, group] = key.slice(0, at).split(".") as [keyof SiteTexts, string];
  const sentence = (texts[area] as unknown as Record<string, Record<string, string>>)[group]![
    key.slice(at + 1)
  ]!;
  return typeof said === "string" ? sentence : fill(sentence, said.fill);
}

/** A message a schema gave as a sentence key (see keyedMessages), or other words as they are. */
export const saidOf = (message: string): Said =>
  sentenceKeys.has(message.slice(0, message.lastIndexOf(".")))
    ? (message as SentenceKey)
    : { words: message };
