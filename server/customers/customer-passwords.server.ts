import { dictionary } from "@zxcvbn-ts/language-common";
import { MIN_CUSTOMER_PASSWORD_LENGTH } from "#shared/limits.ts";
import { loginMobile } from "#shared/schemas/customers.ts";

// A customer's password (docs/product.md#trade-customers): at least 8 characters, not among
// the 10,000 most common, and not the login itself. The common ones are the head of zxcvbn's
// ranked list of leaked passwords, most common first.

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(
    (dictionary["passwords-common"] as string[]).slice(0, COMMON_COUNT).map((p) => p.toLowerCase()),
  ));

export type PasswordProblem = "passwordTooShort" | "passwordCommon" | "passwordIsLogin";

export function passwordProblem(
  password: string,
  logins: { email: string; loginMobile: string | null },
): PasswordProblem | undefined {
  if ([...password].length < MIN_CUSTOMER_PASSWORD_LENGTH) return "passwordTooShort";
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
