// How the text of an uploaded CSV item list is read: its encoding and its separator. The server
// reads whole files this way; the browser reads the header row the same way, to offer its
// column names in the column mapping.

/**
 * UTF-8 (BOM or not) when it decodes cleanly, UTF-16 by its BOM, else Windows-1252. `partial`
 * bytes are the start of a file: a character cut off at their end is not a decoding error.
 */
export function decodeText(bytes: Uint8Array, { partial = false } = {}): string {
  const options = { stream: partial };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder("utf-16le").decode(bytes, options);
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder("utf-16be").decode(bytes, options);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes, options);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes, options);
  }
}

/** The separator the header line uses most, outside quotes: comma, semicolon or tab. */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  const [best] = (Object.entries(counts) as [keyof typeof counts, number][]).sort(
    (a, b) => b[1] - a[1],
  )[0]!;
  return best;
}
