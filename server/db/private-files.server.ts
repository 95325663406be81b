import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from "node:fs";
import path from "node:path";

// Everything under DATA_DIR holds personal data (the database, its WAL, logged mail): readable
// by the server's own user only.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder if needed and makes it, and everything already in it, private. */
export function makePrivate(folder: string) {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(folder, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/** Creates an empty private file unless it exists (SQLite then gives its WAL the same mode). */
export function createPrivateFile(file: string) {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}
