import { Hono } from "hono";
import { paiseOf } from "#shared/schemas/money.ts";
import { returnColumns, type AdminReturn } from "#shared/schemas/returns.ts";
import type { AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import { mountList, statusFilters } from "#server/auth/list-page.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { fileDownload, sheetFile } from "#server/http/sheet-file.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import {
  listReturns,
  moveReturn,
  returnPhoto,
  returnsForExport,
  type ReturnMove,
} from "./returns-store.server";
import { photoAnswer, returnView } from "./returns-routes.server";

// Staff's side of returns (docs/product.md#returns): the list by status with the customer, the
// window mark and the photo; approve (a pickup), received, credited with the credit note's number
// and amount, or rejected with a reason the customer reads; and the export for the billing
// software's breakage/expiry receipt.

const reasonNames = {
  expired: "Expired",
  near_expiry: "Near expiry",
  breakage: "Breakage",
  wrong_item: "Wrong item",
  other: "Other",
} as const;

type Listed = Awaited<ReturnType<typeof listReturns>>["rows"][number];

const adminView = (row: Listed): AdminReturn => ({
  ...returnView(row),
  customerId: row.customer_id,
  shopName: row.shop_name,
  code: row.code,
  statusBy: row.status_by,
});

export function returnsAdminRoutes(
  { database, outbox }: { database: DatabaseHandle; outbox: Pick<Outbox, "kick"> },
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;

  mountRoute(
    api,
    "exportReturns",
    {
      guards: [requireAdmin],
      refusals: {
        query: "Give the first and last day as YYYY-MM-DD, a status, and csv or xlsx.",
      },
    },
    async (c, { query }) => {
      const rows = await returnsForExport(db, query);
      const name = `returns-${query.status}${query.from ? `-from-${query.from}` : ""}${query.to ? `-to-${query.to}` : ""}`;
      const file = await sheetFile(
        query.format,
        name,
        returnColumns,
        rows.map((row) => [
          row.code,
          row.shop_name,
          row.item_code,
          row.item_name,
          row.batch,
          row.expiry,
          row.quantity,
          reasonNames[row.reason],
          row.credit_note,
          row.amount_paise === null ? "" : toRupees(row.amount_paise),
        ]),
      );
      await record(c, "export-returns", `${name}: ${rows.length} returns`);
      return fileDownload(c, file);
    },
  );

  mountList(api, "adminReturns", guards, {
    rows: "returns",
    load: async (query) => {
      const { total, rows } = await listReturns(db, query);
      return { total, rows: rows.map(adminView) };
    },
    action: "list-returns",
    filters: statusFilters,
  });

  mountRoute(
    api,
    "decideReturn",
    {
      guards: [sameOrigin, requireAdmin],
      refusals: {
        body: (error) =>
          error.issues.find((issue) => issue.path.length > 0 && issue.path[0] !== "status")
            ?.message ??
          'Say "approved", "received", "credited" with the credit note and its amount, or "rejected" with the reason the customer will read.',
      },
    },
    async (c, { body }) => {
      const id = c.req.param("id");
      const move: ReturnMove =
        body.status === "credited"
          ? { status: "credited", creditNote: body.creditNote, amount: paiseOf(body.amount)! }
          : body;
      const moved = await moveReturn(db, id, move, c.get("admin").email);
      if (!moved) return apiError(c, 404, "There is no such return.");
      if (moved === "wrong")
        return apiError(
          c,
          409,
          `This return cannot be ${body.status} from where it is now: reload the list.`,
        );
      await record(c, "move-return", `return ${id}: ${body.status}`);
      outbox.kick();
      return c.json({ success: true });
    },
  );

  const { adminReturnPhoto } = apiRoutes;
  api.on(adminReturnPhoto.method, adminReturnPhoto.path, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const photo = await returnPhoto(db, id);
    if (photo) await record(c, "view-return-photo", `return ${id}`);
    return photoAnswer(c, photo);
  });

  return api;
}
