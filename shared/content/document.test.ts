import { describe, expect, it } from "vitest";
import {
  clearChangedReviews,
  contentFieldErrors,
  contentMessages,
  contentSchema,
  jsonDepth,
  seedDocument,
  textsToShow,
} from "./document";
import { readFileSync } from "node:fs";
import { fixedEnglishTexts } from "./fixed-texts";
import { upgradeDocument } from "./upgrades";
import { texts } from "./text";

describe("the content document", () => {
  it("holds the shipped content, valid as it is", () => {
    const seed = seedDocument();
    expect(contentSchema.safeParse(seed).success).toBe(true);
    // What the pages show of the seed is what they showed before the document existed.
    expect(textsToShow(seed)).toEqual(texts);
  });

  it("shows an empty Odia or Hindi text in English, the limits filled in", () => {
    const document = seedDocument();
    document.texts.or.about.meta.title = "";
    document.texts.hi.about.story = document.texts.hi.about.story.map(() => "");
    const shown = textsToShow(document);
    expect(shown.or.about.meta.title).toBe(texts.en.about.meta.title);
    expect(shown.hi.about.story).toEqual(texts.en.about.story);
    expect(shown.or.about.lead).toBe(texts.or.about.lead);
  });

  it("counts how deep a JSON text nests without parsing it, brackets in strings aside", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(JSON.stringify(seedDocument()))).toBeLessThan(32);
  });
});

describe("the English texts fixed by the specification", () => {
  const englishAt = (document: ReturnType<typeof seedDocument>, path: string) =>
    path
      .split(".")
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], document.texts.en);
  const messagesTable = readFileSync("docs/product.md", "utf8")
    .split("## Messages")[1]!
    .split("### Other messages")[0]!;

  it("are texts of the document quoted in the Messages table", () => {
    const seed = seedDocument();
    for (const path of fixedEnglishTexts) {
      const value = englishAt(seed, path);
      expect(typeof value, path).toBe("string");
      expect(messagesTable, path).toContain(`"${value as string}"`);
    }
  });

  it("refuses a change to one in English, not in Odia or Hindi", () => {
    const document = seedDocument();
    document.texts.en.forms.enquiry.pending = "Sending…";
    document.texts.or.forms.enquiry.pending = "ପଠାଯାଉଛି…";
    document.texts.hi.products.partners.none = "";
    const parsed = contentSchema.safeParse(document);
    expect(parsed.success).toBe(false);
    expect(contentFieldErrors(parsed.error!)).toEqual({
      "texts.en.forms.enquiry.pending": [contentMessages.fixed],
    });
  });
});

describe("notices, closures, job openings, settings and reviewed marks", () => {
  const errorsOf = (document: unknown) => {
    const parsed = contentSchema.safeParse(document);
    return parsed.success ? {} : contentFieldErrors(parsed.error);
  };

  it("takes a notice, a closure and an opening, an empty translation allowed", () => {
    const document = seedDocument();
    document.notices.push({
      id: "bandh",
      from: "2026-12-01",
      to: "2026-12-01",
      text: { en: "Closed for the bandh on 1 December.", or: "", hi: "" },
    });
    document.closures.push({
      id: "bandh",
      from: "2026-12-01",
      to: "2026-12-02",
      reason: { en: "Bandh", or: "ବନ୍ଦ", hi: "" },
    });
    document.jobs.push({
      id: "sales-cuttack",
      title: { en: "Medical representative", or: "", hi: "" },
      description: { en: "Visit pharmacies.\nTwo-wheeler needed.", or: "", hi: "" },
      category: "Sales/Marketing",
      employmentType: "Full Time",
      location: { en: "Cuttack", or: "କଟକ", hi: "कटक" },
      open: true,
    });
    expect(errorsOf(document)).toEqual({});
  });

  it("says in words what is wrong with dates, ids, categories and settings", () => {
    const document = seedDocument() as unknown as Record<string, unknown>;
    document.closures = [
      { id: "a", from: "2026-12-02", to: "2026-12-01", reason: { en: "Bandh", or: "", hi: "" } },
      { id: "a", from: "2026-02-30", to: "2026-03-01", reason: { en: "<b>x</b>", or: "", hi: "" } },
    ];
    document.jobs = [
      {
        id: "j",
        title: { en: "", or: "", hi: "" },
        description: { en: "x", or: "", hi: "" },
        category: "Sales",
        employmentType: "Full Time",
        location: { en: "Cuttack", or: "", hi: "" },
        open: true,
      },
    ];
    document.settings = { mrpPublic: false, lowStockThreshold: -1 };
    document.reviewed = { "home.nothing": { or: true } };
    expect(errorsOf(document)).toEqual({
      "closures.0.to": [contentMessages.dateOrder],
      "closures.1.id": [contentMessages.duplicateId],
      "closures.1.from": [contentMessages.date],
      "closures.1.reason.en": [contentMessages.html],
      "jobs.0.title.en": [contentMessages.required],
      "jobs.0.category": [contentMessages.jobCategory],
      "settings.lowStockThreshold": [contentMessages.threshold],
      "reviewed.home.nothing": [contentMessages.notAText],
    });
  });

  it("clears the reviewed marks of a text whose English changed, and keeps the others", () => {
    const previous = seedDocument();
    previous.reviewed = { "about.lead": { or: true, hi: true }, "about.title": { or: true } };
    const next = structuredClone(previous);
    next.texts.en.about.lead = "A new lead.";
    expect(clearChangedReviews(previous, next).reviewed).toEqual({ "about.title": { or: true } });
  });
});

describe("stored documents of an earlier shape", () => {
  it("upgrades shape 1 with no notices, closures or openings and the seed's settings", () => {
    const { notices, closures, jobs, settings, reviewed, ...first } = seedDocument();
    const upgraded = upgradeDocument({ ...first, schemaVersion: 1 });
    expect(upgraded).toEqual(seedDocument());
    expect([notices, closures, jobs, reviewed]).toEqual([[], [], [], {}]);
    expect(settings.mrpPublic).toBe(false);
  });
});

describe("stored documents of an earlier release", () => {
  it("take the seed's text where a release added one, keep the owner's, drop what went", () => {
    const stored = seedDocument() as unknown as {
      texts: Record<string, Record<string, Record<string, unknown>>>;
      schemaVersion: number;
    };
    delete stored.texts.or!.about!.lead;
    stored.texts.en!.about!.title = "Our story";
    stored.texts.en!.about!.retired = "A text the code no longer has";
    const upgraded = upgradeDocument(stored);
    expect(upgraded.texts.or.about.lead).toBe(seedDocument().texts.or.about.lead);
    expect(upgraded.texts.en.about.title).toBe("Our story");
    expect(upgraded.texts.en.about).not.toHaveProperty("retired");
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });
});

describe("the slides' photos", () => {
  it("are one per slide, each an uploaded image's id or none, one to six slides", () => {
    const document = seedDocument();
    expect(document.slides).toHaveLength(document.texts.en.home.slides.length);
    document.slides[0] = { photo: "a".repeat(64) };
    expect(contentSchema.safeParse(document).success).toBe(true);
    document.slides[1] = { photo: "../etc/passwd" };
    document.slides.pop();
    const parsed = contentSchema.safeParse(document);
    expect(parsed.success || contentFieldErrors(parsed.error)).toEqual({
      "slides.1.photo": [contentMessages.imageId],
      slides: [contentMessages.slideCount(6)],
    });
  });
});
