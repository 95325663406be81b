import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { ColumnTypes } from "./column-types.server";

// Migrations 009 to 014: customers, orders, the owner's content and photos (round three). Forward-only: once released, never edited.

export const customersOrdersContent = ({
  dialect,
  blob,
  serial,
}: ColumnTypes): Record<string, Migration> => ({
  "009-customers": {
    // Trade customers (docs/product.md#trade-customers): their records, their invitation and
    // reset links, and their sessions, apart from the administrators'. Login mobile and email
    // are unique among accounts (a request may repeat them: it is not an account yet).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("shop_name", "text", (c) => c.notNull())
        .addColumn("contact_name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("login_mobile", "text")
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("drug_licence", "text", (c) => c.notNull())
        .addColumn("gstin", "text", (c) => c.notNull())
        .addColumn("hospital", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("password_hash", "text")
        .addColumn("consented_at", "text")
        .addColumn("retention_days", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("last_sign_in_at", "text")
        .addColumn("erased_at", "text")
        .execute();
      const accounts = "status in ('invited', 'active', 'disabled')";
      await db.schema
        .createIndex("customers_login_mobile")
        .on("customers")
        .column("login_mobile")
        .unique()
        .where(sql<boolean>`${sql.raw(accounts)} and login_mobile is not null`)
        .execute();
      await db.schema
        .createIndex("customers_email")
        .on("customers")
        .column("email")
        .unique()
        .where(sql<boolean>`${sql.raw(accounts)} and email <> ''`)
        .execute();
      await db.schema
        .createIndex("customers_code")
        .on("customers")
        .column("code")
        .unique()
        .where(sql<boolean>`code <> ''`)
        .execute();
      await db.schema
        .createIndex("customers_status_created")
        .on("customers")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("customer_links")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("customer_id", "text", (c) =>
          c.notNull().references("customers.id").onDelete("cascade"),
        )
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("customer_sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("customer_id", "text", (c) =>
          c.notNull().references("customers.id").onDelete("cascade"),
        )
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      for (const table of ["customer_links", "customer_sessions"])
        await db.schema.createIndex(`${table}_customer`).on(table).column("customer_id").execute();
    },
  },
  "010-orders": {
    // Orders (docs/product.md#orders): a signed-in customer's order list, the orders with their
    // lines as placed, each status an order reached (its customer is mailed of each), and one
    // database-wide counter for order numbers, so that two instances never give one twice.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customer_list_items")
        .addColumn("customer_id", "text", (c) =>
          c.notNull().references("customers.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("item_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("manufacturer", "text", (c) => c.notNull())
        .addColumn("pack", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("customer_list_items_pk", ["customer_id", "position"])
        .execute();
      await db.schema
        .createTable("order_numbers")
        .addColumn("number", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("taken_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "integer", (c) => c.notNull().unique())
        .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("staff_note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("total_paise", "integer", (c) => c.notNull())
        .addColumn("gst_paise", "integer", (c) => c.notNull())
        .addColumn("idempotency_key", "text")
        .addColumn("request_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("accepted_at", "text")
        .addColumn("exported_at", "text")
        .execute();
      await db.schema
        .createIndex("orders_idempotency")
        .on("orders")
        .columns(["customer_id", "idempotency_key"])
        .unique()
        .where(sql<boolean>`idempotency_key is not null`)
        .execute();
      await db.schema
        .createIndex("orders_customer_created")
        .on("orders")
        .columns(["customer_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("orders_status_created")
        .on("orders")
        .columns(["status", "created_at"])
        .execute();
      await db.schema.createIndex("orders_accepted").on("orders").column("accepted_at").execute();
      await db.schema
        .createTable("order_lines")
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("item_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("manufacturer", "text", (c) => c.notNull())
        .addColumn("pack", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addColumn("free", "integer", (c) => c.notNull())
        .addColumn("rate_paise", "integer")
        .addColumn("scheme", "text", (c) => c.notNull())
        .addColumn("gst", sql.raw(dialect === "postgres" ? "double precision" : "real"))
        .addColumn("amount_paise", "integer")
        .addColumn("availability", "text")
        .addColumn("supplied", "integer")
        .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "position"])
        .execute();
      await db.schema
        .createTable("order_events")
        .addColumn("id", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("order_events_order")
        .on("order_events")
        .column("order_id")
        .execute();
    },
  },
  "011-content": {
    // The owner's content (docs/product.md#the-owners-content): every version as published,
    // numbered by the publisher from the newest it started from, so that two publishes from
    // the same version cannot both land (the second is refused by the key).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_versions")
        .addColumn("version", "integer", (c) => c.primaryKey())
        .addColumn("schema_version", "integer", (c) => c.notNull())
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("published_by", "text", (c) => c.notNull())
        .execute();
    },
  },
  "012-media": {
    // The owner's photos (docs/product.md#the-owners-photos): each image, and its re-encoded
    // files in every width and format, in the database so that every instance serves them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("source_format", "text", (c) => c.notNull())
        .addColumn("uploaded_at", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("content_image_files")
        .addColumn("image_id", "text", (c) =>
          c.notNull().references("content_images.id").onDelete("cascade"),
        )
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("format", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("bytes", sql.raw(blob), (c) => c.notNull())
        .addPrimaryKeyConstraint("content_image_files_pk", ["image_id", "width", "format"])
        .execute();
    },
  },
  "013-promised-retention": {
    // The owner sets the retention period now: each enquiry and application keeps the days its
    // consent notice promised, and goes at the smaller of those and the owner's current
    // setting. Rows sent before keep null: the current setting alone.
    async up(db: Kysely<unknown>) {
      for (const table of ["enquiries", "career_applications"])
        await db.schema.alterTable(table).addColumn("retention_days", "integer").execute();
    },
  },
  "014-product-list-letterhead": {
    // The PDF's letterhead prints the company's facts as the owner publishes them: each stored
    // list says which, and a publish of others makes it anew. Lists stored before printed the
    // shipped facts, which no published content names: they are made again when next asked.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("product_lists")
        .addColumn("letterhead", "text", (c) => c.notNull().defaultTo(""))
        .execute();
    },
  },
});
