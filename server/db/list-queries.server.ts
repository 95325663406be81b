import { sql } from "kysely";
import type { ListQuery } from "#shared/schemas/admin.ts";

// What every list the staff page through is built from, for both dialects.

export type Page<Row> = { total: number; rows: Row[] };

/** `column` contains `q`, case-insensitively, with q's own % _ \\ taken literally (both dialects). */
export function contains(column: string, q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** One page of a list: ties in the sort order are broken by id, so pages never overlap. */
export function onePage<QB extends { limit(n: number): QB; offset(n: number): QB }>(
  query: Pick<ListQuery, "page" | "pageSize">,
) {
  return (select: QB) => select.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
}

/** Child rows (an order's lines, an enquiry's items) by their parent's id, in the rows' order. */
export function groupRows<Row, Item>(
  rows: Row[],
  parentOf: (row: Row) => string,
  view: (row: Row) => Item,
) {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const group = groups.get(parentOf(row));
    if (group) group.push(view(row));
    else groups.set(parentOf(row), [view(row)]);
  }
  return groups;
}
