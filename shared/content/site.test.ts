import { describe, expect, test } from "vitest";
import { site } from "./site";

const gstinAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN's 15th character: a base-36 checksum of the first 14, weights 1 and 2 alternating. */
function gstinCheckCharacter(first14: string) {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = gstinAlphabet.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36];
}

// The owner types these numbers in by hand: a slip shows up here, not in front of a buyer.
describe("the business's registration", () => {
  test("the checksum matches a published GSTIN", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  test("the GSTIN is Odisha's (21), carries a PAN and a valid check character", () => {
    const { gstin } = site.registration;
    expect(gstin).toMatch(/^21[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(gstin.at(-1)).toBe(gstinCheckCharacter(gstin.slice(0, 14)));
  });

  test("both wholesale drug licences, Forms 20B and 21B, are listed with a number", () => {
    const licences = site.registration.drugLicences;
    expect(licences.map((licence) => /Form (2[01]B)/.exec(licence.label)?.[1])).toEqual([
      "20B",
      "21B",
    ]);
    for (const licence of licences) expect(licence.number.trim()).not.toBe("");
  });
});
