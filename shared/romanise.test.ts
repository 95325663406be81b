import { describe, expect, it } from "vitest";
import { romanise } from "./romanise";

describe("romanise", () => {
  it("spells Odia and Devanagari drug names as an English reader would", () => {
    expect(romanise("ପାରାସିଟାମୋଲ")).toBe("parasitamol");
    expect(romanise("ଡୋଲୋ 650")).toBe("dolo 650");
    expect(romanise("ଆଜିଥ୍ରୋମାଇସିନ")).toBe("ajithromaisin");
    expect(romanise("पैरासिटामोल")).toBe("perasitamol");
    expect(romanise("मेटफ़ॉर्मिन")).toBe("metformin");
  });

  it("reads a nukta letter the same however it was typed", () => {
    expect(romanise("\u095B")).toBe("z"); // ज़ as one code point
    expect(romanise("\u091C\u093C")).toBe("z"); // ज + nukta
    expect(romanise("ଡ଼")).toBe("r");
  });

  it("reads Odia and Devanagari digits as digits, and drops the joiners inside a word", () => {
    expect(romanise("୬୫୦")).toBe("650");
    expect(romanise("ଡୋଲୋ୬୫୦")).toBe("dolo650");
    expect(romanise("डोलो ६५०")).toBe("dolo 650");
    expect(romanise("२.५")).toBe("2.5");
    expect(romanise("ପାରା\u200Cସିଟାମୋଲ")).toBe("parasitamol");
  });

  it("leaves Latin text as it is", () => {
    expect(romanise("Dolo 650")).toBe("Dolo 650");
  });
});
