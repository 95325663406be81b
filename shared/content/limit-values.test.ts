import { describe, expect, it } from "vitest";
import { MAX_RESUME_MB, RETENTION_DAYS } from "#shared/limits.ts";
import { htmlLang, locales } from "#shared/site-paths.ts";
import { anyOf } from "#shared/text-format.ts";
import { limitValues, resumeTypeNames } from "./limit-values";
import { catalogues, texts } from "./text";

// A limit is written once, in shared/limits.ts; every text states it through a placeholder,
// and every page gets it filled in.

/** Every text of a tree of texts. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

const limitPlaceholders = Object.keys(limitValues("or"));

describe.each(locales)("the %s texts", (locale) => {
  const written = strings(catalogues[locale]);
  const read = strings(texts[locale]);

  it("state the limits through placeholders, never as numbers of their own", () => {
    const values = limitValues(texts[locale].common.listOr);
    const copies = [
      values.resumeTypes,
      `${MAX_RESUME_MB} MB`,
      `${MAX_RESUME_MB}MB`,
      ...[
        RETENTION_DAYS,
        values.maxEnquiryItems,
        values.maxMessageLength,
        values.maxNameLength,
      ].map((value) => new RegExp(`\\b${value}\\b`)),
    ];
    const stating = (text: string) =>
      copies.some((copy) => (typeof copy === "string" ? text.includes(copy) : copy.test(text)));
    expect(written.filter(stating)).toEqual([]);
    expect(written.some((text) => text.includes("{retentionDays}"))).toBe(true);
  });

  it("reach the pages with every limit filled in", () => {
    const unfilled = read.filter((text) =>
      limitPlaceholders.some((name) => text.includes(`{${name}}`)),
    );
    expect(unfilled).toEqual([]);
  });
});

describe("the limits as the texts say them", () => {
  it("list the resume types the way Intl does in each language (no browser data needed)", () => {
    for (const locale of locales)
      expect(anyOf(texts[locale].common.listOr, resumeTypeNames)).toBe(
        new Intl.ListFormat(htmlLang[locale], { type: "disjunction" }).format(resumeTypeNames),
      );
  });

  it("read as they did when the numbers were written in the texts", () => {
    expect(texts.en.forms.application.resumeHint).toBe("Optional. PDF, DOC or DOCX, 5MB maximum.");
    expect(texts.or.forms.validation.resumeSize).toBe("ବାୟୋଡାଟା 5 MB କିମ୍ବା ତାଠାରୁ ଛୋଟ ହେବା ଦରକାର।");
    expect(texts.hi.server.resume.extension).toBe("बायोडाटा PDF, DOC या DOCX फ़ाइल में होना चाहिए।");
    expect(texts.en.forms.enquiry.messageHint).toBe("Optional, up to 2000 characters.");
    expect(texts.or.chat.replies.apply).toContain("(PDF, DOC କିମ୍ବା DOCX, ସର୍ବାଧିକ 5 MB)");
  });
});
