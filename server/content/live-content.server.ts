import type { Db } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import { indiaDay } from "#shared/content/announcements.ts";
import { seedDocument, textsToShow, type ShownContent } from "#shared/content/document.ts";
import {
  liveContent,
  NewerContent,
  newestVersion,
  type PublishedContent,
} from "./content-store.server";

// What this instance shows of the owner's content: the newest published version, on India's
// day. It looks for a newer one every few seconds (another instance may have published) and at
// once after its own publishes, and hands each new version to `show` (which renders the pages
// from it); at every 00:00 in India it hands the version it shows again with the new day, so
// that notices come and go and closures show without a publish.

export type LiveContent = ReturnType<typeof watchContent>;

/** The published facts and texts, as the server's own pages and mails quote them. */

/** The clock the pages' day is read from (tests bring their own). */
export type Clock = {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
};

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

const DAY_MS = 24 * 3600_000;
/** India is 5 h 30 min ahead of UTC, all year. */
const INDIA_OFFSET_MS = 5.5 * 3600_000;

/** How long from `now` (ms since the epoch) to the next 00:00 in India. */
export const msToIndiaMidnight = (now: number) =>
  DAY_MS - ((((now + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);

export function watchContent(
  db: Db,
  show: (content: PublishedContent, today: string) => void | Promise<void>,
  log: Logger,
  clock: Clock = systemClock,
) {
  let current: PublishedContent | undefined;
  /** What the server's own pages and mails say, of the version shown (worked out once). */
  let shown: ShownContent | undefined;
  let shownDay = "";
  /** The newest version that could not be shown: told once, tried again only when a newer one comes. */
  let refused = 0;
  let looking = Promise.resolve();
  let midnight: unknown;
  let stopped = false;

  async function look() {
    const today = indiaDay(new Date(clock.now()));
    const newest = await newestVersion(db);
    if (newest === (current?.version ?? 0) || newest === refused) {
      // The version shown, on a new day: its pages again, for that day.
      if (current && today !== shownDay) {
        await show(current, today);
        shownDay = today;
      }
      return;
    }
    let content;
    try {
      content = await liveContent(db);
    } catch (error) {
      // A shape only a newer release knows stays unknown; a database's hiccup is tried again.
      if (error instanceof NewerContent) refused = newest;
      throw error;
    }
    if (!content) return;
    try {
      await show(content, today);
    } catch (error) {
      refused = newest;
      throw error;
    }
    current = content;
    shown = undefined;
    shownDay = today;
  }

  function refresh() {
    looking = looking.then(look).catch((error: unknown) => {
      // The pages of the last good version stay.
      log.error({ err: describeError(error) }, "could not show the newest content");
    });
    return looking;
  }

  /** At the next 00:00 in India (and each after), the pages are rendered for the new day. */
  function awaitMidnight() {
    if (stopped) return;
    // A moment past midnight, so that the day read then is the new one.
    midnight = clock.setTimeout(
      () => {
        void refresh();
        awaitMidnight();
      },
      msToIndiaMidnight(clock.now()) + 50,
    );
  }
  awaitMidnight();

  return {
    /** Shows the newest version if this instance does not yet: one look at a time, in turn. */
    refresh,
    /** The version the pages show (0 before the first). */
    version: () => current?.version ?? 0,
    /** The document the pages show (undefined before the first). */
    document: () => current?.document,
    /**
     * The facts and each language's texts as visitors read them, of the version shown (the
     * shipped content's before the first): what the server's own pages and mails say.
     */
    shown(): ShownContent {
      const document = current?.document ?? seedDocument();
      shown ??= { site: document.site, texts: textsToShow(document) };
      return shown;
    },
    /** The day the pages are rendered for (India's `YYYY-MM-DD`; empty before the first). */
    day: () => shownDay,
    /** No more renderings at midnight. */
    stop() {
      stopped = true;
      clock.clearTimeout(midnight);
    },
  };
}
