import { MIN_CUSTOMER_PASSWORD_DISTINCT, MIN_CUSTOMER_PASSWORD_LENGTH } from "#shared/limits.ts";

// The shape a customer's password must have (docs/product.md#trade-customers), checked in the
// set-password form before a round trip and again by the server, which also refuses common
// passwords and the login itself. Spaces are kept (a phrase is a good password) but do not count.

export type PasswordShapeProblem = "passwordTooShort" | "passwordTooPlain";

/** Too few characters besides spaces, or too few different ones (`aaaaaaaa`); else undefined. */
export function passwordShapeProblem(password: string): PasswordShapeProblem | undefined {
  const characters = [...password.replace(/\s/gu, "")];
  if (characters.length < MIN_CUSTOMER_PASSWORD_LENGTH) return "passwordTooShort";
  const different = new Set(characters.map((character) => character.toLowerCase()));
  if (different.size < MIN_CUSTOMER_PASSWORD_DISTINCT) return "passwordTooPlain";
  return undefined;
}
