import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { ColumnTypes } from "./column-types.server";

// Migrations 020 onwards (round four, after the outstanding): credit, orders taken by staff,
// returns and invoice copies. Forward-only: once released, never edited.

export const creditOrdersReturnsInvoices = ({
  dialect,
  blob,
  serial,
}: ColumnTypes): Record<string, Migration> => ({
  "020-credit-and-held-orders": {
    // Credit checked at the order (docs/product.md#credit): each customer's own credit limit and
    // overdue age (null: the owner's default; NO_CREDIT_CHECK: none), and why an order was
    // placed held. Every earlier row keeps the owner's default and no hold.
    async up(db: Kysely<unknown>) {
      const money = dialect === "postgres" ? "bigint" : "integer";
      await db.schema
        .alterTable("customers")
        .addColumn("credit_limit_paise", sql.raw(money))
        .execute();
      await db.schema.alterTable("customers").addColumn("max_overdue_days", "integer").execute();
      await db.schema.alterTable("orders").addColumn("hold_reason", "text").execute();
      await db.schema
        .alterTable("orders")
        .addColumn("hold_pending_paise", sql.raw(money))
        .execute();
      await db.schema.alterTable("orders").addColumn("hold_limit_paise", sql.raw(money)).execute();
      await db.schema.alterTable("orders").addColumn("hold_overdue_days", "integer").execute();
    },
  },
  "021-orders-taken-by-staff": {
    // Orders staff take for a customer by phone, WhatsApp or a visit (docs/product.md#orders):
    // who took it (the administrator's email, kept as a business record like the order) and
    // how it came. Both null on every order a customer placed, those before this included.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").addColumn("taken_by", "text").execute();
      await db.schema.alterTable("orders").addColumn("channel", "text").execute();
    },
  },
  "022-returns": {
    // Expiry and breakage returns (docs/product.md#returns): each request with its number, the
    // window mark, its status and credit note, and its photo apart (never read with the list).
    async up(db: Kysely<unknown>) {
      const money = dialect === "postgres" ? "bigint" : "integer";
      await db.schema
        .createTable("return_numbers")
        .addColumn("number", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("taken_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("returns")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "integer", (c) => c.notNull().unique())
        .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
        .addColumn("item_id", "text")
        .addColumn("item_name", "text", (c) => c.notNull())
        .addColumn("item_code", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("batch", "text", (c) => c.notNull())
        .addColumn("expiry", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("bill_no", "text", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("window_mark", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("credit_note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("amount_paise", sql.raw(money))
        .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("requested_at", "text", (c) => c.notNull())
        .addColumn("status_at", "text", (c) => c.notNull())
        .addColumn("status_by", "text")
        .execute();
      await db.schema
        .createIndex("returns_customer_requested")
        .on("returns")
        .columns(["customer_id", "requested_at"])
        .execute();
      await db.schema
        .createIndex("returns_status_at")
        .on("returns")
        .columns(["status", "status_at"])
        .execute();
      await db.schema
        .createTable("return_photos")
        .addColumn("return_id", "text", (c) =>
          c.primaryKey().references("returns.id").onDelete("cascade"),
        )
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", sql.raw(blob), (c) => c.notNull())
        .execute();
    },
  },
  "023-invoice-copies": {
    // The billing software's invoice PDFs, each under the party and bill it was matched to
    // (docs/product.md#invoice-copies): served to that party's customer only; a file whose bill
    // is in no report yet waits 30 days under the bill number its name gives.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("invoice_copies")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("bill_key", "text", (c) => c.notNull())
        .addColumn("bill_no", "text", (c) => c.notNull())
        .addColumn("party_key", "text", (c) => c.notNull())
        .addColumn("party_code", "text", (c) => c.notNull())
        .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("cascade"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content", sql.raw(blob), (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("matched_at", "text")
        .addColumn("uploaded_at", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "text", (c) => c.notNull())
        .execute();
      // One copy a party's bill (a new upload replaces it); a waiting file has no party yet.
      await db.schema
        .createIndex("invoice_copies_bill")
        .on("invoice_copies")
        .columns(["party_key", "party_code", "bill_key"])
        .unique()
        .execute();
      await db.schema
        .createIndex("invoice_copies_customer")
        .on("invoice_copies")
        .columns(["customer_id", "uploaded_at"])
        .execute();
    },
  },
});
