import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { ColumnTypes } from "./column-types.server";

// Migrations 001 to 008: the submissions, the admin, the catalogue (rounds one and two). Forward-only: once released, never edited.

export const submissionsAndCatalogue = ({
  dialect,
  blob,
  serial,
}: ColumnTypes): Record<string, Migration> => ({
  "001-submissions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("consented_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("enquiries_created_at")
        .on("enquiries")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("career_applications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("job_category", "text", (c) => c.notNull())
        .addColumn("employment_type", "text", (c) => c.notNull())
        .addColumn("consented_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("career_applications_created_at")
        .on("career_applications")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("resumes")
        .addColumn("application_id", "text", (c) =>
          c.primaryKey().references("career_applications.id").onDelete("cascade"),
        )
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", sql.raw(blob), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("subject_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("outbox_subject").on("outbox").column("subject_id").execute();
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
        .execute();
    },
  },
  "002-admin": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("admins")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("password_changed_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("admin_id", "text", (c) =>
          c.notNull().references("admins.id").onDelete("cascade"),
        )
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("client", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    },
  },
  "003-spam-and-private-audit": {
    // Spam is kept aside, never refused (docs/product.md#spam); the audit log stops holding
    // what administrators searched for and the emails strangers typed at sign-in.
    async up(db: Kysely<unknown>) {
      for (const table of ["enquiries", "career_applications"]) {
        await db.schema
          .alterTable(table)
          .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex(`${table}_spam_created_at`)
          .on(table)
          .columns(["spam", "created_at"])
          .execute();
      }
      const position = sql.raw(
        dialect === "postgres" ? `strpos(detail, ', search "')` : `instr(detail, ', search "')`,
      );
      await sql`update audit_log set detail = substr(detail, 1, ${position} - 1) || ', with a search'
          where action in ('list-applications', 'list-enquiries') and detail like '%, search "%'`.execute(
        db,
      );
      await sql`update audit_log set actor = null
          where action in ('sign-in-failed', 'sign-in-locked')
          and (actor is null or actor not in (select email from admins))`.execute(db);
    },
  },
  "004-catalogue": {
    // The item catalogue in published versions, the product list PDF of each version, and
    // the items an enquiry may ask about (docs/product.md#item-catalogue).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("catalogue_versions")
        .addColumn("version", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("rows", "integer", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("published_by", "text", (c) => c.notNull())
        .addColumn("current", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("catalogue_items")
        .addColumn("id", sql.raw(serial), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("version", "integer", (c) =>
          c.notNull().references("catalogue_versions.version").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("manufacturer", "text", (c) => c.notNull())
        .addColumn("composition", "text", (c) => c.notNull())
        .addColumn("pack", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("catalogue_items_version")
        .on("catalogue_items")
        .column("version")
        .execute();
      await db.schema
        .createTable("product_lists")
        .addColumn("version", "integer", (c) =>
          c.primaryKey().references("catalogue_versions.version").onDelete("cascade"),
        )
        .addColumn("pdf", sql.raw(blob), (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("enquiry_items")
        .addColumn("enquiry_id", "text", (c) =>
          c.notNull().references("enquiries.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("manufacturer", "text", (c) => c.notNull())
        .addColumn("pack", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("enquiry_items_pk", ["enquiry_id", "position"])
        .execute();
    },
  },
  "005-status": {
    // Staff mark what they have dealt with (docs/product.md#admin). Submissions from before
    // start as done: nobody should wade through last year's enquiries as "new".
    async up(db: Kysely<unknown>) {
      for (const table of ["enquiries", "career_applications"])
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (c) => c.notNull().defaultTo("done"))
          .execute();
    },
  },
  "006-locale": {
    // The language of the page a submission came from (docs/product.md#languages). Everything
    // before came from the English pages, the only ones there were.
    async up(db: Kysely<unknown>) {
      for (const table of ["enquiries", "career_applications"])
        await db.schema
          .alterTable(table)
          .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
          .execute();
    },
  },
  "007-admin-disabled": {
    // An administrator who leaves can be disabled (kept, for the audit log's sake, but unable
    // to sign in) or removed: `npm run admin -- disable|remove <email>`.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("admins").addColumn("disabled_at", "text").execute();
    },
  },
  "008-catalogue-trade-fields": {
    // What billing exports say of an item besides its name (docs/product.md#trade-fields):
    // prices, scheme, stock, expiry, HSN and GST. Items published before have none of them.
    async up(db: Kysely<unknown>) {
      const decimal = dialect === "postgres" ? "double precision" : "real";
      await db.schema.alterTable("catalogue_items").addColumn("mrp", decimal).execute();
      await db.schema.alterTable("catalogue_items").addColumn("rate", decimal).execute();
      await db.schema
        .alterTable("catalogue_items")
        .addColumn("scheme", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("catalogue_items").addColumn("stock", decimal).execute();
      await db.schema
        .alterTable("catalogue_items")
        .addColumn("stock_yes_no", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of ["expiry", "hsn"])
        await db.schema
          .alterTable("catalogue_items")
          .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
          .execute();
      await db.schema.alterTable("catalogue_items").addColumn("gst", decimal).execute();
    },
  },
});
