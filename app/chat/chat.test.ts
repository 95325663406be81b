import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatTextsAnswer } from "#tests/support/chat-texts.ts";
import { chatRules } from "#shared/content/chat-rules.ts";
import { chat as en } from "#shared/content/en/chat.ts";
import { chat as hi } from "#shared/content/hi/chat.ts";
import { chat as or } from "#shared/content/or/chat.ts";
import { seedVersion } from "#shared/content/document.ts";
import { products as enProducts } from "#shared/content/en/products.ts";
import { products as hiProducts } from "#shared/content/hi/products.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";
import { assistantReply, chatIn, chatTopic, normaliseChatText, scriptedReply } from "./chat";
import { createMessage } from "./chat-messages";

describe("scriptedReply", () => {
  it("keeps the spec's keyword groups in order", () => {
    const topics = chatRules.map((rule) => rule.topic);
    const order = [
      ["greeting", "about", "company", "experience", "products"],
      ["medical consumables", "surgical disposables", "otc products"],
      ["contact", "phone", "email", "address", "location", "hours", "timing", "open"],
      ["services", "delivery", "bulk", "careers", "jobs", "apply", "quality", "certified"],
      ["thank", "bye", "help"],
    ].flat();
    expect(topics).toEqual(order);
  });

  it("matches case-insensitively by substring", () => {
    expect(chatTopic("HELLO there")).toBe("greeting");
    expect(chatTopic("Is home DELIVERY available?")).toBe("delivery");
    expect(chatTopic("we need consumables")).toBe("medical consumables");
  });

  it("gives the earlier group's reply when two groups match", () => {
    expect(chatTopic("Do you deliver surgical items?")).toBe("surgical disposables");
    expect(chatTopic("thank you, what is your phone number")).toBe("phone");
    expect(chatTopic("help me with bulk orders")).toBe("bulk");
  });

  it("matches the greeting 'hi' as a word, not inside other words", () => {
    expect(chatTopic("Hi!")).toBe("greeting");
    expect(chatTopic("which")).toBeUndefined();
  });

  it("understands Odia and Hindi in their own scripts, vowel signs and all", () => {
    expect(chatTopic("ନମସ୍କାର")).toBe("greeting");
    expect(chatTopic("ମୋତେ ଔଷଧ ଦରକାର")).toBe("products");
    expect(chatTopic("ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର କ'ଣ?")).toBe("phone");
    expect(chatTopic("ଚାକିରି ଖାଲି ଅଛି କି?")).toBe("jobs");
    expect(chatTopic("ଡେଲିଭରି କେତେ ଦିନରେ ହୁଏ?")).toBe("delivery");
    expect(chatTopic("नमस्ते")).toBe("greeting");
    expect(chatTopic("मुझे दवाई चाहिए")).toBe("products");
    expect(chatTopic("क्या नौकरी मिलेगी?")).toBe("jobs");
    expect(chatTopic("आपका पता क्या है?")).toBe("address");
    expect(chatTopic("धन्यवाद!")).toBe("thank");
  });

  it("understands common words of Hindi and Odia written in Latin letters", () => {
    expect(chatTopic("dawai milegi?")).toBe("products");
    expect(chatTopic("naukri chahiye")).toBe("jobs");
    expect(chatTopic("kitne baje khulte ho?")).toBe("timing");
    expect(chatTopic("ketebele kholiba?")).toBe("timing");
    expect(chatTopic("thok mein chahiye")).toBe("bulk");
  });

  it("matches however a nukta or a joiner was typed", () => {
    // फ़ as one code point (U+095E) and as फ + nukta; a zero-width joiner inside an Odia word.
    expect(chatTopic("\u095Eोन")).toBe("phone");
    expect(chatTopic("\u092B\u093Cोन")).toBe("phone");
    expect(chatTopic("ଫୋନ୍\u200D")).toBe("phone");
  });

  it("answers in the page's language, with links to that language's pages", () => {
    const odia = scriptedReply("chakiri", or, "or", site);
    expect(odia.reply).toBe(or.replies.jobs);
    expect(odia.links).toEqual([{ label: or.links.careers, href: "/or/careers" }]);
    expect(scriptedReply("naukri", hi, "hi", site).links[0]!.href).toBe("/hi/careers");
    expect(scriptedReply("jobs", en, "en", site).links[0]!.href).toBe("/careers");
    // A customer asking about their account is shown their bills and returns too.
    expect(scriptedReply("ଆକାଉଣ୍ଟ କିପରି", or, "or", site).links.slice(0, 3)).toEqual([
      { label: or.links.account, href: "/or/account" },
      { label: or.links.accountBills, href: "/or/account/bills" },
      { label: or.links.accountReturns, href: "/or/account/returns" },
    ]);
  });

  it("sends a customer asking about their account or credit to the account and their bills", () => {
    const odia = scriptedReply("ମୋର ଉଧାର କେତେ", or, "or", site);
    expect(odia.links.slice(0, 2)).toEqual([
      { label: or.links.account, href: "/or/account" },
      { label: or.links.accountBills, href: "/or/account/bills" },
    ]);
    expect(scriptedReply("my account", en, "en", site).links[1]).toEqual({
      label: "Bills and payments",
      href: "/account/bills",
    });
  });

  it("falls back to the default reply with its next steps", () => {
    const answer = scriptedReply("qwerty zzz", hi, "hi", site);
    expect(answer.reply).toBe(hi.fallback);
    expect(answer.links.map((link) => link.label)).toEqual([
      hi.links.call,
      hi.links.whatsapp,
      hi.links.contact,
    ]);
  });

  it("offers a next step with every reply", () => {
    for (const rule of chatRules) expect(rule.links.length, rule.topic).toBeGreaterThan(0);
  });

  it("never claims FDA approval, in any language", () => {
    for (const chat of [en, or, hi])
      for (const reply of Object.values(chat.replies)) expect(reply).not.toMatch(/FDA/);
  });
});

describe("chatIn", () => {
  const requested: string[] = [];
  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal("fetch", (url: string) => {
      requested.push(url);
      return Promise.resolve(chatTextsAnswer(url) ?? new Response("", { status: 404 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  const nothingFound = () => Promise.resolve([]);

  it("fetches one language's assistant of the page's content version: greeting, replies, cards", async () => {
    const odia = await chatIn("or", site, seedVersion, nothingFound);
    expect(requested).toEqual([`/content/${seedVersion}/chat-or.json`]);
    expect(odia.greeting).toBe(texts.or.chat.greeting);
    expect((await odia.reply("ଔଷଧ")).reply).toBe(texts.or.chat.replies.products);
    expect(odia.cards.search.add).toBe(texts.or.products.search.add);
    expect(odia.cards.terms.order.add).toBe(texts.or.orders.add.add);
  });

  it("adds the owner's coming closures to the replies about the hours, and to no other", async () => {
    const closed = ["आज बंद: ओडिशा बंद", "3 दिसंबर 2026 को बंद: त्योहार"];
    const hindi = await chatIn("hi", site, seedVersion, nothingFound, closed);
    // None coming: the replies as written.
    const plain = await chatIn("hi", site, seedVersion, nothingFound);
    for (const topic of ["hours", "timing", "open"] as const) {
      const keyword = chatRules.find((rule) => rule.topic === topic)!.keywords[0]!;
      const reply = (await hindi.reply(keyword)).reply;
      expect(reply, topic).toBe([(await plain.reply(keyword)).reply, ...closed].join("\n"));
    }
    expect((await hindi.reply("ईमेल")).reply).not.toContain("बंद: ");
  });

  it("fails when the version's texts cannot be fetched, so that the panel can say so", async () => {
    await expect(chatIn("hi", site, "3", nothingFound)).rejects.toThrow("answered 404");
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(chatIn("hi", site, seedVersion, nothingFound)).rejects.toThrow("Failed to fetch");
  });
});

describe("assistantReply", () => {
  const dolo = {
    id: "i1",
    name: "Dolo 650",
    manufacturer: "Micro Labs",
    composition: "Paracetamol 650 mg",
    pack: "15 tablets",
    category: "Generic Medicines",
  };
  const words = { chat: en, search: enProducts.search, locale: "en" as const, site };
  const asked: string[] = [];
  const finding =
    (...items: (typeof dolo)[]) =>
    (query: string) => {
      asked.push(query);
      return Promise.resolve(items);
    };

  it("answers an item question with the items' cards and the whole search for the same words", async () => {
    asked.length = 0;
    const answer = await assistantReply("do you have dolo 650?", words, finding(dolo));
    expect(asked).toEqual(["dolo 650"]);
    expect(answer.items).toEqual([dolo]);
    expect(answer.reply).toBe("This item in our list matches “dolo 650”:");
    expect(answer.links).toEqual([
      {
        label: "See all results for “dolo 650”",
        href: "/products?q=dolo+650#medicines-heading",
      },
    ]);
  });

  it("adds the buttons of a topic the question also asks about, in the page's language", async () => {
    const hindi = { chat: hi, search: hiProducts.search, locale: "hi" as const, site };
    const answer = await assistantReply("dolo 650 ki delivery", hindi, finding(dolo, dolo));
    expect(answer.reply).toBe(fill(hi.items.found.other, { count: 2, query: "dolo 650" }));
    expect(answer.links[0]!.href).toBe("/hi/products?q=dolo+650#medicines-heading");
    expect(answer.links.slice(1).map((link) => link.label)).toEqual(
      scriptedReply("delivery", hi, "hi", site).links.map((link) => link.label),
    );
  });

  it("says when nothing was found, with a call and a WhatsApp message naming the item", async () => {
    const answer = await assistantReply("do you have zyxorin?", words, finding());
    expect(answer.reply).toBe(fill(en.items.nothing, { query: "zyxorin" }));
    expect(answer.items).toBeUndefined();
    expect(answer.links.map((link) => link.label)).toEqual([en.links.call, en.links.whatsapp]);
    expect(decodeURIComponent(answer.links[1]!.href)).toContain("Hello, do you have zyxorin?");
  });

  it("gives the scripted reply when nothing was found but a topic matched, or the search failed", async () => {
    expect((await assistantReply("dolo delivery", words, finding())).reply).toBe(
      en.replies.delivery,
    );
    const failing = () => Promise.reject(new Error("offline"));
    expect((await assistantReply("dolo delivery", words, failing)).reply).toBe(en.replies.delivery);
  });

  it("looks nothing up when only chat words are left", async () => {
    asked.length = 0;
    expect((await assistantReply("What are your hours?", words, finding(dolo))).reply).toBe(
      en.replies.hours,
    );
    expect(asked).toEqual([]);
  });
});

describe("normaliseChatText", () => {
  it("lower-cases, turns punctuation into spaces and pads", () => {
    expect(normaliseChatText("Hi, OTC?")).toBe(" hi otc ");
  });

  it("drops accents on Latin letters but keeps Indic vowel signs", () => {
    expect(normaliseChatText("Hélló")).toBe(" hello ");
    expect(normaliseChatText("नमस्ते।")).toBe(" नमस्ते ");
    expect(normaliseChatText("ଔଷଧ?")).toBe(" ଔଷଧ ");
  });
});

describe("createMessage", () => {
  it("carries id, text, sender and timestamp", () => {
    const a = createMessage("user", "hello");
    const b = createMessage("bot", "hi");
    expect(a).toMatchObject({ text: "hello", sender: "user" });
    expect(typeof a.timestamp).toBe("number");
    expect(a.id).not.toBe(b.id);
  });
});
