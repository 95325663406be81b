import { describe, expect, it } from "vitest";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { common as englishCommon } from "#shared/content/en/common.ts";
import { forms as englishForms } from "#shared/content/en/forms.ts";
import { common as odiaCommon } from "#shared/content/or/common.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import { forms as odiaForms } from "#shared/content/or/forms.ts";
import { MAX_RESUME_BYTES } from "#shared/limits.ts";
import { applicationFormSchemaFor, applicationSchema, resumeProblem } from "./application";
import { enquirySchema, enquirySchemaFor, NO_MESSAGE } from "./enquiry";
import { fieldErrorsOf, looksAutomated } from "./fields";

const enquiry = {
  name: "Asha",
  email: "asha@example.com",
  phone: "+91 94370 12345",
  consent: "on",
};
const application = { ...enquiry, jobCategory: "Packing", employmentType: "Part Time" };

// The messages as the pages get them, with their limits filled in.
const english = withLimits(englishCommon.listOr, englishForms);
const odia = withLimits(odiaCommon.listOr, odiaForms);
const applicationFormSchema = applicationFormSchemaFor(english.validation);

function errorsOf(schema: typeof enquirySchema | typeof applicationSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("enquirySchema", () => {
  it("accepts the required fields and fills an empty message", () => {
    expect(enquirySchema.parse(enquiry).message).toBe(NO_MESSAGE);
    expect(enquirySchema.parse({ ...enquiry, message: "  " }).message).toBe(NO_MESSAGE);
    expect(enquirySchema.parse({ ...enquiry, message: " Hello " }).message).toBe("Hello");
    expect(enquirySchema.parse({ ...enquiry, name: "  Asha  " }).name).toBe("Asha");
  });

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["name", { name: "   " }, "Please enter your name."],
    ["name", { name: "x".repeat(101) }, "Please keep your name under 100 characters."],
    [
      "name",
      { name: "bad\u0000name" },
      "Please enter your name without special control characters.",
    ],
    ["email", { email: "" }, "Please enter your email address."],
    ["email", { email: "asha@" }, "Please enter a valid email address, like name@example.com."],
    ["email", { email: `${"a".repeat(250)}@x.in` }, "Please enter a shorter email address."],
    ["phone", { phone: "" }, "Please enter your phone number."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number, like +91 94370 12345."],
    ["phone", { phone: "94370-abc" }, "Please enter a valid phone number, like +91 94370 12345."],
    [
      "phone",
      { phone: "1".repeat(21) },
      "Please enter a valid phone number, like +91 94370 12345.",
    ],
    ["message", { message: "x".repeat(2001) }, "Please keep your message under 2000 characters."],
    [
      "message",
      { message: "nul \u0000 here" },
      "Please write your message without special control characters.",
    ],
    [
      "consent",
      { consent: undefined },
      "Please agree to the privacy notice so we can store your details.",
    ],
    [
      "consent",
      { consent: false },
      "Please agree to the privacy notice so we can store your details.",
    ],
  ])("refuses a bad %s with its message", (field, change, message) => {
    expect(errorsOf(enquirySchema, { ...enquiry, ...change })[field]).toEqual([message]);
  });

  it("keeps line breaks and tabs in a message", () => {
    expect(enquirySchema.parse({ ...enquiry, message: "Line one\r\n\tLine two" }).message).toBe(
      "Line one\r\n\tLine two",
    );
  });

  it("accepts consent from a checkbox ('on') or an API client (true)", () => {
    expect(enquirySchema.safeParse({ ...enquiry, consent: true }).success).toBe(true);
    expect(enquirySchema.safeParse({ ...enquiry, consent: "on" }).success).toBe(true);
  });

  it("accepts common Indian phone formats", () => {
    for (const phone of ["9437012345", "+91 94370 12345", "0671-2304567", "(0671) 230 4567"])
      expect(enquirySchema.safeParse({ ...enquiry, phone }).success, phone).toBe(true);
  });
});

describe("the forms' language", () => {
  it("takes en, or or hi, and English when none is named", () => {
    expect(enquirySchema.parse(enquiry).locale).toBe("en");
    expect(enquirySchema.parse({ ...enquiry, locale: "or" }).locale).toBe("or");
    expect(errorsOf(enquirySchema, { ...enquiry, locale: "fr" }).locale).toEqual([
      english.validation.locale,
    ]);
  });

  it("says what is wrong in the language the schema was built with", () => {
    const inOdia = enquirySchemaFor(odia.validation);
    expect(errorsOf(inOdia, { ...enquiry, name: "" }).name).toEqual([odia.validation.nameRequired]);
    expect(errorsOf(inOdia, { ...enquiry, message: "x".repeat(2001) }).message).toEqual([
      "ଦୟାକରି ବାର୍ତ୍ତା 2000 ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।",
    ]);
  });
});

describe("applicationSchema", () => {
  it("accepts every job category and employment type", () => {
    for (const jobCategory of jobCategories)
      for (const employmentType of employmentTypes)
        expect(
          applicationSchema.safeParse({ ...application, jobCategory, employmentType }).success,
        ).toBe(true);
  });

  it.each([
    ["jobCategory", { jobCategory: "" }, "Please choose a job category."],
    ["jobCategory", { jobCategory: "Pilot" }, "Please choose a job category."],
    ["employmentType", { employmentType: undefined }, "Please choose an employment type."],
    ["employmentType", { employmentType: "Contract" }, "Please choose an employment type."],
  ])("refuses a bad %s with its message", (field, change, message) => {
    expect(errorsOf(applicationSchema, { ...application, ...change })[field]).toEqual([message]);
  });
});

describe("resume rules in the browser", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it("accepts .pdf, .doc and .docx up to 5 MB", () => {
    expect(resumeProblem({ name: "CV.PDF", size: 10 }, english.validation)).toBeUndefined();
    expect(
      resumeProblem({ name: "cv.doc", size: MAX_RESUME_BYTES }, english.validation),
    ).toBeUndefined();
    expect(resumeProblem({ name: "cv.docx", size: 1 }, english.validation)).toBeUndefined();
  });
  it("refuses other types, larger files and empty files", () => {
    expect(resumeProblem({ name: "cv.txt", size: 10 }, english.validation)).toBe(
      "Please choose a PDF, DOC or DOCX file.",
    );
    expect(resumeProblem({ name: "cv.pdf", size: MAX_RESUME_BYTES + 1 }, english.validation)).toBe(
      "The resume must be 5 MB or smaller.",
    );
    expect(resumeProblem({ name: "cv.pdf", size: 0 }, english.validation)).toBe(
      "The resume file is empty.",
    );
  });
  it("treats the browser's empty file input as no resume", () => {
    expect(applicationFormSchema.safeParse({ ...application, resume: file("", 0) }).success).toBe(
      true,
    );
    const tooBig = applicationFormSchema.safeParse({
      ...application,
      resume: file("cv.pdf", MAX_RESUME_BYTES + 1),
    });
    expect(tooBig.success).toBe(false);
  });
});

describe("spam signals", () => {
  it.each([
    [{}, false],
    [{ website: "" }, false],
    [{ website: "http://spam.example" }, true],
    [{ website: 0 }, true],
    [{ elapsedMs: 999 }, true],
    [{ elapsedMs: "250" }, true],
    [{ elapsedMs: 1000 }, false],
    [{ elapsedMs: 9e9 }, false],
    [{ elapsedMs: "not a number" }, false],
    [{ elapsedMs: -Infinity }, false],
  ])("%j looks automated: %s", (input, expected) => {
    expect(looksAutomated(input)).toBe(expected);
  });

  it("never refuses a post for them: the schema accepts any honeypot or fill time", () => {
    expect(enquirySchema.safeParse({ ...enquiry, website: "x", elapsedMs: "soon" }).success).toBe(
      true,
    );
  });
});
