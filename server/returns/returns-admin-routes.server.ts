import { paiseOf } from "#shared/schemas/money.ts";
import { returnColumns, type AdminReturn } from "#shared/schemas/returns.ts";
import { decisionRoutes, type DecisionDeps } from "#server/auth/decision-routes.server.ts";
import type { AdminGuards } from "#server/auth/guards.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { sheetFile } from "#server/http/sheet-file.server.ts";
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

export function returnsAdminRoutes(deps: DecisionDeps, guards: AdminGuards) {
  const { db } = deps.database;
  const api = decisionRoutes(deps, guards, {
    export: {
      name: "exportReturns",
      refusal: "Give the first and last day as YYYY-MM-DD, a status, and csv or xlsx.",
      async file(query) {
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
        return { file, action: "export-returns", detail: `${name}: ${rows.length} returns` };
      },
    },
    list: {
      name: "adminReturns",
      rows: "returns",
      action: "list-returns",
      load: (query) => listReturns(db, query),
      view: adminView,
    },
    decide: {
      name: "decideReturn",
      refusal: (error) =>
        error.issues.find((issue) => issue.path.length > 0 && issue.path[0] !== "status")
          ?.message ??
        'Say "approved", "received", "credited" with the credit note and its amount, or "rejected" with the reason the customer will read.',
      missing: "There is no such return.",
      async decide(id, body, by) {
        const move: ReturnMove =
          body.status === "credited"
            ? { status: "credited", creditNote: body.creditNote, amount: paiseOf(body.amount)! }
            : body;
        const moved = await moveReturn(db, id, move, by);
        if (!moved) return undefined;
        if (moved === "wrong")
          return {
            conflict: `This return cannot be ${body.status} from where it is now: reload the list.`,
          };
        return { action: "move-return", detail: `return ${id}: ${body.status}` };
      },
    },
  });

  const { requireAdmin, record } = guards;
  const { adminReturnPhoto } = apiRoutes;
  api.on(adminReturnPhoto.method, adminReturnPhoto.path, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const photo = await returnPhoto(db, id);
    if (photo) await record(c, "view-return-photo", `return ${id}`);
    return photoAnswer(c, photo);
  });

  return api;
}
