// Plain-text rendering: one table made of sections, each with its own aligned columns.

export type Section = {
  title: string;
  /** Rows of cells; the first row is usually the column headings. */
  rows: string[][];
  /** Free lines under the columns (verdicts, notes). */
  notes?: string[];
};

const OK = "✓";
const MISS = "✗";

export function mark(met: boolean): string {
  return met ? OK : MISS;
}

/** A figure with its verdict, e.g. `96 ✗`. */
export function judged(text: string, met: boolean | undefined): string {
  return met === undefined ? text : `${text} ${mark(met)}`;
}

export function ms(value: number, digits = 0): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "–";
}

export function seconds(valueMs: number): string {
  return Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : "–";
}

/** Kilobytes of 1024 bytes, as Lighthouse's budgets count them. */
export function kb(bytes: number): string {
  return Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "–";
}

export function count(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "–";
}

function align(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell + " ".repeat((widths[i] ?? 0) - [...cell].length))
      .join("  ")
      .trimEnd(),
  );
}

export function renderTable(heading: string[], sections: Section[]): string {
  const blocks = sections.map((section) => ({
    title: section.title,
    lines: [...align(section.rows), ...(section.notes ?? [])],
  }));
  const width = Math.max(
    ...heading.map((line) => [...line].length),
    ...blocks.flatMap((block) => [
      [...block.title].length + 4,
      ...block.lines.map((l) => [...l].length),
    ]),
  );
  const out = ["═".repeat(width), ...heading];
  for (const block of blocks) {
    const rule = `── ${block.title} `;
    out.push(rule + "─".repeat(Math.max(0, width - [...rule].length)), ...block.lines);
  }
  out.push("═".repeat(width));
  return out.join("\n");
}
