import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordShapeProblem, type PasswordShapeProblem } from "#shared/customer-password.ts";
import { loginMobile } from "#shared/schemas/customers.ts";

// A customer's password (docs/product.md#trade-customers): its shape (shared/customer-password.ts),
// not among the 10,000 most common, and not the login itself. The common ones are the head of zxcvbn's
// ranked list of leaked passwords, most common first.

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(
    (dictionary["passwords-common"] as string[]).slice(0, COMMON_COUNT).map((p) => p.toLowerCase()),
  ));

export type PasswordProblem = PasswordShapeProblem | "passwordCommon" | "passwordIsLogin";

export function passwordProblem(
  password: string,
  logins: { email: string; loginMobile: string | null },
): PasswordProblem | undefined {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return "passwordCommon";
  const asMobile = /^[\d\s+()-]+$/.test(password) ? loginMobile(password) : null;
  if (
    (logins.email !== "" && lower === logins.email) ||
    (asMobile !== null && asMobile === logins.loginMobile)
  )
    return "passwordIsLogin";
  return undefined;
}
