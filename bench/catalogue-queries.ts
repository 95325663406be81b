import { readFileSync } from "node:fs";

// The committed search mix of the catalogue bench (bench/make-catalogue-queries.ts makes it).

/** One- to three-letter starts, bare numbers, a brand's start with a strength, typos. */
export type QueryKind = "prefix" | "number" | "brand" | "misspelt";
export type BenchQuery = { kind: QueryKind; q: string };

export const CATALOGUE_QUERIES_FILE = new URL("catalogue-queries.json", import.meta.url);

/** The searches, each one different from every other. */
export const catalogueQueries = () =>
  JSON.parse(readFileSync(CATALOGUE_QUERIES_FILE, "utf8")) as BenchQuery[];
