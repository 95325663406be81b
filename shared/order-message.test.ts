import { describe, expect, it } from "vitest";
import { buildIndex } from "./catalogue-search";
import { parseOrderMessage, readIndentRow } from "./order-message";
import { messageCatalogue } from "#tests/fixtures/order-message-catalogue.ts";
import {
  linesAfterTuning,
  messageLines,
  type MessageLine,
} from "#tests/fixtures/order-message-lines.ts";

// The corpus of chemists' message lines (tests/fixtures/order-message-lines.ts) over a catalogue
// of real-looking brands: the right item first on at least 90 % of the items, the right quantity
// on every item that has one (1, marked, on those without), and no line matched to an item when
// none is meant (docs/product.md#orders-from-a-message).
//
// Scores, items right first of all items read (the corpus's 162 lines hold 168 items), every
// quantity right and no "none" line matched in each:
// - before any tuning (the first parser, committed with this note): 165 of 168 (98.2 %); the
//   three missed "o2 tab 5 strip" (the brand "o" read as the Odia "and"), "मोंटेयर एलसी 10
//   पत्ता" (the letters "LC" spelt out as "elsi") and "पैन 40 १५ पत्ता" ("ै" romanised "e");
// - after tuning: 168 of 168;
// - the 50 lines written after tuning (55 items), as first scored: 53 of 55 (96.4 %), every
//   "none" line unmatched, one quantity wrong ("gloves 7 no 20 pair" read as 7, fixed since:
//   "no" counts only when no other unit does); "ondam 4" and "amarl 1" stay unmatched (a short
//   brand's typo the search does not reach).

const index = buildIndex(messageCatalogue, 1);
const nameOf = (id: string | undefined) =>
  messageCatalogue.find((item) => item.id === id)?.name ?? null;

/** How the parser reads a set of lines, item by item. */
function score(lines: MessageLine[]) {
  let items = 0;
  let right = 0;
  const wrongItems: string[] = [];
  const wrongQuantities: string[] = [];
  const noneMatched: string[] = [];
  const wrongCounts: string[] = [];
  for (const [text, ...expected] of lines) {
    const read = parseOrderMessage(text, index);
    if (read.length !== expected.length) {
      wrongCounts.push(`${text}: ${read.length} items, not ${expected.length}`);
      continue;
    }
    expected.forEach(([name, quantity], i) => {
      const got = read[i]!;
      const gotName = nameOf(got.match?.id);
      items++;
      if (gotName === name) right++;
      else if (name === null) noneMatched.push(`${text} → ${gotName}`);
      else wrongItems.push(`${text} → ${gotName ?? "none"}, not ${name}`);
      if (name === null) return;
      const quantityRight =
        quantity === null
          ? got.quantity === 1 && !got.quantityWritten
          : got.quantity === quantity && got.quantityWritten;
      if (!quantityRight)
        wrongQuantities.push(`${text} → ${got.quantity}, not ${quantity ?? "1 (marked)"}`);
    });
  }
  return {
    items,
    right,
    share: right / items,
    wrongItems,
    wrongQuantities,
    noneMatched,
    wrongCounts,
  };
}

describe("orders from a message", () => {
  it("has at least 150 lines written as chemists write", () => {
    expect(messageLines.length).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ["the corpus", messageLines],
    ["the lines written after tuning", linesAfterTuning],
  ])(
    "reads %s: the right item first on 90 %% of items, every quantity, no item made up",
    (_, lines) => {
      const result = score(lines);
      expect(result.wrongCounts).toEqual([]);
      expect(result.noneMatched).toEqual([]);
      expect(result.wrongQuantities).toEqual([]);
      expect(result.share, result.wrongItems.join("\n")).toBeGreaterThanOrEqual(0.9);
    },
  );

  it("offers other strengths as alternatives, and reads an indent's quantity cell", () => {
    const [dolo] = parseOrderMessage("dolo 650 10", index);
    expect(dolo!.match?.name).toBe("DOLO 650 TAB");
    expect(dolo!.alternatives.map((item) => item.name)).toContain("DOLO 500 TAB");
    expect(dolo!.alternatives.length).toBeLessThanOrEqual(3);
    const row = readIndentRow(index, { line: 4, name: "Pan 40 Tab", quantity: "୧୫" });
    expect(row).toMatchObject({ line: 4, quantity: 15, quantityWritten: true });
    expect(row.match?.name).toBe("PAN 40 TAB");
    expect(readIndentRow(index, { line: 5, name: "Pan 40", quantity: "" })).toMatchObject({
      quantity: 1,
      quantityWritten: false,
    });
  });

  it("numbers items by their line, several on a line, and skips blank lines and bullets", () => {
    const read = parseOrderMessage(
      "Good morning\n\n1. dolo 650 x 2, pan 40 - 3\n• levocet 4",
      index,
    );
    expect(read.map(({ line, text, quantity }) => [line, text, quantity])).toEqual([
      [1, "Good morning", 1],
      [3, "dolo 650 x 2", 2],
      [3, "pan 40 - 3", 3],
      [4, "levocet 4", 4],
    ]);
    expect(read[0]!.match).toBeNull();
  });
});
