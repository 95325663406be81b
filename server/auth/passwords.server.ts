import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt as OWASP's password storage cheat sheet sets it: N=2^15, r=8, p=3, one of the
 * configurations it lists as equal in defence to N=2^17, r=8, p=1, and the one that needs a
 * quarter of the memory (32 MiB a hash against 128; decision 0030). Hashes stored with other
 * parameters (N=2^17 before that decision) are checked with theirs.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/**
 * `PASSWORD_HASH_COST=test` (tests only, read by every process that hashes: the server and
 * `npm run admin`; a production start refuses it, server/env.server.ts): N=2^10, 1 MiB and about
 * a millisecond a hash instead of 32 MiB and a quarter of a second, which cost the test suites
 * minutes of CPU. A stored hash names its parameters, so checking one is the same either way;
 * but a sign-in under it hashes the password again at N=2^10 (hashIsCurrent), so a test server
 * must never be pointed at real accounts.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const hashParams = () => (process.env.PASSWORD_HASH_COST === "test" ? TEST_PARAMS : SCRYPT_PARAMS);
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = hashParams();
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, checked when the email is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

/** Who waits for a hashing slot: administrators always have one kept for them. */
export type Seat = "admin" | "customer";

/**
 * Whether `stored` was hashed with the parameters a new hash gets: a sign-in that finds it was
 * not hashes the password again (passwordGate), so that every account costs the same work.
 */
export function hashIsCurrent(stored: string): boolean {
  const { N, r, p } = hashParams();
  return stored.startsWith(`scrypt$${N}$${r}$${p}$`);
}

/**
 * At most `capacity` password hashes at once in this process: each costs 32 MiB (128 MiB for an
 * N=2^17 hash stored before decision 0030) and a core for a fraction of a second, so a burst of
 * sign-ins must not take the server down. A caller waits at most `maxWaitMs` for a slot; `first`
 * callers (a client address without failures) go ahead of the others in the queue. Customers
 * never take the last slot, so a burst at the customers' sign-in cannot keep the staff out (with
 * a capacity of 1, they share it).
 */
export class HashSlots {
  private running = 0;
  private readonly queue: { first: boolean; seat: Seat; start: () => void }[] = [];

  constructor(private readonly capacity: number) {}

  private limitOf(seat: Seat) {
    return seat === "admin" ? this.capacity : Math.max(1, this.capacity - 1);
  }

  /** Runs `work` in a slot, or answers undefined when no slot came free in time. */
  async run<T>(work: () => Promise<T>, options: { first: boolean; maxWaitMs: number; seat: Seat }) {
    if (!(await this.acquire(options))) return undefined;
    try {
      return { value: await work() };
    } finally {
      this.running -= 1;
      const next = this.queue.findIndex((waiter) => this.running < this.limitOf(waiter.seat));
      if (next !== -1) this.queue.splice(next, 1)[0]!.start();
    }
  }

  private acquire({ first, maxWaitMs, seat }: { first: boolean; maxWaitMs: number; seat: Seat }) {
    if (this.running < this.limitOf(seat)) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const waiter = {
        first,
        seat,
        start: () => {
          clearTimeout(timer);
          this.running += 1;
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        resolve(false);
      }, maxWaitMs);
      const at = first ? this.queue.findIndex((w) => !w.first) : -1;
      this.queue.splice(at === -1 ? this.queue.length : at, 0, waiter);
    });
  }
}
