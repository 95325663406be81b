import { Hono } from "hono";
import type { ApiRouteName } from "#shared/api/routes.ts";
import type { z } from "#shared/schemas/zod.ts";
import type { Page } from "#server/db/list-queries.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { mountRoute, type RouteInput } from "#server/http/api-route.server.ts";
import { fileDownload, type SheetFile } from "#server/http/sheet-file.server.ts";
import type { AuditAction } from "./audit.server";
import type { AdminDeps, AdminEnv, AdminGuards } from "./guards.server";
import { mountList, statusFilters, type ListRouteName } from "./list-page.server";

// Staff's routes over what customers send in for a decision (a reported payment, a return):
// the export for the billing software, the list by status, and the decision, which the
// customer hears of by mail. Written once: each feature says only what its own rows are.

/** The registry's lists filtered by a status (what waits, what was decided). */
type StatusListName = {
  [Name in ListRouteName]: RouteInput<Name>["query"] extends Parameters<typeof statusFilters>[0]
    ? Name
    : never;
}[ListRouteName];

/** What the routes work with: the database the feature's callbacks read, the outbox to wake. */
export type DecisionDeps = Pick<AdminDeps, "database" | "outbox">;

/** What a route did, as the audit log says it. */
type Audited = { action: AuditAction; detail: string };

/** A decision's outcome: undefined when there is no such row, a conflict's sentence (409), or done. */
export type Decided = undefined | { conflict: string } | Audited;

export function decisionRoutes<
  Export extends ApiRouteName,
  List extends StatusListName,
  Decide extends ApiRouteName,
  Stored,
  Row,
>(
  { outbox }: DecisionDeps,
  guards: AdminGuards,
  routes: {
    export: {
      name: Export;
      /** What a query that cannot be used is told. */
      refusal: string;
      file: (query: RouteInput<Export>["query"]) => Promise<{ file: SheetFile } & Audited>;
    };
    list: {
      name: List;
      /** The answer's key for the rows. */
      rows: string;
      action: AuditAction;
      /** One page of the stored rows, each answered as `view` makes it. */
      load: (query: RouteInput<List>["query"]) => Promise<Page<Stored>>;
      view: (row: Stored) => Row;
    };
    decide: {
      name: Decide;
      /** What a body that does not fit is told. */
      refusal: (error: z.ZodError) => string;
      /** 404's sentence. */
      missing: string;
      decide: (id: string, body: RouteInput<Decide>["body"], by: string) => Promise<Decided>;
    };
  },
) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;

  mountRoute(
    api,
    routes.export.name,
    { guards: [requireAdmin], refusals: { query: routes.export.refusal } },
    async (c, { query }) => {
      const { file, action, detail } = await routes.export.file(query);
      await record(c, action, detail);
      return fileDownload(c, file);
    },
  );

  mountList(api, routes.list.name, guards, {
    rows: routes.list.rows,
    load: async (query) => {
      const { total, rows } = await routes.list.load(query);
      return { total, rows: rows.map(routes.list.view) };
    },
    action: routes.list.action,
    filters: statusFilters,
  });

  mountRoute(
    api,
    routes.decide.name,
    { guards: [sameOrigin, requireAdmin], refusals: { body: routes.decide.refusal } },
    async (c, { body }) => {
      const id = c.req.param("id") ?? "";
      const decided = await routes.decide.decide(id, body, c.get("admin").email);
      if (!decided) return apiError(c, 404, routes.decide.missing);
      if ("conflict" in decided) return apiError(c, 409, decided.conflict);
      await record(c, decided.action, decided.detail);
      outbox.kick();
      return c.json({ success: true });
    },
  );

  return api;
}
