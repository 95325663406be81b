import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/database.server.ts";
import type { Logger } from "#server/log.server.ts";
import { msToIndiaMidnight, watchContent, type Clock } from "./live-content.server";

// The pages' day: rendered at start with the start's day, and again at every 00:00 in India,
// with the same version, without a publish. The clock is the test's.

let newest = 1;
vi.mock("./content-store.server", () => ({
  NewerContent: class NewerContent extends Error {},
  newestVersion: () => Promise.resolve(newest),
  liveContent: () => Promise.resolve({ version: newest, document: {} }),
}));

/** A clock whose time moves only when the test says, with the timers it holds. */
function fakeClock(start: string) {
  let now = Date.parse(start);
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout(id) {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  return {
    clock,
    /** Moves time on by `ms`, running each timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = end;
    },
    pending: () => timers.length,
  };
}

const log = { error: vi.fn() } as unknown as Logger;
const db = {} as Db;

afterEach(() => {
  newest = 1;
});

describe("msToIndiaMidnight", () => {
  it("counts to the next 00:00 in India (18:30 UTC), whatever the server's zone", () => {
    expect(msToIndiaMidnight(Date.parse("2026-11-26T18:29:00Z"))).toBe(60_000);
    expect(msToIndiaMidnight(Date.parse("2026-11-26T18:30:00Z"))).toBe(24 * 3600_000);
    expect(msToIndiaMidnight(Date.parse("2026-11-26T00:00:00Z"))).toBe(18.5 * 3600_000);
  });
});

describe("watchContent", () => {
  it("renders at start with the start's day, and again at each midnight in India", async () => {
    // 23:59 in India on 26 November.
    const time = fakeClock("2026-11-26T18:29:00Z");
    const shown: [number, string][] = [];
    const content = watchContent(
      db,
      ({ version }, today) => void shown.push([version, today]),
      log,
      time.clock,
    );
    await content.refresh();
    expect(shown).toEqual([[1, "2026-11-26"]]);
    // A look within the same day and version renders nothing.
    await content.refresh();
    expect(shown).toHaveLength(1);

    time.advance(59_000);
    await content.refresh();
    expect(shown).toHaveLength(1);
    // Midnight: the same version, rendered for the new day, by the timer alone.
    time.advance(2_000);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown).toEqual([
      [1, "2026-11-26"],
      [1, "2026-11-27"],
    ]);
    expect(content.day()).toBe("2026-11-27");
    // And the next midnight too.
    time.advance(24 * 3600_000);
    await vi.waitFor(() => expect(shown.at(-1)).toEqual([1, "2026-11-28"]));
    // A publish in the day: the new version, same day.
    newest = 2;
    await content.refresh();
    expect(shown.at(-1)).toEqual([2, "2026-11-28"]);

    content.stop();
    expect(time.pending()).toBe(0);
    time.advance(3 * 24 * 3600_000);
    expect(shown).toHaveLength(4);
  });
});
