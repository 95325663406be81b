import { describe, expect, it } from "vitest";
import { chat as en } from "#shared/content/en/chat.ts";
import { chat as hi } from "#shared/content/hi/chat.ts";
import { chat as or } from "#shared/content/or/chat.ts";
import { site } from "#shared/content/site.ts";
import { scriptedReply } from "./chat";
import { answerFor, chatAnswer, chatIntent, chatTopic, itemQuery } from "./chat-intent";

describe("itemQuery", () => {
  it("keeps what names an item and drops the words around it, in every script", () => {
    expect(itemQuery("Do you have DOLO 650?")).toBe("dolo 650");
    expect(itemQuery("azithromycin milega kya")).toBe("azithromycin");
    expect(itemQuery("paracetamol available?")).toBe("paracetamol");
    expect(itemQuery("ଡୋଲୋ 650 ଅଛି କି")).toBe("dolo 650");
    expect(itemQuery("क्या आपके पास पैरासिटामोल है")).toBe("perasitamol");
  });

  it("drops every word a rule's keyword touches, not only the keyword's letters", () => {
    expect(itemQuery("dawai milegi?")).toBeUndefined();
    expect(itemQuery("is delivery available in puri")).toBe("puri");
    expect(itemQuery("ଡେଲିଭରି କେତେ ଦିନରେ ହୁଏ?")).toBe("dinre hue");
  });

  it("answers nothing without a word of 3 letters or more left", () => {
    expect(itemQuery("hello")).toBeUndefined();
    expect(itemQuery("thank you sir")).toBeUndefined();
    expect(itemQuery("do you have 650")).toBeUndefined();
    expect(itemQuery("ok")).toBeUndefined();
  });
});

describe("chatAnswer", () => {
  const catalogue = (query: string) => (query.startsWith("dolo") ? ["Dolo 650"] : []);

  it("answers an item found with its cards, and the topic's links when a rule matched", () => {
    expect(chatAnswer("dolo 650 available?", catalogue)).toEqual({
      kind: "items",
      query: "dolo 650",
      items: ["Dolo 650"],
      topic: undefined,
    });
    expect(chatAnswer("dolo 650 delivery to puri?", catalogue)).toMatchObject({
      kind: "items",
      topic: "delivery",
    });
  });

  it("runs the rules when the lookup finds nothing, and says what found nothing", () => {
    expect(chatAnswer("is delivery available in puri", catalogue)).toEqual({
      kind: "topic",
      topic: "delivery",
    });
    expect(chatAnswer("xyzzy 650", catalogue)).toEqual({ kind: "fallback", query: "xyzzy 650" });
    expect(chatAnswer("ok", catalogue)).toEqual({ kind: "fallback", query: undefined });
  });

  it("waits for a lookup made elsewhere (the server's route) with the same result", () => {
    const intent = chatIntent("dolo 650 delivery to puri?");
    expect(answerFor(intent, ["Dolo 650"])).toEqual(
      chatAnswer("dolo 650 delivery to puri?", catalogue),
    );
  });
});

describe("account, rate and order questions (docs/product.md#chat-assistant)", () => {
  const languages = [
    ["en", en, /^yes\b/i],
    ["or", or, /^ହଁ/],
    ["hi", hi, /^(जी )?हाँ/],
  ] as const;

  it("link to the account's page in the page's language", () => {
    for (const [locale, chat] of languages)
      for (const question of ["rate kya hai", "how to open account", "ଅର୍ଡର କିପରି ଦେବି"]) {
        const hrefs = scriptedReply(question, chat, locale, site).links.map((link) => link.href);
        expect(hrefs).toContain(locale === "en" ? "/account" : `/${locale}/account`);
      }
  });

  it("answer the minimum-order question without the 'Yes' that contradicted the About FAQ", () => {
    for (const [locale, chat, yes] of languages) {
      const { reply } = scriptedReply("Is there a minimum order value?", chat, locale, site);
      expect(reply).not.toMatch(yes);
      expect(reply).toBe(chat.replies.bulk);
    }
  });
});

// The second language review: a chemist who cannot sign in asks in his own script.
describe("sign-in and password questions", () => {
  it.each([
    "पासवर्ड भूल गया",
    "ପାସୱାର୍ଡ ଭୁଲିଗଲି",
    "लॉगिन नहीं हो रहा",
    "ଲଗଇନ ହେଉନି",
    "साइन इन कैसे करें",
    "ସାଇନ ଇନ ହେଉନି",
  ])("the chat takes %s to the account's reply", (question) => {
    expect(chatTopic(question)).toBe("bulk");
  });
});
