import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { makeZip, type ZipEntry } from "#tests/fixtures/make-zip.ts";
import { checkResume, cleanFileName, resumeContentTypes } from "./resume-check.server";
import { fixture } from "#tests/support/fixtures.ts";

const pdf = fixture("resume.pdf");
const doc = fixture("resume.doc");
const docx = fixture("resume.docx");
const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(512)]);

const notValid = { ok: false, error: "The resume file is not a valid PDF, DOC or DOCX document." };
const mismatch = {
  ok: false,
  error: "The resume file's content does not match its file extension.",
};
const badExtension = { ok: false, error: "The resume must be a PDF, DOC or DOCX file." };

const MiB = 1024 * 1024;
const docxParts: ZipEntry[] = [
  { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
  { name: "word/document.xml", data: Buffer.from("<w:document/>") },
];
const docxPartsSize = docxParts.reduce((sum, part) => sum + (part.data?.length ?? 0), 0);
const fillers = (count: number): ZipEntry[] =>
  Array.from({ length: count }, (_, i) => ({ name: `word/media/${i}.xml` }));

describe("checkResume", () => {
  it("accepts the real PDF, DOC and DOCX fixtures", async () => {
    expect(await checkResume("resume.pdf", pdf)).toEqual({ ok: true, kind: "pdf" });
    expect(await checkResume("resume.doc", doc)).toEqual({ ok: true, kind: "doc" });
    expect(await checkResume("resume.docx", docx)).toEqual({ ok: true, kind: "docx" });
  });

  it("ignores the extension's case, folders and trailing dots in the name", async () => {
    expect(await checkResume("CV.PDF", pdf)).toEqual({ ok: true, kind: "pdf" });
    expect(await checkResume("cv.pdf. ", pdf)).toEqual({ ok: true, kind: "pdf" });
    expect(await checkResume("C:\\Users\\Priya\\My CV.Docx", docx)).toEqual({
      ok: true,
      kind: "docx",
    });
  });

  it("maps each kind to its content type", () => {
    expect(resumeContentTypes).toEqual({
      pdf: "application/pdf",
      doc: "application/msword",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });

  it("refuses executables renamed as documents", async () => {
    const elf = Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01", "latin1"), Buffer.alloc(512)]);
    expect(await checkResume("cv.pdf", exe)).toEqual(notValid);
    expect(await checkResume("cv.doc", elf)).toEqual(notValid);
    expect(await checkResume("cv.docx", exe)).toEqual(notValid);
  });

  it("refuses a self-extracting executable even though it holds a DOCX", async () => {
    expect(await checkResume("cv.docx", makeZip(docxParts, exe))).toEqual(notValid);
  });

  it("refuses a document whose content does not match its extension", async () => {
    expect(await checkResume("cv.docx", pdf)).toEqual(mismatch);
    expect(await checkResume("cv.pdf", docx)).toEqual(mismatch);
    expect(await checkResume("cv.docx", doc)).toEqual(mismatch);
    expect(await checkResume("cv.doc", pdf)).toEqual(mismatch);
  });

  it("refuses an OLE2 file that is not a Word document (an Excel sheet) as .doc", async () => {
    const sheet = CFB.utils.cfb_new();
    CFB.utils.cfb_add(sheet, "Workbook", Buffer.from("BIFF8 records of a spreadsheet"));
    const xls = Buffer.from(CFB.write(sheet, { type: "buffer" }) as Uint8Array);
    expect(await checkResume("cv.doc", xls)).toEqual({
      ok: false,
      error: "The resume file is not a valid PDF, DOC or DOCX document.",
    });
    const word = CFB.utils.cfb_new();
    CFB.utils.cfb_add(word, "WordDocument", Buffer.from("a Word binary stream"));
    const doc = Buffer.from(CFB.write(word, { type: "buffer" }) as Uint8Array);
    expect(await checkResume("cv.doc", doc)).toEqual({ ok: true, kind: "doc" });
  });

  it("refuses a Word document cut off before its directory, without throwing", async () => {
    const doc = fixture("resume.doc");
    for (const length of [8, 100, 512, 1024])
      expect((await checkResume("cv.doc", doc.subarray(0, length))).ok, String(length)).toBe(false);
  });

  it("accepts a minimal DOCX-shaped zip built by the test helper", async () => {
    // Control for the refusals below: the helper itself makes acceptable archives.
    expect(await checkResume("cv.docx", makeZip(docxParts))).toEqual({ ok: true, kind: "docx" });
  });

  it("refuses a zip that is not a DOCX", async () => {
    const plain = makeZip([
      { name: "notes.txt", data: Buffer.from("hello") },
      { name: "photo.jpg", data: Buffer.alloc(100) },
    ]);
    const xlsx = makeZip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    ]);
    const onlyDocument = makeZip([
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ]);
    expect(await checkResume("cv.docx", plain)).toEqual(notValid);
    expect(await checkResume("cv.docx", xlsx)).toEqual(notValid);
    expect(await checkResume("cv.docx", onlyDocument)).toEqual(notValid);
  });

  it("refuses a zip bomb of real, highly compressible data", async () => {
    const bomb = makeZip([
      ...docxParts,
      { name: "word/media/zeros.bin", data: Buffer.alloc(60 * MiB) },
    ]);
    expect(bomb.length).toBeLessThan(MiB);
    expect(await checkResume("cv.docx", bomb)).toEqual(notValid);
  });

  it("caps the declared uncompressed size at 50 MB in total", async () => {
    const withDeclared = (sizes: number[]) =>
      makeZip([
        ...docxParts,
        ...sizes.map((declaredSize, i) => ({ name: `word/media/${i}.bin`, declaredSize })),
      ]);
    const room = 50 * MiB - docxPartsSize;
    expect(await checkResume("cv.docx", withDeclared([room - 10, 10]))).toEqual({
      ok: true,
      kind: "docx",
    });
    expect(await checkResume("cv.docx", withDeclared([room - 10, 11]))).toEqual(notValid);
    expect(await checkResume("cv.docx", withDeclared([0xffffffff]))).toEqual(notValid);
  });

  it("caps the number of entries at 1000", async () => {
    expect(await checkResume("cv.docx", makeZip([...docxParts, ...fillers(998)]))).toEqual({
      ok: true,
      kind: "docx",
    });
    expect(await checkResume("cv.docx", makeZip([...docxParts, ...fillers(999)]))).toEqual(
      notValid,
    );
  });

  it("refuses a zip whose entries claim data beyond the end of the file", async () => {
    const forged = makeZip([
      docxParts[0]!,
      {
        name: "word/document.xml",
        data: Buffer.from("<w:document/>"),
        declaredCompressedSize: MiB,
      },
    ]);
    expect(await checkResume("cv.docx", forged)).toEqual(notValid);
  });

  it("refuses a truncated DOCX", async () => {
    expect(await checkResume("cv.docx", docx.subarray(0, docx.length / 2))).toEqual(notValid);
    expect(await checkResume("cv.docx", docx.subarray(0, docx.length - 1))).toEqual(notValid);
  });

  it("refuses every truncation and corruption of a DOCX without throwing", async () => {
    for (let length = 0; length < docx.length; length += 7) {
      const result = await checkResume("cv.docx", docx.subarray(0, length));
      expect(result.ok, `truncated to ${length} bytes`).toBe(false);
    }
    // Flipped bytes in the central directory may or may not leave a DOCX, but
    // must always settle into a verdict.
    const directoryStart = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(directoryStart).toBeGreaterThan(0);
    for (let at = directoryStart; at < docx.length; at++) {
      const corrupt = Buffer.from(docx);
      corrupt[at] = corrupt[at]! ^ 0xff;
      await expect(checkResume("cv.docx", corrupt)).resolves.toHaveProperty("ok");
    }
  });

  it("refuses an empty file", async () => {
    expect(await checkResume("cv.pdf", Buffer.alloc(0))).toEqual({
      ok: false,
      error: "The resume file is empty.",
    });
  });

  it("refuses other extensions whatever the content", async () => {
    for (const name of ["cv.txt", "cv.exe", "cv", "cv.pdf.exe", "cv.pdf\0.exe", "cv.pdf/", ""]) {
      expect(await checkResume(name, pdf), name).toEqual(badExtension);
    }
  });
});

describe("cleanFileName", () => {
  it("keeps only the base name of a path", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\Priya\\cv.pdf")).toBe("cv.pdf");
    expect(cleanFileName("/home/priya/My CV.pdf")).toBe("My CV.pdf");
    expect(cleanFileName("..\\..\\boot.ini")).toBe("boot.ini");
  });

  it("drops NUL, control characters and characters reserved in file names", () => {
    expect(cleanFileName("cv\0.pdf")).toBe("cv.pdf");
    expect(cleanFileName("\x07bell\x7f\x9b.pdf")).toBe("bell.pdf");
    expect(cleanFileName('a<b>c:d"e|f?g*h.pdf')).toBe("abcdefgh.pdf");
    expect(cleanFileName("cv\r\nContent-Type: text/html.pdf")).toBe("html.pdf");
    expect(cleanFileName("cv\r\nX-Injected: 1.pdf")).toBe("cv X-Injected 1.pdf");
  });

  it("drops bidirectional overrides that disguise the extension", () => {
    expect(cleanFileName("cv\u202Efdp.exe")).toBe("cvfdp.exe");
  });

  it("collapses whitespace and trims dots and spaces at the ends", () => {
    expect(cleanFileName("  my \t  cv \u00a0 .pdf  ")).toBe("my cv.pdf");
    expect(cleanFileName("...hidden cv.pdf...")).toBe("hidden cv.pdf");
    expect(cleanFileName("Priya | CV * 2025.pdf")).toBe("Priya CV 2025.pdf");
  });

  it("keeps Unicode letters, in NFC", () => {
    expect(cleanFileName("ପ୍ରିୟା ମହାନ୍ତି.pdf")).toBe("ପ୍ରିୟା ମହାନ୍ତି.pdf");
    expect(cleanFileName("प्रिया_बायोडाटा.docx")).toBe("प्रिया_बायोडाटा.docx");
    // Zero-width joiners shape Indic conjuncts, so they stay.
    expect(cleanFileName("क्\u200Dष.pdf")).toBe("क्\u200Dष.pdf");
    expect(cleanFileName("Re\u0301sume\u0301.pdf")).toBe("R\u00e9sum\u00e9.pdf");
  });

  it("caps the length at 120 characters, keeping the extension", () => {
    const long = cleanFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toBe(`${"a".repeat(116)}.pdf`);
    expect(cleanFileName("x".repeat(500))).toBe("x".repeat(120));
    // The cut falls just after a space, which is then trimmed.
    expect(cleanFileName(`${"a".repeat(114)}      b.docx`)).toBe(`${"a".repeat(114)}.docx`);
  });

  it("cuts long Unicode names between letters, never inside one", () => {
    const syllable = "ପ୍ରି"; // one grapheme of four code points
    const cleaned = cleanFileName(`${syllable.repeat(100)}.docx`);
    expect(cleaned).toBe(`${syllable.repeat(28)}.docx`);
    // A single grapheme longer than the cap cannot be kept whole.
    expect(cleanFileName(`a${"\u0301".repeat(500)}.pdf`)).toBe("resume.pdf");
  });

  it("falls back to resume when nothing is left", () => {
    expect(cleanFileName("")).toBe("resume");
    expect(cleanFileName("...")).toBe("resume");
    expect(cleanFileName(" . . ")).toBe("resume");
    expect(cleanFileName("../")).toBe("resume");
    expect(cleanFileName("<>|\0")).toBe("resume");
    expect(cleanFileName(".pdf")).toBe("resume.pdf");
    expect(cleanFileName("**.docx")).toBe("resume.docx");
  });

  it("always returns a name that can be percent-encoded for a header", () => {
    const cleaned = cleanFileName("cv\uD800.pdf");
    expect(cleaned).toBe("cv\uFFFD.pdf");
    expect(() => encodeURIComponent(cleaned)).not.toThrow();
  });
});
