import type { Hono } from "hono";
import type { ApiRouteName } from "#shared/api/routes.ts";
import type { ListQuery } from "#shared/schemas/admin.ts";
import { mountRoute, type RouteInput } from "#server/http/api-route.server.ts";
import type { AuditAction } from "./audit.server";
import type { Page } from "#server/db/list-queries.server.ts";
import type { AdminEnv, AdminGuards } from "./guards.server";

type Paging = Pick<ListQuery, "page" | "pageSize">;
type QueryOf<Name extends ApiRouteName> = RouteInput<Name>["query"];

/** The registry's routes whose query is a list's: a page and its size. */
export type ListRouteName = {
  [Name in ApiRouteName]: QueryOf<Name> extends Paging ? Name : never;
}[ApiRouteName];

/**
 * Mounts an admin list endpoint from the registry: its query parsed with the route's schema
 * (400 when it is not valid), one page and the total loaded, the read recorded in the audit log
 * (once an hour, with the filters `filters` names), answering `{success, total, page, pageSize,
 * <rows>: rows}` (shared/schemas/admin.ts, listPageSchema) and whatever else the load adds.
 */
export function mountList<Name extends ListRouteName, Row>(
  api: Hono<AdminEnv>,
  name: Name,
  guards: AdminGuards,
  options: {
    /** The answer's key for the rows. */
    rows: string;
    load: (query: QueryOf<Name>) => Promise<Page<Row>>;
    action: AuditAction;
    /** The filters a read used, as the audit log says them ("status invited", "with a search"). */
    filters: (query: QueryOf<Name>) => string[];
  },
) {
  mountRoute(
    api,
    name,
    {
      guards: [guards.requireAdmin],
      refusals: { query: "The list's search, sort or page is not valid." },
    },
    async (c, { query }) => {
      const { total, rows, ...more } = await options.load(query);
      const filters = options.filters(query).join(", ") || "no filters";
      await guards.recordListRead(c, options.action, filters);
      const { page, pageSize } = query as QueryOf<Name> & Paging;
      return c.json({ success: true, total, page, pageSize, [options.rows]: rows, ...more });
    },
  );
}

/**
 * The filters of a list's audit entry: that a search was made, never its words (a searched name
 * or email would outlive that person's erasure in the log), and the spam view.
 */
export const searchFilters = (query: Pick<ListQuery, "q" | "spam">) => [
  ...(query.q ? ["with a search"] : []),
  ...(query.spam ? ["spam"] : []),
];

/** The filters of a list of customers' requests (payments, returns): its status, and a search. */
export const statusFilters = (query: Pick<ListQuery, "q"> & { status: string }) => [
  query.status,
  ...searchFilters({ q: query.q, spam: false }),
];
