import type { z } from "zod";
import type { ListQuery } from "#shared/schemas/admin.ts";
import { apiError } from "#server/http/api-error.server.ts";
import type { AuditAction } from "./audit.server";
import type { Page } from "#server/db/list-queries.server.ts";
import type { AdminContext, AdminGuards } from "./guards.server";

/**
 * Every admin list endpoint: parse the query (400 when it is not valid), load one page and
 * the total, record the read in the audit log (once an hour, with the filters `filters` names),
 * answer `{success, total, page, pageSize, <name>: rows}` (shared/schemas/admin.ts,
 * listPageSchema) and whatever else the load adds.
 */
export async function listPage<Query extends Pick<ListQuery, "page" | "pageSize">, Row>(
  c: AdminContext,
  guards: AdminGuards,
  options: {
    schema: z.ZodType<Query, unknown>;
    name: string;
    load: (query: Query) => Promise<Page<Row>>;
    action: AuditAction;
    /** The filters a read used, as the audit log says them ("status invited", "with a search"). */
    filters: (query: Query) => string[];
  },
) {
  const parsed = options.schema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "The list's search, sort or page is not valid.");
  const query = parsed.data;
  const { total, rows, ...more } = await options.load(query);
  const filters = options.filters(query).join(", ") || "no filters";
  await guards.recordListRead(c, options.action, filters);
  return c.json({
    success: true,
    total,
    page: query.page,
    pageSize: query.pageSize,
    [options.name]: rows,
    ...more,
  });
}

/**
 * The filters of a list's audit entry: that a search was made, never its words (a searched name
 * or email would outlive that person's erasure in the log), and the spam view.
 */
export const searchFilters = (query: Pick<ListQuery, "q" | "spam">) => [
  ...(query.q ? ["with a search"] : []),
  ...(query.spam ? ["spam"] : []),
];
