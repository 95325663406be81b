import { describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { sayIn } from "./visitor-language.server";

describe("sayIn", () => {
  // The owner's Odia, as published: two sentences reworded.
  const published = structuredClone(texts.or);
  published.account.answers.signedOut = "ଦୟାକରି ପୁଣି ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।";
  published.forms.validation.nameRequired = "ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।";

  it("says a sentence the code writes in English in the published wording of the visitor's language", () => {
    expect(sayIn(published, texts.en.account.answers.signedOut)).toBe("ଦୟାକରି ପୁଣି ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।");
    expect(sayIn(texts.hi, texts.en.account.answers.signedOut)).toBe(
      texts.hi.account.answers.signedOut,
    );
  });

  it("rewords a form's message its schema gave in the shipped Odia", () => {
    expect(sayIn(published, texts.or.forms.validation.nameRequired)).toBe("ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।");
  });

  it("leaves a sentence it does not know as it is", () => {
    expect(sayIn(published, "Something else entirely.")).toBe("Something else entirely.");
  });
});
