import { describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { inWords, Refusal, saidOf, sayIn } from "./refusal.server";

describe("sayIn", () => {
  // The owner's Odia, as published: two sentences reworded.
  const published = structuredClone(texts.or);
  published.account.answers.signedOut = "ଦୟାକରି ପୁଣି ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।";
  published.forms.validation.nameRequired = "ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।";

  it("says a sentence by its key in the published wording of the visitor's language", () => {
    expect(sayIn(published, "account.answers.signedOut")).toBe("ଦୟାକରି ପୁଣି ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।");
    expect(sayIn(texts.hi, "account.answers.signedOut")).toBe(texts.hi.account.answers.signedOut);
    expect(sayIn(published, "forms.validation.nameRequired")).toBe("ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।");
  });

  it("fills a sentence's placeholders with the refusal's values", () => {
    const said = { key: "account.answers.signInLocked", fill: { minutes: 7 } } as const;
    expect(texts.or.account.answers.signInLocked).toContain("{minutes}");
    expect(sayIn(texts.or, said)).toBe(
      texts.or.account.answers.signInLocked.replace("{minutes}", "7"),
    );
  });

  it("says words as they are: staff's English is not translated", () => {
    expect(sayIn(published, inWords("There is no such order."))).toBe("There is no such order.");
  });

  it("takes a schema's message naming a key as that key, and other words as they are", () => {
    expect(sayIn(published, saidOf("forms.validation.nameRequired"))).toBe("ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।");
    // An English sentence is never looked up: it stays English.
    expect(saidOf(texts.en.forms.validation.nameRequired)).toEqual({
      words: texts.en.forms.validation.nameRequired,
    });
  });

  it("knows a refusal's sentence only by a key the texts have", () => {
    expect(new Refusal(410, "account.answers.linkGone").said).toBe("account.answers.linkGone");
    // @ts-expect-error a key the texts lack does not compile
    void new Refusal(400, "account.answers.noSuchSentence");
    // @ts-expect-error nor does an English sentence in place of a key
    void new Refusal(400, "Please sign in to continue.");
    // @ts-expect-error nor a group the server does not refuse with
    void new Refusal(400, "home.hero.title");
  });
});
