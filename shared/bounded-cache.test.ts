import { describe, expect, it } from "vitest";
import { boundedCache } from "./bounded-cache";

describe("a cache of recent answers", () => {
  const answer = (bytes: number) => new Uint8Array(bytes);
  const cache = (entries: number, bytes: number) =>
    boundedCache<Uint8Array>({ entries, bytes, sizeOf: (value) => value.byteLength });

  it("keeps at most its number of answers, the least recently used going first", () => {
    const kept = cache(2, 10_000);
    kept.set("a", answer(10));
    kept.set("b", answer(10));
    kept.get("a");
    kept.set("c", answer(10));
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
    expect(kept.size).toMatchObject({ entries: 2, hits: 3 });
  });

  it("keeps its answers under its bytes, keys counted, and no answer over a tenth of them", () => {
    const kept = cache(1000, 1000);
    for (let i = 0; i < 50; i++) kept.set(`q${i}`, answer(90));
    expect(kept.size.bytes).toBeLessThanOrEqual(1000);
    expect(kept.get("q49")).toBeDefined();
    expect(kept.get("q0")).toBeUndefined();
    kept.set("large", answer(200));
    expect(kept.get("large")).toBeUndefined();
  });

  it("keeps nothing when switched off", () => {
    const kept = cache(0, 1000);
    kept.set("a", answer(1));
    expect(kept.get("a")).toBeUndefined();
    expect(kept.size).toEqual({ entries: 0, bytes: 0, hits: 0 });
  });
});
