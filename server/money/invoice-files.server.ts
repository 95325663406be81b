import yauzl from "yauzl";
import {
  MAX_INVOICE_PDF_BYTES,
  MAX_INVOICE_ZIP_ENTRIES,
  MAX_INVOICE_ZIP_UNPACKED_BYTES,
} from "#shared/limits.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";

// The invoice PDFs of an upload (docs/product.md#invoice-copies): PDF files as they are, and the
// PDFs inside a `.zip` of a day's bills. What is not a PDF, is too large, or sits at a path that
// leaves the zip's folder is listed with the reason and never written anywhere; a zip that holds
// too many entries or unpacks to too much is refused whole.

export type InvoiceFile = { file: string; content: Buffer };
export type NotRead = { file: string; why: string };

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const pdfMagic = Buffer.from("%PDF-");
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const invoiceFileReasons = {
  notPdf: "It is not a PDF.",
  tooLarge: `It is larger than ${megabytes(MAX_INVOICE_PDF_BYTES)}.`,
  outsideZip: "Its path leaves the zip's folder (../ or an absolute path): not read.",
  zipInZip: "A zip inside the zip is not opened.",
};

/** Every PDF of the uploaded files, and each file that is not one, with why. */
export async function invoiceFiles(uploads: { name: string; content: Buffer }[]) {
  const files: InvoiceFile[] = [];
  const notRead: NotRead[] = [];
  for (const upload of uploads) {
    if (upload.content.subarray(0, 4).equals(zipMagic)) {
      const inside = await zipEntries(upload.name, upload.content);
      files.push(...inside.files);
      notRead.push(...inside.notRead);
    } else {
      const problem = pdfProblem(upload.content);
      if (problem) notRead.push({ file: upload.name, why: problem });
      else files.push({ file: upload.name, content: upload.content });
    }
  }
  return { files, notRead };
}

const pdfProblem = (content: Buffer) =>
  content.length > MAX_INVOICE_PDF_BYTES
    ? invoiceFileReasons.tooLarge
    : content.subarray(0, 5).equals(pdfMagic)
      ? undefined
      : invoiceFileReasons.notPdf;

/** A zip entry's path that stays inside the zip's folder, or undefined. */
function insidePath(raw: Buffer) {
  const path = raw.toString("utf8");
  const parts = path.split(/[/\\]/);
  if (/^([/\\]|[a-zA-Z]:)/.test(path) || parts.includes("..")) return undefined;
  return parts.filter(Boolean).join("/");
}

function zipEntries(zipName: string, bytes: Buffer) {
  const damaged = new Refusal(
    400,
    inWords(`The zip file ${zipName} is damaged. Please make it again.`),
  );
  const bomb = new Refusal(
    400,
    inWords(
      `The zip file ${zipName} holds more than ${MAX_INVOICE_ZIP_ENTRIES} files or unpacks to more than ${megabytes(MAX_INVOICE_ZIP_UNPACKED_BYTES)}: please upload a day's bills at a time.`,
    ),
  );
  return new Promise<{ files: InvoiceFile[]; notRead: NotRead[] }>((resolve, reject) => {
    // Names are read raw (decodeStrings off): yauzl would stop at the first path that leaves
    // the zip's folder, and the rest of the zip is to be read.
    const options = { lazyEntries: true, validateEntrySizes: true, decodeStrings: false } as const;
    yauzl.fromBuffer(bytes, options, (error, zip) => {
      if (error || !zip) return reject(damaged);
      if (zip.entryCount > MAX_INVOICE_ZIP_ENTRIES) return reject(bomb);
      const files: InvoiceFile[] = [];
      const notRead: NotRead[] = [];
      let unpacked = 0;
      let failed = false;
      const fail = (refusal: Refusal) => {
        failed = true;
        zip.close();
        reject(refusal);
      };
      zip.on("error", () => !failed && fail(damaged));
      zip.on("entry", (entry: yauzl.Entry) => {
        const raw = entry.fileName as unknown as Buffer;
        const path = insidePath(raw);
        const shown = `${zipName}: ${path ?? raw.toString("utf8")}`;
        const skip = (why?: string) => {
          if (why) notRead.push({ file: shown, why });
          zip.readEntry();
        };
        if (path === undefined) return skip(invoiceFileReasons.outsideZip);
        if (path.endsWith("/") || raw.at(-1) === 0x2f) return skip();
        if (/\.zip$/i.test(path)) return skip(invoiceFileReasons.zipInZip);
        if (entry.uncompressedSize > MAX_INVOICE_PDF_BYTES)
          return skip(invoiceFileReasons.tooLarge);
        unpacked += entry.uncompressedSize;
        if (unpacked > MAX_INVOICE_ZIP_UNPACKED_BYTES) return fail(bomb);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(damaged);
          const chunks: Buffer[] = [];
          // An entry that unpacks to more than it claimed is a bomb (validateEntrySizes).
          stream.on("error", () => !failed && fail(bomb));
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const content = Buffer.concat(chunks);
            const problem = pdfProblem(content);
            if (problem) notRead.push({ file: shown, why: problem });
            else files.push({ file: shown, content });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => !failed && resolve({ files, notRead }));
      zip.readEntry();
    });
  });
}
