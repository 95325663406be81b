import CFB from "cfb";
import { texts } from "#shared/content/text.ts";
import yauzl from "yauzl";
import { sayIn, type SentenceKey } from "#server/forms/refusal.server.ts";

export type ResumeKind = "pdf" | "doc" | "docx";

export const resumeContentTypes: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; error: string };

/** A resume's problem, by its sentence's key: the refusal says it in the form's language. */
export type ResumeProblem = { ok: false; said: SentenceKey };

const pdfMagic = Buffer.from("%PDF-", "latin1");
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

// A one-page CV has a dozen entries and well under 1 MB of XML; anything far
// beyond that is a zip bomb or not a resume.
const maxZipEntries = 1000;
const maxZipUncompressedBytes = 50 * 1024 * 1024;

const maxNameLength = 120;

function isResumeKind(extension: string): extension is ResumeKind {
  return Object.hasOwn(resumeContentTypes, extension);
}

/** The check, its problem in English (as the API's documentation words it). */
export async function checkResume(fileName: string, content: Buffer): Promise<ResumeCheck> {
  const check = await resumeCheck(fileName, content);
  return check.ok ? check : { ok: false, error: sayIn(texts.en, check.said) };
}

export async function resumeCheck(
  fileName: string,
  content: Buffer,
): Promise<{ ok: true; kind: ResumeKind } | ResumeProblem> {
  // Judge the extension of the name that will be stored, so "cv.pdf\0.exe"
  // counts as .exe and "cv.pdf." as .pdf.
  const name = cleanFileName(fileName);
  const dot = name.lastIndexOf(".");
  const extension = dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
  if (!isResumeKind(extension)) return { ok: false, said: "server.resume.extension" };
  if (content.length === 0) return { ok: false, said: "forms.validation.resumeEmpty" };

  const kind = await sniffKind(content);
  if (kind === undefined) return { ok: false, said: "server.resume.invalid" };
  if (kind !== extension) return { ok: false, said: "server.resume.mismatch" };
  return { ok: true, kind };
}

async function sniffKind(content: Buffer): Promise<ResumeKind | undefined> {
  if (startsWith(content, pdfMagic)) return "pdf";
  if (startsWith(content, oleMagic)) return isWordDocument(content) ? "doc" : undefined;
  if (startsWith(content, zipMagic) && (await isDocx(content))) return "docx";
  return undefined;
}

function startsWith(content: Buffer, magic: Buffer): boolean {
  return content.subarray(0, magic.length).equals(magic);
}

/**
 * An OLE2 compound file is a Word document only when it holds a "WordDocument" stream: an
 * Excel sheet or an installer has the same magic bytes.
 */
function isWordDocument(content: Buffer): boolean {
  try {
    const entry = CFB.find(CFB.read(content, { type: "buffer" }), "WordDocument");
    return entry !== null && entry.type === 2; // 2: a stream
  } catch {
    return false;
  }
}

// Reads only the central directory: nothing is ever decompressed, so a zip
// bomb costs no more than its own (capped) size.
function isDocx(content: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: false };
    try {
      yauzl.fromBuffer(content, options, (openError, zip) => {
        if (openError || !zip) return resolve(false);
        if (zip.entryCount > maxZipEntries) return resolve(false);

        const names = new Set<string>();
        let uncompressedBytes = 0;
        zip.on("error", () => resolve(false));
        zip.on("entry", (entry: yauzl.Entry) => {
          uncompressedBytes += entry.uncompressedSize;
          // Data lying past the end of the file means a truncated or forged
          // archive. Not calling readEntry again stops the reading.
          const dataEnd = entry.relativeOffsetOfLocalHeader + entry.compressedSize;
          if (uncompressedBytes > maxZipUncompressedBytes || dataEnd > content.length) {
            return resolve(false);
          }
          names.add(entry.fileName);
          zip.readEntry();
        });
        zip.on("end", () =>
          resolve(names.has("[Content_Types].xml") && names.has("word/document.xml")),
        );
        zip.readEntry();
      });
    } catch {
      resolve(false);
    }
  });
}

// Bidirectional overrides could make "cv\u202Efdp.exe" display as "cvexe.pdf".
// Zero-width (non-)joiners are kept: Indic scripts such as Odia need them.
const droppedCharacters = /[\p{Cc}<>:"/\\|?*\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const extensionPattern = /\.[\p{L}\p{N}]{1,10}$/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function cleanFileName(raw: string): string {
  const baseName = raw.split(/[/\\]/).at(-1) ?? "";
  // toWellFormed: a lone surrogate would make encodeURIComponent throw when
  // the name is put in a Content-Disposition header.
  const name = baseName
    .toWellFormed()
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(droppedCharacters, "")
    .replace(/ {2,}/g, " ")
    .replace(/[ .]+$/, "");

  // Split off the extension before trimming leading dots, so ".pdf" becomes
  // "resume.pdf" rather than "pdf".
  const extension = extensionPattern.exec(name)?.[0] ?? "";
  const stem = name.slice(0, name.length - extension.length).replace(/^[ .]+/, "");
  const shortStem = truncate(stem, maxNameLength - [...extension].length).replace(/[ .]+$/, "");
  return (shortStem || "resume") + extension;
}

// Caps the length in code points, which bounds the header size, but cuts only
// between graphemes so that no letter loses its vowel sign or virama.
function truncate(text: string, maxCodePoints: number): string {
  let result = "";
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    length += [...segment].length;
    if (length > maxCodePoints) break;
    result += segment;
  }
  return result;
}
