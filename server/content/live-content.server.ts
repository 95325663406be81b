import type { ContentDocument } from "#shared/content/document.ts";
import type { Db } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import {
  liveContent,
  NewerContent,
  newestVersion,
  type PublishedContent,
} from "./content-store.server";

// What this instance shows of the owner's content: the newest published version. It looks for a
// newer one every few seconds (another instance may have published) and at once after its own
// publishes, and hands each new version to `show` (which renders the pages from it).

export type LiveContent = ReturnType<typeof watchContent>;

export function watchContent(
  db: Db,
  show: (content: PublishedContent) => void | Promise<void>,
  log: Logger,
) {
  let shown = 0;
  let document: ContentDocument | undefined;
  /** The newest version that could not be shown: told once, tried again only when a newer one comes. */
  let refused = 0;
  let looking = Promise.resolve();
  async function look() {
    const newest = await newestVersion(db);
    if (newest === shown || newest === refused) return;
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
      await show(content);
    } catch (error) {
      refused = newest;
      throw error;
    }
    shown = content.version;
    document = content.document;
  }
  return {
    /** Shows the newest version if this instance does not yet: one look at a time, in turn. */
    refresh() {
      looking = looking.then(look).catch((error: unknown) => {
        // The pages of the last good version stay.
        log.error({ err: describeError(error) }, "could not show the newest content");
      });
      return looking;
    },
    /** The version the pages show (0 before the first). */
    version: () => shown,
    /** The document the pages show (undefined before the first). */
    document: () => document,
  };
}
