import { z } from "zod";

// No code generation: zod otherwise probes `new Function`, which the site's CSP forbids.
z.config({ jitless: true });

// Field rules shared by both forms. Messages are sentences a visitor can act on.

export const nameField = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(100, "Please keep your name under 100 characters.")
  .refine(
    (value) => !/\p{Cc}/u.test(value),
    "Please enter your name without special control characters.",
  );

export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a shorter email address.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

export const phoneField = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .max(20, "Please enter a valid phone number, like +91 94370 12345.")
  .regex(/^\+?[0-9(][0-9 ()-]*$/, "Please enter a valid phone number, like +91 94370 12345.")
  .refine(
    (value) => value.replace(/\D/g, "").length >= 7,
    "Please enter a valid phone number, like +91 94370 12345.",
  );

/** The consent checkbox: ticked in a browser sends "on"; API clients send true. */
export const consentField = z.union([z.literal(true), z.literal("on"), z.literal("true")], {
  error: "Please agree to the privacy notice so we can store your details.",
});

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
