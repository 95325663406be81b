import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "./tables.server";

// Forward-only: a migration, once released, is never edited; a change of schema is a new one.
// tests/integration/migrations.test.ts upgrades a database filled under each earlier schema.

export function migrations(dialect: Dialect): Record<string, Migration> {
  const blob = dialect === "postgres" ? "bytea" : "blob";
  const serial = dialect === "postgres" ? "serial" : "integer";
  return {
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
          await db.schema
            .createIndex(`${table}_customer`)
            .on(table)
            .column("customer_id")
            .execute();
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
    "015-money-in-bigint-paise": {
      // Every amount of money in whole paise, 64 bits wide (docs/product.md#data): an order over
      // ₹2,14,74,836.47 no longer overflows PostgreSQL's 32-bit integer, and the catalogue's MRP
      // and rate stop being binary fractions of a rupee. SQLite's integer is 64 bits already;
      // its catalogue columns are made anew like PostgreSQL's. Every value is kept exactly.
      async up(db: Kysely<unknown>) {
        if (dialect === "postgres")
          for (const [table, columns] of [
            ["orders", ["total_paise", "gst_paise"]],
            ["order_lines", ["rate_paise", "amount_paise"]],
          ] as const)
            for (const column of columns)
              await db.schema
                .alterTable(table)
                .alterColumn(column, (c) => c.setDataType("bigint"))
                .execute();
        const money = dialect === "postgres" ? "bigint" : "integer";
        for (const price of ["mrp", "rate"]) {
          await db.schema
            .alterTable("catalogue_items")
            .addColumn(`${price}_paise`, sql.raw(money))
            .execute();
          await sql`update catalogue_items
            set ${sql.ref(`${price}_paise`)} = cast(round(${sql.ref(price)} * 100) as ${sql.raw(money)})
            where ${sql.ref(price)} is not null`.execute(db);
          await db.schema.alterTable("catalogue_items").dropColumn(price).execute();
        }
      },
    },
    "017-supplied-within-ordered": {
      // From round 4 a line's supplied quantity counts billed units only, 0 to the quantity
      // ordered (its free goods follow by the scheme); until then staff could count the free
      // goods in, and the export billed them. On accepted orders those lines are cleared for
      // staff to set again; on dispatched and delivered ones they are capped at the quantity,
      // what the export bills. The audit log names the orders changed.
      async up(db: Kysely<unknown>) {
        const { rows } = await sql<{ number: number; status: string }>`
          select distinct o.number, o.status from order_lines l join orders o on o.id = l.order_id
          where l.supplied > l.quantity and o.status in ('accepted', 'dispatched', 'delivered')
          order by o.number`.execute(db);
        await sql`update order_lines set supplied = null where supplied > quantity
          and order_id in (select id from orders where status = 'accepted')`.execute(db);
        await sql`update order_lines set supplied = quantity where supplied > quantity
          and order_id in (select id from orders where status in ('dispatched', 'delivered'))`.execute(
          db,
        );
        if (rows.length === 0) return;
        const list = (status: string[]) =>
          rows.filter((row) => status.includes(row.status)).map((row) => row.number);
        const cleared = list(["accepted"]);
        const capped = list(["dispatched", "delivered"]);
        const detail = [
          cleared.length ? `supplied cleared, to set again: orders ${cleared.join(", ")}` : "",
          capped.length
            ? `supplied capped at the quantity ordered: orders ${capped.join(", ")}`
            : "",
        ]
          .filter(Boolean)
          .join("; ");
        await sql`insert into audit_log (at, actor, action, detail, client)
          values (${new Date().toISOString()}, ${null}, 'migrate-supplied', ${detail}, ${null})`.execute(
          db,
        );
      },
    },
    "019-outstanding-and-payments": {
      // What customers owe and pay (docs/product.md#bills-and-payments): the billing software's
      // outstanding reports (the current one and the one before), their bills, the names staff
      // linked to customers, and the payments customers report, with the bills each is against.
      async up(db: Kysely<unknown>) {
        const money = dialect === "postgres" ? "bigint" : "integer";
        await db.schema
          .createTable("outstanding_reports")
          .addColumn("version", sql.raw(serial), (c) =>
            dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn("as_of", "text", (c) => c.notNull())
          .addColumn("file_name", "text", (c) => c.notNull())
          .addColumn("bills", "integer", (c) => c.notNull())
          .addColumn("total_paise", sql.raw(money), (c) => c.notNull())
          .addColumn("current", "integer", (c) => c.notNull())
          .addColumn("published_at", "text", (c) => c.notNull())
          .addColumn("published_by", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("outstanding_bills")
          .addColumn("report_version", "integer", (c) =>
            c.notNull().references("outstanding_reports.version").onDelete("cascade"),
          )
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("party_name", "text", (c) => c.notNull())
          .addColumn("party_code", "text", (c) => c.notNull())
          .addColumn("party_key", "text", (c) => c.notNull())
          .addColumn("customer_id", "text", (c) =>
            c.references("customers.id").onDelete("set null"),
          )
          .addColumn("bill_no", "text", (c) => c.notNull())
          .addColumn("bill_date", "text", (c) => c.notNull())
          .addColumn("amount_paise", sql.raw(money))
          .addColumn("pending_paise", sql.raw(money), (c) => c.notNull())
          .addColumn("due_on", "text")
          .addPrimaryKeyConstraint("outstanding_bills_pk", ["report_version", "position"])
          .execute();
        for (const column of ["customer_id", "party_key", "party_code"])
          await db.schema
            .createIndex(`outstanding_bills_${column}`)
            .on("outstanding_bills")
            .columns(["report_version", column])
            .execute();
        await db.schema
          .createTable("customer_aliases")
          .addColumn("alias_key", "text", (c) => c.primaryKey())
          .addColumn("customer_id", "text", (c) =>
            c.notNull().references("customers.id").onDelete("cascade"),
          )
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("customer_aliases_customer")
          .on("customer_aliases")
          .column("customer_id")
          .execute();
        await db.schema
          .createTable("payments")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
          .addColumn("mode", "text", (c) => c.notNull())
          .addColumn("reference", "text", (c) => c.notNull())
          .addColumn("amount_paise", sql.raw(money), (c) => c.notNull())
          .addColumn("paid_on", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("reported_at", "text", (c) => c.notNull())
          .addColumn("decided_at", "text")
          .addColumn("decided_by", "text")
          .addColumn("exported_at", "text")
          .execute();
        // A reference is reported once, unless every earlier report of it was rejected.
        await db.schema
          .createIndex("payments_reference")
          .on("payments")
          .column("reference")
          .unique()
          .where(sql<boolean>`status <> 'rejected'`)
          .execute();
        await db.schema
          .createIndex("payments_customer_reported")
          .on("payments")
          .columns(["customer_id", "reported_at"])
          .execute();
        await db.schema
          .createIndex("payments_status_reported")
          .on("payments")
          .columns(["status", "reported_at"])
          .execute();
        await db.schema
          .createIndex("payments_decided")
          .on("payments")
          .columns(["status", "decided_at"])
          .execute();
        await db.schema
          .createTable("payment_bills")
          .addColumn("payment_id", "text", (c) =>
            c.notNull().references("payments.id").onDelete("cascade"),
          )
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("bill_no", "text", (c) => c.notNull())
          .addColumn("amount_paise", sql.raw(money), (c) => c.notNull())
          .addPrimaryKeyConstraint("payment_bills_pk", ["payment_id", "position"])
          .execute();
      },
    },
  };
}
