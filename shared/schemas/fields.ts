import { z } from "#shared/schemas/zod.ts";
import { common } from "#shared/content/en/common.ts";
import { forms, type ValidationText } from "#shared/content/en/forms.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import {
  MAX_EMAIL_LENGTH,
  MAX_ITEM_QUANTITY,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
} from "#shared/limits.ts";
import { defaultLocale, locales } from "#shared/site-paths.ts";

/** The messages of one language that say what is wrong with a field, its limits filled in. */
export type ValidationMessages = ValidationText;

/** The messages API clients that name no language get. */
export const englishMessages: ValidationMessages = /* @__PURE__ */ withLimits(
  common.listOr,
  forms.validation,
);

/**
 * Field rules shared by both forms, with their messages in one language: the browser builds
 * them with its page's language, the server with the form's (docs/product.md#validation).
 */
export function personFields(v: ValidationMessages) {
  const phoneInvalid = v.phoneInvalid;
  return {
    name: z
      .string({ error: v.nameRequired })
      .trim()
      .min(1, v.nameRequired)
      .max(MAX_NAME_LENGTH, v.nameTooLong)
      .refine((value) => !/\p{Cc}/u.test(value), v.nameControl),
    email: z
      .string({ error: v.emailRequired })
      .trim()
      .min(1, v.emailRequired)
      .max(MAX_EMAIL_LENGTH, v.emailTooLong)
      .pipe(z.email(v.emailInvalid)),
    phone: z
      .string({ error: v.phoneRequired })
      .trim()
      .min(1, v.phoneRequired)
      .max(MAX_PHONE_LENGTH, phoneInvalid)
      .regex(/^\+?[0-9(][0-9 ()-]*$/, phoneInvalid)
      .refine((value) => value.replace(/\D/g, "").length >= 7, phoneInvalid),
    /** The consent checkbox: ticked in a browser sends "on"; API clients send true. */
    consent: z.union([z.literal(true), z.literal("on"), z.literal("true")], { error: v.consent }),
    /** The language of the page the form was sent from; the answer and the stored record use it. */
    locale: z.enum(locales, { error: v.locale }).default(defaultLocale),
  };
}

/**
 * Anti-spam signals (docs/product.md#spam). They never refuse a post: one that trips them is
 * stored, answered like any other and kept aside as spam. The honeypot `website` is a field
 * people never see; `elapsedMs` is how long the form was open, as the browser measured it.
 */
export const antiSpamFields = {
  website: z.unknown().optional(),
  elapsedMs: z.unknown().optional(),
};

/**
 * Faster than this (ms) from the first focus to sending is not a person. Browser autofill
 * fills a form in one step, but ticking the consent box and pressing send still take a person
 * over a second.
 */
export const SPAM_FILL_MS = 1000;

/** Whether a post trips an anti-spam signal: a filled honeypot, or a fill time too short. */
export function looksAutomated(input: { website?: unknown; elapsedMs?: unknown }): boolean {
  const honeypot = input.website !== undefined && input.website !== "";
  const elapsed = typeof input.elapsedMs === "string" ? Number(input.elapsedMs) : input.elapsedMs;
  const tooFast = typeof elapsed === "number" && Number.isFinite(elapsed) && elapsed < SPAM_FILL_MS;
  return honeypot || tooFast;
}

/**
 * A quantity of whole packs, 1 to MAX_ITEM_QUANTITY: a number, or a string of decimal digits as
 * a web form posts it. Nothing else is read as one (`true`, `[7]`, `"0x10"` and `"1e5"` are
 * numbers to a loose coercion).
 */
export const wholeQuantity = (message?: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number(message).int(message).min(1, message).max(MAX_ITEM_QUANTITY, message),
  );

export type FieldErrors = Record<string, string[]>;

/** The first message per field, in the shape the forms render and the API returns. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= [issue.message];
  }
  return fieldErrors;
}
