import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A committed test document (tests/fixtures/), by file name. */
export const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const fixture = (name: string) => readFileSync(fixturePath(name));
