import { describe, expect, it } from "vitest";
import { requestRate, SEARCH_RATE } from "./request-rate.server";

describe("requests a second per client", () => {
  const clock = () => {
    let at = 0;
    return { now: () => at, pass: (ms: number) => (at += ms) };
  };

  it("lets a burst of 40 through, then 20 a second, and says when to come back", () => {
    const time = clock();
    const rate = requestRate(SEARCH_RATE, { now: time.now });
    for (let i = 0; i < 40; i++) expect(rate.take("203.0.113.9").allowed).toBe(true);
    expect(rate.take("203.0.113.9")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another client is not held back.
    expect(rate.take("198.51.100.7").allowed).toBe(true);
    time.pass(50);
    expect(rate.take("203.0.113.9").allowed).toBe(true);
    expect(rate.take("203.0.113.9").allowed).toBe(false);
    // A person typing, 10 searches a second for a minute, never meets it.
    const typing = requestRate(SEARCH_RATE, { now: time.now });
    for (let i = 0; i < 600; i++, time.pass(100))
      expect(typing.take("192.0.2.1").allowed).toBe(true);
  });

  it("keeps at most its number of clients, however many come", () => {
    const time = clock();
    const rate = requestRate(SEARCH_RATE, { now: time.now, maxClients: 100 });
    for (let i = 0; i < 1000; i++) rate.take(`10.0.${i >> 8}.${i & 255}`);
    expect(rate.clients).toBeLessThanOrEqual(100);
    // The latest clients are still counted.
    for (let i = 0; i < 39; i++) rate.take("10.0.3.231");
    expect(rate.take("10.0.3.231").allowed).toBe(false);
  });
});
