import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { ColumnTypes } from "./column-types.server";

// Migrations 020 onwards (round four, after the outstanding): credit, orders taken by staff,
// returns and invoice copies. Forward-only: once released, never edited.

export const creditOrdersReturnsInvoices = ({ blob }: ColumnTypes): Record<string, Migration> => ({
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
