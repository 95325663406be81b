import { indiaCalendarDate } from "#shared/india-time.ts";
import { goingOut } from "#shared/order-terms.ts";
import { billingColumns, dayExportColumns, type OrderLine } from "#shared/schemas/orders.ts";
import {
  sheetFile,
  type Cell,
  type ExportFormat,
  type SheetFile,
} from "#server/http/sheet-file.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { withLines } from "./order-read.server";

// Orders into the billing software (docs/product.md#orders): one order, or every order accepted
// on a day in India, as CSV or .xlsx in the columns its import reads, so that the clerk imports
// them instead of typing them. Each exported order is marked with the time.

/** A file to download, and the orders in it (for the audit log). */
export type ExportFile = SheetFile & { orders: { id: string; number: number }[] };

/**
 * An order's lines as the billing software imports them: `Qty` and `Free` as they go out
 * (shared/order-terms.ts: the supplied quantity once staff set it, else the ordered one, and the
 * scheme's free goods on it); a line supplied 0 is not billed at all.
 */
function billingRows(lines: OrderLine[]): Cell[][] {
  return lines
    .filter((line) => line.supplied !== 0)
    .map((line) => {
      const { billed, free } = goingOut(line);
      return [line.code, line.name, line.manufacturer, line.pack, billed, free, line.rate];
    });
}

/** A party code as it may stand in a file name (letters, digits, - and _). */
const fileNamePart = (code: string) => code.replace(/[^A-Za-z0-9_-]/g, "");

async function markExported(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .updateTable("orders")
    .set({ exported_at: new Date().toISOString() })
    .where("id", "in", ids)
    .execute();
}

/** One order in the billing columns, named after its number and party code; undefined if none. */
export async function exportOrder(
  db: Db,
  id: string,
  format: ExportFormat,
): Promise<ExportFile | undefined> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .selectAll("orders")
    .select("customers.code as party_code")
    .where("orders.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [order] = await withLines(db, [row]);
  const party = fileNamePart(row.party_code);
  const file = await sheetFile(
    format,
    `order-${row.number}${party ? `-${party}` : ""}`,
    billingColumns,
    billingRows(order!.lines),
  );
  await markExported(db, [id]);
  return { ...file, orders: [{ id, number: row.number }] };
}

/** The instants a calendar day in India runs between, or undefined for a day that does not exist. */
function indiaDay(date: string) {
  const start = new Date(`${date}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime()) || indiaCalendarDate(start) !== date) return undefined;
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * Every order accepted on `date` (YYYY-MM-DD, India time), whatever its status now except
 * cancelled, in the order they were accepted, each line led by the order number and the party.
 * Undefined for a day that does not exist.
 */
export async function exportOrdersOfDay(
  db: Db,
  date: string,
  format: ExportFormat,
): Promise<ExportFile | undefined> {
  const day = indiaDay(date);
  if (!day) return undefined;
  const rows = await db
    .selectFrom("orders")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .selectAll("orders")
    .select(["customers.code as party_code", "customers.shop_name as party_name"])
    .where("orders.accepted_at", ">=", day.start)
    .where("orders.accepted_at", "<", day.end)
    // A held order is not to be billed until staff release it (docs/product.md#credit).
    .where("orders.status", "not in", ["cancelled", "held"])
    .orderBy("orders.accepted_at")
    .orderBy("orders.number")
    .execute();
  const orders = await withLines(db, rows);
  const lines = orders.flatMap((order, i) =>
    billingRows(order.lines).map((line) => [
      order.number,
      rows[i]!.party_code,
      rows[i]!.party_name,
      ...line,
    ]),
  );
  const file = await sheetFile(format, `orders-${date}`, dayExportColumns, lines);
  await markExported(
    db,
    orders.map((order) => order.id),
  );
  return { ...file, orders: orders.map(({ id, number }) => ({ id, number })) };
}
