// Requests a second per client, counted in this instance's memory (docs/product.md#limits): a
// token bucket per key, `perSecond` tokens added a second up to `burst`, one taken per request.
// Unlike the database's limits (./rate-limit.server.ts), which count a few posts an hour across
// instances, these count reads many times a second, and a database write for each would cost
// more than the read. Each instance keeps at most `maxClients` buckets: a full bucket is the same
// as none and goes first, then the least recently used.

export type RequestRate = { perSecond: number; burst: number };
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Search: a person typing (10 requests a second for a minute) never meets it. */
export const SEARCH_RATE: RequestRate = { perSecond: 20, burst: 40 };

export function requestRate(
  { perSecond, burst }: RequestRate,
  { maxClients = 10_000, now = () => performance.now() } = {},
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensAt = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);

  /** Room for one more: full buckets go, then the least recently used. */
  function makeRoom(at: number) {
    for (const [key, bucket] of buckets) if (tokensAt(bucket, at) >= burst) buckets.delete(key);
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  }

  return {
    /** Takes a token for `key`'s request, or says how long until one is there. */
    take(key: string): RateVerdict {
      const at = now();
      const known = buckets.get(key);
      if (!known && buckets.size >= maxClients) makeRoom(at);
      const tokens = known ? tokensAt(known, at) : burst;
      // Used again: to the end of the order, so the least recently used stay first.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perSecond) };
      }
      buckets.set(key, { tokens: tokens - 1, at });
      return { allowed: true };
    },
    /** Buckets kept. */
    get clients() {
      return buckets.size;
    },
  };
}
