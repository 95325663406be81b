import { describe, expect, it } from "vitest";
import { siteText as hiSiteText } from "#shared/content/hi/site-text.ts";
import { siteText as orSiteText } from "#shared/content/or/site-text.ts";
import { chatRules } from "./chat-rules";
import { glossary, glossaryReviewed, odiaFinalHalant } from "./glossary";
import { awaitingReview } from "./languages";
import { site } from "./site";
import { catalogues } from "./text";

// The typecheck already refuses a missing or extra key in a translation; these tests also
// catch what types cannot see (a list of the wrong length, a lost {placeholder}, a word that
// strays from the glossary) and keep the review marks honest.

const translated = ["or", "hi"] as const;
const catalogue = (locale: "en" | "or" | "hi") => catalogues[locale];

/** Every text of a catalogue by its path ("home.slides.2.title"), and each list's length. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(path, value);
  else if (Array.isArray(value)) {
    found.set(`${path}[]`, `length ${value.length}`);
    value.forEach((item, i) => leaves(item, `${path}.${i}`).forEach((v, k) => found.set(k, v)));
  } else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      leaves(item, path ? `${path}.${key}` : key).forEach((v, k) => found.set(k, v));
  return found;
}

const english = leaves(catalogue("en"));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(translated)("the %s catalogue", (locale) => {
  const own = leaves(catalogue(locale));

  it("has every English key and list length, and nothing more", () => {
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english)
      if (path.endsWith("[]")) expect(own.get(path), path).toBe(value);
  });

  it("keeps every {placeholder} of the English text", () => {
    for (const [path, text] of english)
      expect(placeholders(own.get(path) ?? ""), path).toEqual(placeholders(text));
  });

  it("translates what English says (only names, codes and numbers may stay the same)", () => {
    const same = [...english].filter(
      ([path, text]) => !path.endsWith("[]") && /[a-z]{4}/.test(text) && own.get(path) === text,
    );
    const allowed = (text: string) => /^(WhatsApp|OTC|\S+@\S+|[\d\s+()]+)$/.test(text);
    expect(same.filter(([, text]) => !allowed(text))).toEqual([]);
  });

  it("uses the glossary's word wherever English uses the term", () => {
    const strays: string[] = [];
    for (const [path, text] of english) {
      // Only the message's own words count: not what fills its placeholders, nor the names
      // that stay as they are ("Mahanadi Pharma Distributors", "Medicine Market Lane").
      const words = [site.name, site.address.street].reduce(
        (rest, name) => rest.replaceAll(name, ""),
        text.replace(/\{\w+\}/g, ""),
      );
      for (const term of glossary)
        if (
          term.english.test(words) &&
          (term.within?.test(path) ?? true) &&
          !(own.get(path) ?? "").includes(term[locale])
        )
          strays.push(`${path}: ${term.english} → ${term[locale]}`);
    }
    expect(strays).toEqual([]);
  });

  it("is marked as awaiting the owner's review, in its files and in the list", async () => {
    const files = import.meta.glob<{ reviewed?: boolean }>("./{or,hi}/*.ts", { eager: true });
    const unreviewed = Object.entries(files)
      .filter(([file, module]) => file.startsWith(`./${locale}/`) && module.reviewed !== true)
      .map(([file]) => file.replace(`./${locale}/`, "").replace(/\.ts$/, ""))
      .sort();
    for (const [file, module] of Object.entries(files))
      expect(typeof module.reviewed, `${file} says whether it was reviewed`).toBe("boolean");
    expect([...awaitingReview[locale]].sort()).toEqual(unreviewed);
    expect(glossaryReviewed[locale]).toBe(false);
  });
});

describe("the Odia texts", () => {
  it("write loanwords without a final halant, but for the glossary's exceptions", () => {
    const halanted = new Set<string>();
    for (const text of leaves(catalogue("or")).values())
      for (const [word] of text.matchAll(/[\u0B00-\u0B7F]+\u0B4D(?![\u0B00-\u0B7F])/gu))
        if (!odiaFinalHalant.includes(word)) halanted.add(word);
    expect([...halanted]).toEqual([]);
  });

  it("keep the final halant of the glossary's exceptions: ବିଲ୍, never ବିଲ (a field)", () => {
    const dropped = new Set<string>();
    for (const text of leaves(catalogue("or")).values())
      for (const word of odiaFinalHalant) {
        const bare = word.slice(0, -1);
        if (new RegExp(`(?<![\u0B00-\u0B7F])${bare}(?![\u0B00-\u0B7F])`, "u").test(text))
          dropped.add(bare);
      }
    expect([...dropped]).toEqual([]);
  });
});

describe("place names", () => {
  const script = { or: /^[\u0B00-\u0B7F]/u, hi: /^[\u0900-\u097F]/u };
  const places = { or: orSiteText.places, hi: hiSiteText.places };
  const englishNames = [
    site.address.locality,
    site.address.city,
    site.address.landmark,
    ...site.areaServed,
  ];

  it.each(translated)("are written in the script of the %s facts", (locale) => {
    const { licensingAuthority, areaServed, ...names } = places[locale];
    expect(areaServed, "one name for each area served").toHaveLength(site.areaServed.length);
    // The authority may add its English name in brackets, for matching the certificates.
    const words = [...Object.values(names), ...areaServed, licensingAuthority.split(" (")[0]!]
      .join(" ")
      .split(/[\s,]+/);
    expect(words.filter((word) => !script[locale].test(word))).toEqual([]);
  });

  it.each(translated)("never stay in English inside the %s sentences", (locale) => {
    const english: string[] = [];
    for (const [path, text] of leaves(catalogue(locale))) {
      // The postal address is a {placeholder} (written as the post writes it); a bracket gives
      // an official English name beside the translated one.
      const sentence = text.replace(/\([^)]*\)/g, "");
      for (const name of englishNames)
        if (sentence.includes(name)) english.push(`${path}: ${name}`);
    }
    expect(english).toEqual([]);
  });
});

describe("the chat catalogues", () => {
  it("reply to every topic the rules listen for, in every language", () => {
    const topics = chatRules.map((rule) => rule.topic).sort();
    for (const { chat } of Object.values(catalogues))
      expect(Object.keys(chat.replies).sort()).toEqual(topics);
  });
});

describe("a missing translation", () => {
  it("is found by the key comparison", () => {
    const broken = structuredClone(catalogue("or"));
    delete (broken.common.nav as Partial<typeof broken.common.nav>).careers;
    const keys = [...leaves(broken).keys()];
    expect(english.has("common.nav.careers")).toBe(true);
    expect(keys).not.toContain("common.nav.careers");
  });
});
