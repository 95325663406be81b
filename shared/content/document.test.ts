import { describe, expect, it } from "vitest";
import { UPI_MAX_RUPEES } from "#shared/limits.ts";
import {
  CONTENT_SCHEMA_VERSION,
  clearChangedReviews,
  contentFieldErrors,
  contentMessages,
  contentSchema,
  jsonDepth,
  seedDocument,
  textsToShow,
} from "./document";
import { locales } from "#shared/site-paths.ts";
import { factPlaceholders } from "./fact-values";
import { limitValues } from "./limit-values";
import { readFileSync } from "node:fs";
import { fixedEnglishTexts } from "./fixed-texts";
import { upgradeDocument } from "./upgrades";
import { texts } from "./text";

/** Every text of a tree of texts. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

/** What the schema says of a document, by field path. */
const errorsOf = (document: unknown) => {
  const parsed = contentSchema.safeParse(document);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe("the content document", () => {
  it("holds the shipped content, valid as it is", () => {
    const seed = seedDocument();
    expect(contentSchema.safeParse(seed).success).toBe(true);
    // What the pages show of the seed is what they showed before the document existed.
    const shown = textsToShow(seed);
    expect(shown.en.about.meta.title).toBe("About Us | Mahanadi Pharma Distributors");
    expect(shown.en.privacy.sections[0]!.paragraphs[0]).toMatch(
      /^This website is run by Mahanadi Pharma Distributors, Plot 12, Medicine Market Lane, Buxi Bazaar, Cuttack, Odisha 753001, India \("we", "us"\)\./,
    );
    expect(shown.or.forms.enquiry.consent).toBe(
      "ମୁଁ ସହମତ ଯେ ମୋ ଜିଜ୍ଞାସାର ଉତ୍ତର ଦେବା ପାଇଁ Mahanadi Pharma ମୋ ନାମ, ଇମେଲ, ଫୋନ ଓ ବାର୍ତ୍ତା ରଖିପାରିବେ, ଏବଂ ସର୍ବାଧିକ 365 ଦିନ ପର୍ଯ୍ୟନ୍ତ ରଖିପାରିବେ।",
    );
    expect(shown.hi.privacy.sections.flatMap((section) => section.paragraphs)).toContain(
      "हम आपके व्यक्तिगत डेटा को कैसे सँभालते हैं, इस बारे में अगर आपका कोई सवाल या शिकायत हो, तो कृपया हमारे शिकायत अधिकारी से संपर्क करें: Sanjay Mohanty, ईमेल grievance@mahanadipharma.example, फ़ोन +91 94370 12345, सोमवार से शनिवार सुबह 10 बजे से रात 9 बजे तक, रविवार बंद। डाक पता: Mahanadi Pharma Distributors, Plot 12, Medicine Market Lane, Buxi Bazaar, Cuttack, Odisha 753001, India।",
    );
    expect(shown).toEqual(texts);
  });

  it("leaves no limit or fact placeholder unfilled in any text of any language", () => {
    const filledByUs = new Set<string>([...factPlaceholders, ...Object.keys(limitValues("or"))]);
    for (const locale of locales) {
      const left = strings(textsToShow(seedDocument())[locale]).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      );
      expect(
        left.filter((name) => filledByUs.has(name)),
        locale,
      ).toEqual([]);
    }
  });

  it("quotes the published facts, never the shipped ones, in every language", () => {
    const document = seedDocument();
    const shipped = document.site;
    document.site = {
      ...shipped,
      name: "Kalinga Medical Agencies",
      shortName: "Kalinga Medical",
      email: "desk@kalinga.example",
      phones: ["+91 90000 00001", "+91 90000 00002", "+91 90000 00003"],
      grievanceOfficer: {
        name: "Anita Das",
        email: "dpo@kalinga.example",
        phone: "+91 90000 00004",
      },
    };
    document.texts.or.common.hours = "ପ୍ରତିଦିନ ସକାଳ 9ଟାରୁ";
    const shown = textsToShow(document);
    const stale = [
      shipped.name,
      shipped.shortName,
      shipped.email,
      ...shipped.phones,
      shipped.grievanceOfficer.name,
      shipped.grievanceOfficer.email,
    ];
    for (const locale of locales) {
      // The phone field's hint shows what a phone number looks like, with a sample number.
      const read = structuredClone(shown[locale]);
      read.forms.validation.phoneInvalid = "";
      for (const text of strings(read))
        for (const fact of stale) expect(text, locale).not.toContain(fact);
    }
    expect(shown.hi.products.meta.title).toBe("उत्पाद और साझेदार | Kalinga Medical Agencies");
    expect(strings(shown.or.privacy).join(" ")).toContain(
      "Anita Das, ଇମେଲ dpo@kalinga.example, ଫୋନ +91 90000 00004, ପ୍ରତିଦିନ ସକାଳ 9ଟାରୁ।",
    );
  });

  it("refuses a translation that lost a fact's placeholder, saying what it stands for", () => {
    const document = seedDocument();
    document.texts.or.home.meta.title = document.texts.or.home.meta.title.replace(
      "{siteName}",
      "Mahanadi",
    );
    const parsed = contentSchema.safeParse(document);
    expect(parsed.success).toBe(false);
    expect(contentFieldErrors(parsed.error!)).toEqual({
      "texts.or.home.meta.title": [
        "Keep exactly these placeholders, as written: {siteName} (the company's name).",
      ],
    });
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

  it("states the owner's retention period wherever a text promises it, in every language", () => {
    const document = seedDocument();
    document.settings.retentionDays = 90;
    const shown = textsToShow(document);
    expect(shown.en.forms.enquiry.consent).toContain("up to 90 days");
    expect(JSON.stringify(shown.or.privacy)).toContain("90 ଦିନ");
    expect(JSON.stringify(shown.hi.privacy)).toContain("90 दिन");
  });

  it("has the chat's replies say how many partners the document lists", () => {
    const document = seedDocument();
    document.partners = document.partners.slice(0, 3);
    expect(contentSchema.safeParse(document).success).toBe(true);
    const shown = textsToShow(document);
    expect(shown.en.chat.replies.products).toContain("from 3 partner manufacturers");
    expect(shown.or.chat.replies.products).toContain("3ଟି ସହଯୋଗୀ");
    expect(texts.en.chat.replies.products).toContain(`from ${seedDocument().partners.length} `);
  });

  it("counts how deep a JSON text nests without parsing it, brackets in strings aside", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(JSON.stringify(seedDocument()))).toBeLessThan(32);
  });

  it("checks its thousands of texts with one schema for each kind of text, not one each", () => {
    // A schema of its own for each text held 27 MB of every server's heap.
    type Schema = { _zod: { def: Record<string, unknown> } };
    const leaves: Schema[] = [];
    const walk = (schema: Schema) => {
      const def = schema._zod.def;
      if (def.type === "object") Object.values(def.shape as Record<string, Schema>).forEach(walk);
      else if (def.type === "array") walk(def.element as Schema);
      else if (def.type === "optional") walk(def.innerType as Schema);
      else leaves.push(schema);
    };
    // The whole document's schema, down to its texts (typed as the document it takes).
    const whole = contentSchema as unknown as Schema;
    walk((whole._zod.def.shape as Record<string, Schema>).texts!);
    expect(leaves.length).toBeGreaterThan(1000);
    expect(new Set(leaves).size).toBeLessThanOrEqual(4);
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
    document.settings = { ...seedDocument().settings, lowStockThreshold: -1, retentionDays: 7 };
    document.reviewed = { "home.nothing": { or: true } };
    expect(errorsOf(document)).toEqual({
      "closures.0.to": [contentMessages.dateOrder],
      "closures.1.id": [contentMessages.duplicateId],
      "closures.1.from": [contentMessages.date],
      "closures.1.reason.en": [contentMessages.html],
      "jobs.0.title.en": [contentMessages.required],
      "jobs.0.category": [contentMessages.jobCategory],
      "settings.lowStockThreshold": [contentMessages.threshold],
      "settings.retentionDays": [contentMessages.retentionDays],
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
    const { notices, closures, jobs, settings, reviewed, slides, partners, ...first } =
      seedDocument();
    const upgraded = upgradeDocument({ ...first, schemaVersion: 1 });
    expect(upgraded).toEqual(seedDocument());
    expect([notices, closures, jobs, reviewed]).toEqual([[], [], [], {}]);
    expect(slides.every(({ photo }) => photo === null)).toBe(true);
    expect(partners.length).toBeGreaterThan(0);
    expect(settings.mrpPublic).toBe(false);
  });

  it("upgrades shape 2 with the partners the code shipped, keeping the owner's notices", () => {
    const { partners, ...second } = seedDocument();
    second.notices = [
      { id: "bandh", from: "2026-12-01", to: "2026-12-01", text: { en: "Closed", or: "", hi: "" } },
    ];
    const upgraded = upgradeDocument({ ...second, schemaVersion: 2 });
    expect(upgraded.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(upgraded.partners).toEqual(partners);
    expect(upgraded.notices).toEqual(second.notices);
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });

  it("upgrades shape 3 with no pay link and no credit check, keeping the owner's settings", () => {
    const document = seedDocument();
    // As shape 3 stored it: without the payments' facts and the money settings.
    const third = structuredClone(document) as unknown as {
      site: Record<string, unknown>;
      settings: Record<string, unknown>;
      schemaVersion: number;
    };
    delete third.site.payments;
    delete third.settings.credit;
    delete third.settings.payments;
    delete third.settings.returns;
    third.settings.lowStockThreshold = 25;
    third.schemaVersion = 3;
    const upgraded = upgradeDocument(third);
    expect(upgraded.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(upgraded.site.payments).toEqual({ upiId: null, payee: null, bankDetails: null });
    expect(upgraded.settings).toEqual({
      ...document.settings,
      lowStockThreshold: 25,
      credit: { limit: null, maxOverdueDays: null },
      payments: { upiMax: UPI_MAX_RUPEES },
    });
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });

  it("upgrades shape 4 with no return window, keeping the owner's credit terms", () => {
    const document = seedDocument();
    const fourth = structuredClone(document) as unknown as {
      settings: Record<string, unknown>;
      schemaVersion: number;
    };
    delete fourth.settings.returns;
    fourth.settings.credit = { limit: 50000, maxOverdueDays: 60 };
    fourth.schemaVersion = 4;
    const upgraded = upgradeDocument(fourth);
    expect(upgraded.schemaVersion).toBe(5);
    expect(upgraded.settings).toEqual({
      ...document.settings,
      credit: { limit: 50000, maxOverdueDays: 60 },
      returns: { monthsAfterExpiry: null, nearExpiryMonths: null, byCompany: [] },
    });
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });

  it("takes a return window by company, and refuses a company named twice", () => {
    const document = seedDocument();
    document.settings.returns = {
      monthsAfterExpiry: 6,
      nearExpiryMonths: 3,
      byCompany: [{ company: "Sun Pharma", months: 12 }],
    };
    expect(contentSchema.safeParse(document).success).toBe(true);
    document.settings.returns.byCompany.push({ company: "SUN PHARMA Pvt Ltd", months: 3 });
    const refused = contentSchema.safeParse(document);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Another row names this company.",
    ]);
  });

  it("keeps what the owner set where the shipped content has nothing (a UPI id, a credit limit)", () => {
    const document = seedDocument();
    document.site = {
      ...document.site,
      payments: { upiId: "mahanadi@sbi", payee: "Mahanadi Pharma", bankDetails: null },
    };
    document.settings.credit = { limit: 50_000, maxOverdueDays: 60 };
    document.settings.payments = { upiMax: null };
    const read = upgradeDocument(structuredClone(document));
    expect(read.site.payments).toEqual(document.site.payments);
    expect(read.settings.credit).toEqual({ limit: 50_000, maxOverdueDays: 60 });
    expect(read.settings.payments).toEqual({ upiMax: null });
    expect(contentSchema.safeParse(read).success).toBe(true);
  });

  it("says what is wrong with a UPI id and the money settings", () => {
    const document = seedDocument();
    document.site = {
      ...document.site,
      payments: { upiId: "mahanadi sbi", payee: "", bankDetails: "A/c 1234\nIFSC SBIN0000001" },
    };
    document.settings.credit = { limit: 0, maxOverdueDays: 1.5 };
    document.settings.payments = { upiMax: 10.005 };
    expect(errorsOf(document)).toEqual({
      "site.payments.upiId": [contentMessages.upiId],
      "site.payments.payee": [contentMessages.required],
      "settings.credit.limit": [contentMessages.rupees],
      "settings.credit.maxOverdueDays": [contentMessages.overdueDays],
      "settings.payments.upiMax": [contentMessages.rupees],
    });
  });
});

describe("stored documents of an earlier release", () => {
  it("take the seed's text where a release added one, keep the owner's, drop what went", () => {
    const stored = seedDocument() as unknown as {
      texts: Record<string, Record<string, Record<string, unknown>>>;
      schemaVersion: number;
    };
    delete stored.texts.or!.about!.lead;
    stored.texts.en!.about!.title = "The story of {shortName}";
    stored.texts.en!.about!.retired = "A text the code no longer has";
    const upgraded = upgradeDocument(stored);
    expect(upgraded.texts.or.about.lead).toBe(seedDocument().texts.or.about.lead);
    expect(upgraded.texts.en.about.title).toBe("The story of {shortName}");
    expect(upgraded.texts.en.about).not.toHaveProperty("retired");
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });

  it("take the seed's chat texts when they were not yet content", () => {
    const stored = seedDocument() as unknown as {
      texts: Record<string, Record<string, unknown>>;
      schemaVersion: number;
    };
    for (const locale of Object.values(stored.texts)) delete locale.chat;
    const upgraded = upgradeDocument(stored);
    expect(upgraded.texts).toEqual(seedDocument().texts);
    expect(contentSchema.safeParse(upgraded).success).toBe(true);
  });
});

describe("the partner companies", () => {
  it("says in words what is wrong with a name, the specialties and the aliases", () => {
    const document = seedDocument();
    const [first, second] = document.partners;
    document.partners = [
      { ...first!, name: "<b>Acme</b>", specialties: [] },
      { ...second!, specialties: ["Oncology", "Cardiology" as never] },
      {
        name: "x".repeat(121),
        specialties: ["Oncology", "Nephrology", "Generic Medicines"],
        aliases: Array<string>(11).fill("KLS"),
      },
      { name: "Kalinga", specialties: ["Oncology", "Oncology"], aliases: ["Line\nbreak"] },
    ];
    expect(errorsOf(document)).toEqual({
      "partners.0.name": [contentMessages.html],
      "partners.0.specialties": [contentMessages.specialtyCount],
      "partners.1.specialties.1": [contentMessages.specialty],
      "partners.2.name": [contentMessages.partnerName],
      "partners.2.specialties": [contentMessages.specialtyCount],
      "partners.2.aliases": [contentMessages.tooMany(10)],
      "partners.3.specialties": [contentMessages.specialtyCount],
      "partners.3.aliases.0": [contentMessages.lineBreaks],
    });
  });

  it("refuses a second partner of the same name, whatever its case and spaces", () => {
    const document = seedDocument();
    const [first] = document.partners;
    document.partners.push({ ...first!, name: `  ${first!.name.toUpperCase()} ` });
    expect(errorsOf(document)).toEqual({
      [`partners.${document.partners.length - 1}.name`]: [contentMessages.duplicatePartner],
    });
  });

  it("may be none, or a new one with an alias", () => {
    const document = seedDocument();
    document.partners = [];
    expect(errorsOf(document)).toEqual({});
    document.partners = [
      {
        name: "Kalinga Lifesciences",
        specialties: ["Nephrology"],
        aliases: ["KLS Marketing Division"],
      },
    ];
    expect(errorsOf(document)).toEqual({});
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
