import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";
import { freeQuantity, lineAmount, orderEstimate } from "#shared/order-terms.ts";
import { noTradeFields } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";

/** A catalogue row of a test: its name and company, the rest empty unless given. */
export const itemRow = (
  fields: Partial<ItemRow> & Pick<ItemRow, "name" | "manufacturer">,
): ItemRow => ({
  composition: "",
  pack: "",
  category: "",
  code: "",
  ...noTradeFields,
  ...fields,
});

// Orders in tests, written straight into their tables as placing one writes them (migration
// 010): a number from the counter, the order, its lines with the terms of the moment, and the
// history's first step. Staff's side is then exercised through the real API.

export type TestLine = {
  name: string;
  manufacturer?: string;
  pack?: string;
  code?: string;
  quantity: number;
  scheme?: string;
  /** ₹ to the retailer; null for an unpriced item. */
  rate?: number | null;
  gst?: number | null;
};

/**
 * A placed order of `customerId`: received at `createdAt`, or, with `acceptedAt`, accepted then
 * (its history then holds both steps). Answers its id and number.
 */
export async function insertOrder(
  db: Db,
  customerId: string,
  lines: TestLine[],
  {
    createdAt = new Date().toISOString(),
    acceptedAt,
    note = "",
  }: {
    createdAt?: string;
    acceptedAt?: string;
    note?: string;
  } = {},
) {
  const full = lines.map((line) => ({
    manufacturer: "Micro Labs",
    pack: "15 TAB",
    code: "",
    scheme: "",
    rate: 25.5,
    gst: 12,
    ...line,
  }));
  const estimate = orderEstimate(full);
  const id = randomUUID();
  const { number } = await db
    .insertInto("order_numbers")
    .values({ taken_at: createdAt })
    .returning("number")
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("orders")
      .values({
        id,
        number,
        customer_id: customerId,
        status: acceptedAt ? "accepted" : "received",
        note,
        staff_note: "",
        total_paise: Math.round(estimate.total * 100),
        gst_paise: Math.round(estimate.gst * 100),
        idempotency_key: null,
        request_hash: randomUUID(),
        created_at: createdAt,
        updated_at: acceptedAt ?? createdAt,
        accepted_at: acceptedAt ?? null,
        exported_at: null,
      })
      .execute();
    await trx
      .insertInto("order_lines")
      .values(
        full.map((line, position) => {
          const amount = lineAmount(line.rate, line.quantity, line.scheme);
          return {
            order_id: id,
            position,
            item_id: line.code || null,
            name: line.name,
            manufacturer: line.manufacturer,
            pack: line.pack,
            code: line.code,
            quantity: line.quantity,
            free: freeQuantity(line.scheme, line.quantity),
            rate_paise: line.rate === null ? null : Math.round(line.rate * 100),
            scheme: line.scheme,
            gst: line.gst,
            amount_paise: amount === null ? null : Math.round(amount * 100),
            availability: "in_stock" as const,
            supplied: null,
          };
        }),
      )
      .execute();
    await trx
      .insertInto("order_events")
      .values([
        { order_id: id, status: "received", at: createdAt },
        ...(acceptedAt ? [{ order_id: id, status: "accepted" as const, at: acceptedAt }] : []),
      ])
      .execute();
  });
  return { id, number };
}
