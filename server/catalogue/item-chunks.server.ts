import { setImmediate } from "node:timers/promises";
import type { ItemRow } from "./catalogue-rows.server";

// The checked items of an upload cross from the checking thread to the thread that answers
// requests as chunks of lines of JSON, each chunk a buffer handed over rather than copied: a
// message of 50,000 objects would be rebuilt there in one go (a third of a second), and one
// buffer of them all would be held there whole, with its text, while it is read.

/** Items a chunk holds: the thread that answers requests reads a chunk between two requests. */
export const ITEMS_A_CHUNK = 2000;

/** `items` as chunks of lines of JSON, ITEMS_A_CHUNK items a chunk. */
export function itemChunksOf(items: readonly unknown[]): Uint8Array<ArrayBuffer>[] {
  const encoder = new TextEncoder();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < items.length; start += ITEMS_A_CHUNK)
    chunks.push(
      encoder.encode(
        items
          .slice(start, start + ITEMS_A_CHUNK)
          .map((item) => JSON.stringify(item))
          .join("\n"),
      ),
    );
  return chunks;
}

/**
 * The items of `chunks` (itemChunksOf), a chunk a step with requests answered between; each
 * chunk is let go of (emptied in the array) once read.
 */
export async function readItemChunks(chunks: Uint8Array[]): Promise<ItemRow[]> {
  const decoder = new TextDecoder();
  const items: ItemRow[] = [];
  for (let n = 0; n < chunks.length; n++) {
    const text = decoder.decode(chunks[n]);
    chunks[n] = new Uint8Array();
    // JSON.stringify writes a newline inside a value as "\n": every line is one item.
    for (const line of text.split("\n")) items.push(JSON.parse(line) as ItemRow);
    await setImmediate();
  }
  return items;
}
