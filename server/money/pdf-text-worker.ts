import { parentPort } from "node:worker_threads";
import { extractText, getDocumentProxy } from "unpdf";

// Reads the text of uploaded PDFs (invoice copies) in a worker thread, one after another as
// they are sent: pdf.js parses on the thread it runs on, so a file made to be slow costs this
// thread, which the caller stops after a time budget (pdf-text.server.ts), never the server's
// requests. Written for Node's own type stripping: the worker runs without the server's
// TypeScript loader.

export type PdfTextRequest = { id: number; bytes: Uint8Array; maxPages: number };
export type PdfTextAnswer = { id: number; text?: string };

async function read({ bytes, maxPages }: PdfTextRequest) {
  try {
    const pdf = await getDocumentProxy(bytes);
    if (pdf.numPages > maxPages) return "";
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join("\n");
  } catch {
    return undefined;
  }
}

parentPort?.on("message", async (request: PdfTextRequest) => {
  parentPort?.postMessage({ id: request.id, text: await read(request) } satisfies PdfTextAnswer);
});
