import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { Closure, JobOpening, Notice } from "#shared/content/announcements.ts";
import { seedDocument, type ContentDocument } from "#shared/content/document.ts";
import { texts } from "#shared/content/text.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { contentToShow } from "./content";
import { islandNames } from "./island";
import { renderPage, type IslandAssets } from "./render-site";

// What the owner announces, on the pages of the day they are rendered for: the notices' banner,
// the closures beside the hours, in the chat's frame and in the structured data, and the job
// openings on Careers (docs/product.md#the-owners-content).

const today = "2026-11-26";
const scripts = { boot: "boot()", enhance: "enhance()", islands: "islands()" };
const islands = Object.fromEntries(
  islandNames.map((name) => [name, { src: `/assets/${name}-x.js`, preload: [] as string[] }]),
) as IslandAssets;
const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");

function documentWith(announced: Partial<Pick<ContentDocument, "notices" | "closures" | "jobs">>) {
  return { ...seedDocument(), ...announced };
}

/** The page at `path` in `locale`, rendered from `document` on `day`. */
function pageOf(document: ContentDocument, path: string, locale: Locale = "en", day = today) {
  const html = renderPage(localePath(locale, path), {
    content: contentToShow(document, { version: "1", today: day }),
    assets: { css: "", islands, scripts },
    staticMode: false,
  });
  return parse(html);
}

const notice = (from: string, to: string, text: Partial<Notice["text"]> = {}): Notice => ({
  id: `notice-${from}`,
  from,
  to,
  text: {
    en: "Closed for stock-taking",
    or: "ଷ୍ଟକ ଗଣନା ପାଇଁ ବନ୍ଦ",
    hi: "स्टॉक गिनती के लिए बंद",
    ...text,
  },
});

const bannerOf = (page: ReturnType<typeof parse>, locale: Locale) =>
  page.querySelector(`section[aria-label="${texts[locale].common.notices}"]`);

describe("notices", () => {
  const current = documentWith({ notices: [notice("2026-11-25", today)] });

  it("shows a notice from yesterday to today at the top of every page, in its language", () => {
    for (const [path, locale] of [
      [paths.home, "en"],
      [paths.home, "or"],
      [paths.contact, "hi"],
      [paths.careers, "en"],
      [paths.about, "or"],
    ] as const) {
      const page = pageOf(current, path, locale);
      const banner = bannerOf(page, locale);
      expect(banner, `${locale} ${path}`).not.toBeNull();
      expect(banner!.textContent).toBe(current.notices[0]!.text[locale]);
      expect(banner!.querySelector("[lang]")).toBeNull();
      // Before the header, the first thing after the skip link.
      expect(banner!.nextElementSibling?.tagName).toBe("HEADER");
    }
  });

  it("does not show a notice that ended yesterday, nor one that starts tomorrow", () => {
    const over = documentWith({
      notices: [notice("2026-11-20", "2026-11-25"), notice("2026-11-27", "2026-11-30")],
    });
    for (const locale of ["en", "or", "hi"] as const)
      expect(bannerOf(pageOf(over, paths.home, locale), locale)).toBeNull();
    // The next day, the second one shows.
    expect(bannerOf(pageOf(over, paths.home, "en", "2026-11-27"), "en")?.textContent).toBe(
      "Closed for stock-taking",
    );
  });

  it("marks a notice left empty in Odia as English", () => {
    const english = documentWith({ notices: [notice(today, today, { or: "" })] });
    const banner = bannerOf(pageOf(english, paths.home, "or"), "or")!;
    const marked = banner.querySelector('[lang="en"]');
    expect(marked?.textContent).toBe("Closed for stock-taking");
    // The Hindi one is Hindi.
    expect(bannerOf(pageOf(english, paths.home, "hi"), "hi")!.querySelector("[lang]")).toBeNull();
  });
});

describe("closures", () => {
  const closures: Closure[] = [
    {
      id: "bandh",
      from: today,
      to: today,
      reason: { en: "Odisha bandh", or: "", hi: "ओडिशा बंद" },
    },
    {
      id: "festival",
      from: "2026-12-03",
      to: "2026-12-04",
      reason: { en: "Festival", or: "ପର୍ବ", hi: "त्योहार" },
    },
    { id: "past", from: "2026-11-20", to: "2026-11-25", reason: { en: "Over", or: "", hi: "" } },
  ];
  const closed = documentWith({ closures });

  it("says today is closed and lists the coming closures beside the hours: footer and Contact", () => {
    const about = pageOf(closed, paths.about);
    const footer = about.querySelector("footer")!.textContent;
    expect(footer).toContain("Closed today: Odisha bandh");
    expect(footer).toContain("Closed from 3 December 2026 to 4 December 2026: Festival");
    expect(footer).not.toContain("Over");
    const contact = pageOf(closed, paths.contact).querySelector("main")!.textContent;
    expect(contact).toContain("Closed today: Odisha bandh");
    expect(contact).toContain("Closed from 3 December 2026 to 4 December 2026: Festival");
  });

  it("writes the dates in the page's language, the reason in English where it has none", () => {
    const page = pageOf(closed, paths.contact, "or");
    const footer = page.querySelector("footer")!;
    const reason = footer.querySelector('[lang="en"]');
    expect(reason?.textContent).toBe("Odisha bandh");
    expect(reason?.parentElement?.textContent).toBe("ଆଜି ବନ୍ଦ: Odisha bandh");
    expect(footer.textContent).toMatch(/3 ଡିସେମ୍ବର 2026ରୁ 4 ଡିସେମ୍ବର 2026 ପର୍ଯ୍ୟନ୍ତ ବନ୍ଦ: ପର୍ବ/);
    expect(pageOf(closed, paths.contact, "hi").querySelector("footer")!.textContent).toContain(
      "आज बंद: ओडिशा बंद",
    );
  });

  it("gives the chat the closures' lines, in the page's frame", () => {
    const frame = JSON.parse(
      pageOf(closed, paths.about, "hi").querySelector("script#site-frame")!.textContent,
    ) as { closed: string[] };
    expect(frame.closed).toEqual(["आज बंद: ओडिशा बंद", "3 दिसंबर 2026 से 4 दिसंबर 2026 तक बंद: त्योहार"]);
  });

  it("marks each coming closure as a closed day in the structured data of Home and Contact", () => {
    for (const path of [paths.home, paths.contact]) {
      const page = pageOf(closed, path, "or");
      const organization = [...page.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
        .find((data) => "openingHoursSpecification" in data);
      expect(organization?.specialOpeningHoursSpecification, path).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          validFrom: today,
          validThrough: today,
          opens: "00:00",
          closes: "00:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          validFrom: "2026-12-03",
          validThrough: "2026-12-04",
          opens: "00:00",
          closes: "00:00",
        },
      ]);
    }
    // None to mark: no entry.
    const plain = pageOf(seedDocument(), paths.home);
    expect(plain.head.innerHTML).not.toContain("specialOpeningHoursSpecification");
  });
});

describe("job openings on Careers", () => {
  const opening = (id: string, open: boolean, title: string): JobOpening => ({
    id,
    title: { en: title, or: "", hi: "डिलीवरी ड्राइवर" },
    description: {
      en: "Deliver orders in Cuttack.\nA driving licence is required.",
      or: "କଟକରେ ଅର୍ଡର ପହଞ୍ଚାଇବା।",
      hi: "",
    },
    category: "Delivery",
    employmentType: "Full Time",
    location: { en: "Cuttack", or: "କଟକ", hi: "कटक" },
    open,
  });
  const jobs = documentWith({
    jobs: [opening("driver", true, "Delivery driver"), opening("old", false, "Old opening")],
  });

  it("lists an open opening with its category, type, place, description and Apply link", () => {
    const page = pageOf(jobs, paths.careers);
    const section = page.querySelector('section[aria-labelledby="openings-heading"]')!;
    expect(section.querySelector("h2")?.textContent).toBe(texts.en.careers.openings.heading);
    const items = section.querySelectorAll("li");
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item.querySelector("h3")?.textContent).toBe("Delivery driver");
    expect(item.querySelector("dl")?.textContent).toContain(texts.en.forms.jobCategories.Delivery);
    expect(item.querySelector("dl")?.textContent).toContain(
      texts.en.forms.employmentTypes["Full Time"],
    );
    expect(item.querySelector("dl")?.textContent).toContain("Cuttack");
    const description = item.querySelector("p.whitespace-pre-line");
    expect(description?.textContent).toBe(
      "Deliver orders in Cuttack.\nA driving licence is required.",
    );
    const apply = item.querySelector("a")!;
    expect(apply.textContent).toBe(texts.en.careers.openings.apply);
    expect(apply.getAttribute("href")).toBe("/careers?category=delivery#apply-heading");
    expect(page.body.textContent).not.toContain("Old opening");
    // The form starts as the page opens when the address names a category.
    expect(
      page.querySelector('[data-island="application"]')?.getAttribute("data-when-queried"),
    ).toBe("load");
  });

  it("speaks the page's language, English marked where a text has none", () => {
    const odia = pageOf(jobs, paths.careers, "or");
    const item = odia.querySelector('section[aria-labelledby="openings-heading"] li')!;
    expect(item.querySelector("h3 [lang='en']")?.textContent).toBe("Delivery driver");
    expect(item.querySelector("dl")?.textContent).toContain(texts.or.forms.jobCategories.Delivery);
    expect(item.querySelector("a")?.getAttribute("href")).toBe(
      "/or/careers?category=delivery#apply-heading",
    );
    const hindi = pageOf(jobs, paths.careers, "hi");
    const hindiItem = hindi.querySelector('section[aria-labelledby="openings-heading"] li')!;
    expect(hindiItem.querySelector("h3")?.textContent).toBe("डिलीवरी ड्राइवर");
    expect(hindiItem.querySelector("h3 [lang]")).toBeNull();
    expect(hindiItem.querySelector("p[lang='en']")?.textContent).toMatch(/^Deliver orders/);
  });

  it("leaves Careers as it was when no opening is open", () => {
    const none = pageOf(
      documentWith({ jobs: [opening("old", false, "Old opening")] }),
      paths.careers,
    );
    expect(none.querySelector("#openings-heading")).toBeNull();
    expect(none.body.innerHTML).toBe(pageOf(seedDocument(), paths.careers).body.innerHTML);
  });
});
