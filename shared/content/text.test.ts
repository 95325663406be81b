import { describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "#shared/limits.ts";
import { locales } from "#shared/site-paths.ts";
import { formTexts, privacyFor, texts } from "./text";

// The static build sends the forms by email and keeps nothing, so its notices must not promise
// the server's deletion (docs/product.md#static-hosting); the server's build promises it.

const paragraphs = (privacy: ReturnType<typeof privacyFor>) =>
  privacy.sections.flatMap((section) => section.paragraphs);
const notices = (locale: (typeof locales)[number], delivery: "stored" | "emailed") =>
  (["enquiry", "application"] as const).map(
    (form) => formTexts(texts[locale].forms, form, delivery).fields.consent,
  );

describe.each(locales)("the %s notices", (locale) => {
  const { forms, privacy } = texts[locale];

  it("promise the deletion after the retention period when the server stores the forms", () => {
    const stored = paragraphs(privacyFor(privacy, "stored"));
    // The forms' retention, and that of the trade account requests turned down or unanswered.
    expect(stored.filter((text) => text.includes(String(RETENTION_DAYS)))).toHaveLength(2);
    expect(notices(locale, "stored")).toEqual([forms.enquiry.consent, forms.application.consent]);
    for (const notice of notices(locale, "stored"))
      expect(notice).toContain(String(RETENTION_DAYS));
  });

  it("say the forms go by email and are not deleted by the website in the static build", () => {
    const emailed = paragraphs(privacyFor(privacy, "emailed"));
    const retention = privacy.sections.find((section) => section.byEmail)!;
    expect(emailed).toEqual(expect.arrayContaining(retention.byEmail!));
    expect(emailed.filter((text) => text.includes(String(RETENTION_DAYS)))).toEqual([]);
    expect(notices(locale, "emailed")).toEqual([
      forms.enquiry.consentByEmail,
      forms.application.consentByEmail,
    ]);
    for (const notice of notices(locale, "emailed"))
      expect(notice).not.toContain(String(RETENTION_DAYS));
  });
});

it("the English static notices say where the forms go", () => {
  const privacy = privacyFor(texts.en.privacy, "emailed");
  expect(paragraphs(privacy)).toContain(
    "Enquiries and job applications go by email to our company's inbox. They are not deleted automatically by this website.",
  );
  expect(notices("en", "emailed")[0]).toMatch(/^I agree that .* go by email to .*'s inbox/);
});
