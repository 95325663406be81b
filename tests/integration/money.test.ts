// Money in bigint paise (docs/product.md#data), on SQLite and PostgreSQL: an order far over
// ₹2,14,74,836.47 (the most a 32-bit count of paise holds) is placed, stored and read back to the
// paisa, and so are the catalogue's highest MRP and rate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ITEM_QUANTITY, TRADE_LIMITS } from "#shared/limits.ts";
import { noTradeFields } from "#shared/schemas/catalogue-items.ts";
import type { Order } from "#shared/schemas/orders.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

/** ₹90,00,00,00,000: the highest rate an upload takes, less a tenth, times the most one line may order. */
const HIGHEST_RATE = 9_00_000;
const ORDER_TOTAL = HIGHEST_RATE * MAX_ITEM_QUANTITY;

describe.each(dialects)("money on %s", (dialect) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    await publishCatalogue(
      server.database,
      [
        {
          name: "Zencarb Hospital Pack",
          manufacturer: "Anandvan Oncolabs",
          composition: "",
          pack: "1 carton",
          category: "",
          code: "ZCBIG",
          ...noTradeFields,
          mrp: TRADE_LIMITS.maxPrice,
          rate: HIGHEST_RATE,
          gst: 12,
          stock: 500,
        },
      ],
      "test",
    );
    await server.catalogue.refresh();
    staff = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  it("places an order of ₹90,00,00,00,000 and reads it back to the paisa", async () => {
    expect(ORDER_TOTAL).toBe(90_00_00_00_000);
    const { cookie } = await customerMadeByStaff(server.url, staff, {
      shopName: "Capital Hospital Stores",
      contactName: "Rina Das",
      phone: "9437055501",
      code: "P-BIG",
    });
    const placed = await call(`${server.url}/api/orders`, "POST", cookie, {
      items: [{ itemId: "ZCBIG", quantity: MAX_ITEM_QUANTITY }],
      confirmLarge: true,
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };

    const read = await call(`${server.url}/api/orders/${id}`, "GET", cookie);
    const { order } = (await read.json()) as { order: Order };
    expect(order.total).toBe(ORDER_TOTAL);
    expect(order.gst).toBe(ORDER_TOTAL * 0.12);
    expect(order.lines[0]).toMatchObject({ rate: HIGHEST_RATE, amount: ORDER_TOTAL });

    const stored = await server.database.db
      .selectFrom("orders")
      .select(["total_paise", "gst_paise"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Numbers, on PostgreSQL too (its bigint would otherwise come back as a string).
    expect(stored).toEqual({ total_paise: ORDER_TOTAL * 100, gst_paise: ORDER_TOTAL * 12 });

    const staffView = await call(`${server.url}/api/admin/orders/${id}`, "GET", staff);
    expect(((await staffView.json()) as { order: Order }).order.total).toBe(ORDER_TOTAL);
  });

  it("keeps the catalogue's highest MRP and rate exactly, in paise", async () => {
    const stored = await server.database.db
      .selectFrom("catalogue_items")
      .select(["mrp_paise", "rate_paise"])
      .where("code", "=", "ZCBIG")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      mrp_paise: TRADE_LIMITS.maxPrice * 100,
      rate_paise: HIGHEST_RATE * 100,
    });
    expect(server.catalogue.orderable("ZCBIG")).toMatchObject({
      mrp: TRADE_LIMITS.maxPrice,
      rate: HIGHEST_RATE,
    });
  });
});
