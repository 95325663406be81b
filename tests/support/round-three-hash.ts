import { randomBytes, scryptSync } from "node:crypto";

/**
 * `password` hashed as rounds one to three stored every password (scrypt N=2^17, r=8, p=1), in
 * the same format: for the tests of a sign-in that finds such a hash.
 */
export function roundThreeHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, {
    N: 2 ** 17,
    r: 8,
    p: 1,
    maxmem: 256 * 1024 * 1024,
  });
  return ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}
