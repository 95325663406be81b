import { describe, expect, it } from "vitest";
import { headerCells, readCsvHeader } from "./csv-header";

describe("the header row of a CSV item list", () => {
  it("splits on the separator the header uses most", () => {
    expect(headerCells("Particulars,Supplier\nA,B\n")).toEqual(["Particulars", "Supplier"]);
    expect(headerCells("Particulars;Supplier;Rate, incl. tax\r\nA;B;1,5")).toEqual([
      "Particulars",
      "Supplier",
      "Rate, incl. tax",
    ]);
    expect(headerCells("Particulars\tSupplier\n")).toEqual(["Particulars", "Supplier"]);
  });

  it("reads quoted names, skips blank lines first, and leaves out empty and repeated names", () => {
    expect(headerCells('\r\n"Item, name","Say ""hi""",,Supplier , Supplier\nA')).toEqual([
      "Item, name",
      'Say "hi"',
      "Supplier",
    ]);
    expect(headerCells('"Two\nlines",Next\n')).toEqual(["Two\nlines", "Next"]);
  });

  it("reads every encoding the server reads", async () => {
    const text = "Désignation\tFournisseur\r\nA\tB\r\n";
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, "utf16le"))]);
    for (const bytes of [Buffer.from(`\uFEFF${text}`, "utf8"), Buffer.from(text, "latin1"), utf16])
      expect(await readCsvHeader(new Blob([new Uint8Array(bytes)]))).toEqual([
        "Désignation",
        "Fournisseur",
      ]);
  });

  it("reads only the start of a large file, even when a character is cut in two there", async () => {
    const bytes = Buffer.from(`Naam,Bedrijf\n${"é".repeat(100_000)}`, "utf8");
    expect(await readCsvHeader(new Blob([new Uint8Array(bytes)]))).toEqual(["Naam", "Bedrijf"]);
  });
});
