import { describe, expect, it } from "vitest";
import { buildIndex } from "#shared/catalogue-search.ts";
import sampleCatalogueCsv from "#shared/content/sample-catalogue.csv?raw";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { chatAnswer } from "./chat-intent";
import {
  ownQuestions,
  realBrands,
  reviewQuestions,
  type ChatQuestion,
  type Expected,
} from "./chat-questions.data";

// The chat as visitors meet it (issue #25, docs/product.md#chat-assistant): each question of
// ./chat-questions.data.ts is answered from the catalogue index of the sample list (plus real
// brands chemists ask for by name) and the scripted rules, and compared with its expected answer.

/** The sample catalogue's items, as the server publishes them (its CSV has no quoted cells). */
function sampleItems(): CatalogueItem[] {
  const [, ...rows] = sampleCatalogueCsv.trim().split("\n");
  return rows.map((row) => {
    const [name, manufacturer, composition, pack, category, code] = row.split(",");
    return {
      id: code!,
      name: name!,
      manufacturer: manufacturer!,
      composition: composition!,
      pack: pack!,
      category: category!,
    };
  });
}

const index = buildIndex(
  [
    ...sampleItems(),
    ...realBrands.map(([name, composition, pack], i) => ({
      id: `REAL${i}`,
      name,
      manufacturer: "Real brand",
      composition,
      pack,
      category: "",
    })),
  ],
  1,
);

/** What the visitor gets: item cards, a topic's reply, or the fallback. */
function answerTo(question: string): Expected {
  const answer = chatAnswer(question, (query) => index.strongMatches(query));
  return answer.kind === "items" ? "item" : answer.kind === "topic" ? answer.topic : "fallback";
}

const accepted = (expected: ChatQuestion[1]): readonly Expected[] =>
  typeof expected === "string" ? [expected] : expected;

const questions = [...reviewQuestions, ...ownQuestions];
const results = questions.map(([question, expected]) => ({
  question,
  expected: accepted(expected),
  got: answerTo(question),
}));

/** Licences, resumes and jobs: a phone list, a map or the hours would send them away. */
const careerTopics: readonly Expected[] = ["certified", "careers", "jobs", "apply"];
const awayFromCareers: readonly Expected[] = [
  "contact",
  "phone",
  "address",
  "location",
  "hours",
  "timing",
  "open",
];

describe("the chat's answers to questions as people type them", () => {
  it("has every question of the review and at least 150 of our own, each once", () => {
    expect(reviewQuestions).toHaveLength(112); // every question the review and the issue quote
    expect(ownQuestions.length).toBeGreaterThanOrEqual(150);
    const texts = questions.map(([question]) => question.toLowerCase());
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it("answers at least 95 % of them as expected", () => {
    const misses = results.filter(({ expected, got }) => !expected.includes(got));
    const right = (results.length - misses.length) / results.length;
    console.info(
      `chat questions: ${results.length - misses.length} of ${results.length} right (${(right * 100).toFixed(1)} %)` +
        misses
          .map(
            ({ question, expected, got }) =>
              `\n  ${question}: ${got}, expected ${expected.join(" or ")}`,
          )
          .join(""),
    );
    expect(right).toBeGreaterThanOrEqual(0.95);
  });

  it("never answers a question about licences, resumes or jobs with phones, map or hours", () => {
    const sentAway = results.filter(
      ({ expected, got }) =>
        expected.some((topic) => careerTopics.includes(topic)) && awayFromCareers.includes(got),
    );
    expect(sentAway).toEqual([]);
  });

  it("answers the issue's item questions with the items asked for", () => {
    const found = (question: string) => {
      const answer = chatAnswer(question, (query) => index.strongMatches(query));
      return answer.kind === "items" ? answer.items : [];
    };
    expect(found("do you have dolo 650?")[0]?.name).toBe("Dolo 650");
    expect(found("price of dolo").map((item) => item.name)).toContain("Dolo 650");
    for (const question of ["paracetamol available?", "ଓଷୁଧ ପାରାସିଟାମୋଲ ଅଛି କି"]) {
      const items = found(question);
      expect(items).toHaveLength(3);
      expect(items.every((item) => item.composition.startsWith("Paracetamol"))).toBe(true);
    }
    const azithromycin = found("azithromycin milega");
    expect(azithromycin).toHaveLength(3);
    expect(azithromycin.every((item) => item.composition.startsWith("Azithromycin"))).toBe(true);
  });
});
