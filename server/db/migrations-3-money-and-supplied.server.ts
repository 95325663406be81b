import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { ColumnTypes } from "./column-types.server";

// Migrations 015 to 019: money in bigint paise, supplied within ordered, the outstanding and payments (round four). Forward-only: once released, never edited.

export const moneyAndSupplied = ({ dialect, serial }: ColumnTypes): Record<string, Migration> => ({
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
        capped.length ? `supplied capped at the quantity ordered: orders ${capped.join(", ")}` : "",
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
        .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("set null"))
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
});
