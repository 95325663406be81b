// What the renderer shows of the owner's content document on a given day.
import { announcementsOn, indiaDay } from "#shared/content/announcements.ts";
import {
  seedDocument,
  seedVersion,
  textsToShow,
  type ContentDocument,
} from "#shared/content/document.ts";
import { locales } from "#shared/locales.ts";
import { mediaPicture, type MediaImage } from "#shared/media.ts";
import { formatDate } from "#shared/dates.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import type { SiteContent } from "./render-site";

/**
 * What the pages show of a content document, `version`, on `today` (India's `YYYY-MM-DD`): its
 * facts, its texts with every empty translation filled in English, its slides' uploaded photos,
 * and in each language that day's notices, the closures not yet over and the open job openings.
 */
export const contentToShow = (
  document: ContentDocument,
  { version, today }: { version: string; today: string },
  /** The uploaded photos the document shows, by id. */
  media: ReadonlyMap<string, MediaImage> = new Map(),
  /** What the Products page shows of the live catalogue (a server knows it, a build does not). */
  catalogue?: CatalogueFacts,
): SiteContent => {
  const texts = textsToShow(document);
  return {
    version,
    texts,
    site: document.site,
    slidePhotos: document.slides.map(({ photo }) => {
      const image = photo && media.get(photo);
      return image ? mediaPicture(image) : null;
    }),
    partners: document.partners,
    catalogue,
    today,
    announcements: Object.fromEntries(
      locales.map((locale) => [
        locale,
        announcementsOn(document, today, locale, (day) => formatDate(locale, day)),
      ]),
    ) as SiteContent["announcements"],
  };
};

/** The content the site ships with (the repository's content modules), on `today`. */
export const seedContent = (today = indiaDay()): SiteContent =>
  contentToShow(seedDocument(), { version: seedVersion, today });
