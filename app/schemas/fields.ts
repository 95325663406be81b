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

/** Anti-spam fields. The honeypot must stay empty; `elapsedMs` is how long the form was open. */
export const antiSpamFields = {
  website: z.string().max(0, "This submission could not be accepted.").optional(),
  elapsedMs: z.coerce.number().optional(),
};

/** The least time (ms) a person takes to fill a form; faster posts are treated as automated. */
export const MIN_FILL_MS = 2500;

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
