import { decodeText, detectDelimiter } from "#shared/schemas/catalogue-text.ts";

/** More than any header row needs; the rest of a large file is never read in the browser. */
const HEAD_BYTES = 64 * 1024;

/**
 * The column names in the first row of a CSV item list, read as the server reads the file
 * (same encodings and separators, quoted cells), for the column mapping to offer. Empty and
 * repeated names are left out.
 */
export async function readCsvHeader(file: Blob): Promise<string[]> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return headerCells(decodeText(head, { partial: true }));
}

/** The cells of the first non-empty line; a quoted cell may hold separators, quotes and line breaks. */
export function headerCells(text: string): string[] {
  const delimiter = detectDelimiter(text.replace(/^[\r\n]+/, ""));
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && cell === "") {
      quoted = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (cells.length > 0 || cell !== "") break;
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return [...new Set(cells.map((name) => name.trim()).filter(Boolean))];
}
