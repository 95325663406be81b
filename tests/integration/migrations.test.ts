import { readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { openDatabase } from "#server/db/database.server.ts";
import { migrations } from "#server/db/migrations.server.ts";
import { storedItemColumns } from "#server/catalogue/catalogue-store.server.ts";
import {
  listContentVersions,
  liveContent,
  newestVersion,
  publishSeedIfEmpty,
} from "#server/content/content-store.server.ts";
import { seedDocument } from "#shared/content/document.ts";
import { fixturePath } from "#tests/support/fixtures.ts";
import { release1Rows, type Release1Table } from "#tests/support/release-1-rows.ts";
import { dialects, freshDatabase } from "#tests/support/test-server.ts";

// Data outlives code: a database made and filled by an earlier release upgrades to the current
// schema with every row intact. Each release that changes the
// schema adds its schema file under tests/fixtures/schema/ and a case here.

const schemaFile = (release: number, dialect: string) =>
  readFileSync(fixturePath(`schema/release-${release}.${dialect}.sql`), "utf8");

const tables = Object.keys(release1Rows) as Release1Table[];
const columnsOf = (table: Release1Table) => Object.keys(release1Rows[table][0]!);

/** Creates the release-1 schema and fills it, with the database's own driver (no Kysely types). */
async function makeRelease1Database(dialect: "sqlite" | "postgres") {
  const database = await freshDatabase(dialect);
  if (dialect === "sqlite") {
    const file = new SQLite(path.join(database.dataDir, "site.db"));
    file.exec(schemaFile(1, "sqlite"));
    for (const table of tables)
      for (const row of release1Rows[table]) {
        const columns = Object.keys(row);
        file
          .prepare(
            `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
          )
          .run(...Object.values(row));
      }
    file.close();
  } else {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await client.query(schemaFile(1, "postgres"));
    for (const table of tables)
      for (const row of release1Rows[table]) {
        const columns = Object.keys(row);
        await client.query(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
          Object.values(row),
        );
      }
    // Ids were given explicitly: move the sequences past them, as release 1's inserts did.
    for (const table of ["outbox", "audit_log"])
      await client.query(`select setval('${table}_id_seq', (select max(id) from "${table}"))`);
    await client.end();
  }
  return database;
}

/** The test database through Kysely as an earlier release would reach it: no schema, no migrations. */
function untypedDatabase(
  dialect: "sqlite" | "postgres",
  database: Awaited<ReturnType<typeof freshDatabase>>,
) {
  return new Kysely<unknown>({
    dialect:
      dialect === "sqlite"
        ? new SqliteDialect({ database: new SQLite(path.join(database.dataDir, "site.db")) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: database.databaseUrl }) }),
  });
}

/** `database` migrated up to `migration`, with an untyped handle to fill it as that release would. */
async function migratedTo(
  dialect: "sqlite" | "postgres",
  database: Awaited<ReturnType<typeof freshDatabase>>,
  migration: string,
) {
  const db = untypedDatabase(dialect, database);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  return { database, db };
}

/** Release 1's database, migrated up to `migration` (as the release that ended there left it). */
const release1DatabaseAt = async (dialect: "sqlite" | "postgres", migration: string) =>
  migratedTo(dialect, await makeRelease1Database(dialect), migration);

/** Two shops as the steps before an upgrade stored them, active, signed up by request. */
const tarini = {
  shopName: "Maa Tarini Medical Store",
  contactName: "Sanjay Behera",
  phone: "9437022222",
  email: "tarini@example.com",
  address: "Jajpur",
  drugLicence: "OD-1",
};
const utkal = {
  shopName: "Utkal Medical Hall",
  contactName: "Rina Das",
  phone: "9437033333",
  email: "utkal@example.com",
  address: "Puri",
  drugLicence: "OD-2",
};

/** A customer stored by raw SQL, as the step before an upgrade had the table (009's columns). */
const insertCustomer = (
  db: Kysely<unknown>,
  at: string,
  c: typeof tarini & { id: string; code: string; locale: string },
) =>
  sql`insert into customers (id, status, code, shop_name, contact_name, phone, login_mobile, email, address, drug_licence, gstin, hospital, locale, source, spam, password_hash, consented_at, retention_days, created_at, updated_at, last_sign_in_at, erased_at)
    values (${c.id}, 'active', ${c.code}, ${c.shopName}, ${c.contactName}, ${c.phone}, ${c.phone}, ${c.email}, ${c.address}, ${c.drugLicence}, '', 0, ${c.locale}, 'request', 0, 'hash', ${at}, 365, ${at}, ${at}, ${at}, null)`.execute(
    db,
  );

/** What later migrations deliberately change in release 1's rows (docs/product.md#data). */
const changedSinceRelease1: Partial<
  Record<Release1Table, Record<string, Record<string, unknown>>>
> = {
  audit_log: {
    // 003: no search terms, and no emails that are not an administrator's.
    "3": { detail: "page 2, with a search" },
    "4": { actor: null },
  },
};

/** Columns later migrations added, with the value every release-1 row must get. */
const addedColumns: Partial<Record<Release1Table, Record<string, unknown>>> = {
  enquiries: { spam: 0, status: "done", locale: "en", retention_days: null },
  career_applications: { spam: 0, status: "done", locale: "en", retention_days: null },
  admins: { disabled_at: null },
};

/** Every table's columns (name, type, nullability, default), as the database describes them. */
async function schemaOf(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const tables = await db.introspection.getTables();
  return Object.fromEntries(
    tables
      .map((table) => [
        table.name,
        table.columns
          .map(({ name, dataType, isNullable, hasDefaultValue }) => ({
            name,
            dataType,
            isNullable,
            hasDefaultValue,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** Each table's rows, as sorted JSON lines: equal before and after an upgrade that kept them. */
async function rowsOf(from: Kysely<unknown>, tableNames: string[], { withLater = false } = {}) {
  return Object.fromEntries(
    await Promise.all(
      tableNames.map(async (table) => [
        table,
        (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(from)).rows
          .map((row) =>
            JSON.stringify(
              withoutColumns(
                row,
                withLater ? roundFourColumns : [...laterColumns, ...roundFourColumns],
              ),
            ),
          )
          .sort(),
      ]),
    ),
  );
}

/**
 * Columns the newest migrations add to older tables: left out of the snapshots of earlier steps'
 * tests (which compare rows before and after the whole upgrade), and checked by their own test.
 */
const laterColumns = [
  "retention_days",
  // 015 stores the catalogue's prices in paise, under new names: its own test checks them.
  "mrp",
  "rate",
  "mrp_paise",
  "rate_paise",
];

/**
 * The columns round four's migrations add to customers and orders: 020's credit terms and holds,
 * 021's staff who took an order. Left out of every snapshot, checked by their own tests.
 */
const roundFourColumns = [
  "credit_limit_paise",
  "max_overdue_days",
  "hold_reason",
  "hold_pending_paise",
  "hold_limit_paise",
  "hold_overdue_days",
  "taken_by",
  "channel",
];
const withoutColumns = (row: Record<string, unknown>, columns: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

/** Every release-1 row is there, as later migrations meant it to be. */
async function expectRelease1RowsIntact(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  for (const table of tables) {
    const added = addedColumns[table] ?? {};
    const stored = await db
      .selectFrom(table)
      .select([...columnsOf(table), ...Object.keys(added)] as never[])
      .execute();
    const expected = release1Rows[table].map((row) => ({
      ...row,
      ...changedSinceRelease1[table]?.[String((row as { id?: unknown }).id)],
      ...added,
    }));
    const normalise = (rows: Record<string, unknown>[]) =>
      rows
        .map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              key,
              value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value,
            ]),
          ),
        )
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(normalise(stored as Record<string, unknown>[]), table).toEqual(normalise(expected));
  }
}

describe.each(dialects)("upgrading on %s", (dialect) => {
  it("brings an empty database to the same schema as an upgraded one, every migration applied", async () => {
    const empty = await openDatabase(await freshDatabase(dialect));
    const upgraded = await openDatabase(await makeRelease1Database(dialect));
    try {
      const fromEmpty = await schemaOf(empty.db);
      expect(Object.keys(fromEmpty)).toEqual(
        expect.arrayContaining([...tables, "catalogue_items"]),
      );
      expect(fromEmpty).toEqual(await schemaOf(upgraded.db));
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
        .execute(empty.db)
        .then((result) => result.rows.map((row) => row.name));
      expect(applied).toEqual(Object.keys(migrations(dialect)).sort());
    } finally {
      await empty.close();
      await upgraded.close();
    }
  });

  it("brings a database filled by release 1 to the current schema with every row intact", async () => {
    const database = await makeRelease1Database(dialect);
    const { db, close } = await openDatabase(database);
    try {
      await expectRelease1RowsIntact(db);
      // New rows still get fresh ids after the old ones.
      const { id } = await db
        .insertInto("audit_log")
        .values({ at: new Date().toISOString(), actor: null, action: "sign-in", detail: "" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(release1Rows.audit_log.length);
    } finally {
      await close();
    }
  });
});

describe.each(dialects)("a migration that fails midway on %s", (dialect) => {
  it("leaves nothing of itself behind, so the next start runs it whole", async () => {
    const database = await makeRelease1Database(dialect);
    // Something in the way of migration 003's last index (say, made by hand): 003 has already
    // added its columns when it fails.
    const run = async (statement: string) => {
      const db = untypedDatabase(dialect, database);
      await sql.raw(statement).execute(db);
      await db.destroy();
    };
    await run("create index career_applications_spam_created_at on enquiries (created_at)");
    await expect(openDatabase(database)).rejects.toThrow(/already exists/);

    // Once it is out of the way, the server starts: 003 is not half done ("duplicate column").
    await run("drop index career_applications_spam_created_at");
    const { db, close } = await openDatabase(database);
    try {
      await expectRelease1RowsIntact(db);
    } finally {
      await close();
    }
  });
});

describe.each(dialects)("006-locale on %s", (dialect) => {
  it("gives the submissions stored before it the only language there was, English", async () => {
    // A database as the release before languages left it: migrated up to 005, then filled.
    const { database, db } = await migratedTo(dialect, await freshDatabase(dialect), "005-status");
    const at = "2026-10-01T09:00:00.000Z";
    await sql`insert into enquiries (id, name, email, phone, message, consented_at, created_at, spam, status)
      values ('e-1', 'Asha', 'asha@example.com', '+91 94370 12345', 'Hello', ${at}, ${at}, 0, 'new')`.execute(
      db,
    );
    await sql`insert into career_applications (id, name, email, phone, job_category, employment_type, consented_at, created_at, spam, status)
      values ('a-1', 'Ravi', 'ravi@example.com', '+91 98610 23456', 'Packing', 'Part Time', ${at}, ${at}, 0, 'in_progress')`.execute(
      db,
    );
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      expect(
        await upgraded.db.selectFrom("enquiries").select(["id", "status", "locale"]).execute(),
      ).toEqual([{ id: "e-1", status: "new", locale: "en" }]);
      expect(
        await upgraded.db
          .selectFrom("career_applications")
          .select(["id", "status", "locale"])
          .execute(),
      ).toEqual([{ id: "a-1", status: "in_progress", locale: "en" }]);
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("008-catalogue-trade-fields on %s", (dialect) => {
  it("keeps every item published before it, with no prices, stock or expiry", async () => {
    // A database as round 2 left it: migrated up to 007, then a catalogue published.
    const { database, db } = await migratedTo(
      dialect,
      await freshDatabase(dialect),
      "007-admin-disabled",
    );
    const at = "2026-11-01T09:00:00.000Z";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 2, ${at}, 'owner@pharma.example', 1)`.execute(db);
    await sql`insert into catalogue_items (version, name, manufacturer, composition, pack, category, code)
      values (1, 'Dolo 650', 'Micro Labs', 'Paracetamol 650 mg', '15 tablets', 'Generic Medicines', '1000005'),
             (1, 'Cetzine', 'GSK', 'Cetirizine 10 mg', '10 tablets', '', '')`.execute(db);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      const items = await upgraded.db
        .selectFrom("catalogue_items")
        .select(["version", ...storedItemColumns])
        .orderBy("name")
        .execute();
      const none = {
        mrp_paise: null,
        rate_paise: null,
        scheme: "",
        stock: null,
        stock_yes_no: 0,
        expiry: "",
        hsn: "",
        gst: null,
      };
      expect(items).toEqual([
        {
          version: 1,
          name: "Cetzine",
          manufacturer: "GSK",
          composition: "Cetirizine 10 mg",
          pack: "10 tablets",
          category: "",
          code: "",
          ...none,
        },
        {
          version: 1,
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          composition: "Paracetamol 650 mg",
          pack: "15 tablets",
          category: "Generic Medicines",
          code: "1000005",
          ...none,
        },
      ]);
      expect(
        await upgraded.db
          .selectFrom("catalogue_versions")
          .select(["version", "rows", "current"])
          .execute(),
      ).toEqual([{ version: 1, rows: 2, current: 1 }]);
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("009-customers on %s", (dialect) => {
  it("keeps every row of every table as round 3's second step left it, and adds the customers apart", async () => {
    // A database as #22 left it: migrated up to 008 and used (release 1's rows, a catalogue).
    const { database, db } = await release1DatabaseAt(dialect, "008-catalogue-trade-fields");
    const at = "2026-11-20T09:00:00.000Z";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 1, ${at}, 'owner@pharma.example', 1)`.execute(db);
    await sql`insert into catalogue_items (version, name, manufacturer, composition, pack, category, code, mrp, rate, scheme, stock, stock_yes_no, expiry, hsn, gst)
      values (1, 'Dolo 650', 'Micro Labs', 'Paracetamol 650 mg', '15 tablets', '', 'D650', 33.5, 26.8, '10+1', 120, 0, '2027-03', '3004', 12)`.execute(
      db,
    );
    const tablesBefore = [...tables, "catalogue_versions", "catalogue_items"];
    const snapshot = (from: Kysely<unknown>) => rowsOf(from, tablesBefore);
    const before = await snapshot(db);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      expect(await snapshot(upgraded.db as unknown as Kysely<unknown>)).toEqual(before);
      const customer = (id: string, status: "requested" | "active", phone: string) => ({
        id,
        status,
        code: "",
        shop_name: "Maa Tarini Medical Store",
        contact_name: "Sanjay Behera",
        phone,
        login_mobile: phone,
        email: "",
        address: "Jajpur",
        drug_licence: "OD-1",
        gstin: "",
        hospital: 0,
        locale: "or" as const,
        source: "request" as const,
        spam: 0,
        password_hash: null,
        consented_at: at,
        retention_days: 365,
        created_at: at,
        updated_at: at,
        last_sign_in_at: null,
        erased_at: null,
      });
      const insert = (row: ReturnType<typeof customer>) =>
        upgraded.db.insertInto("customers").values(row).execute();
      await insert(customer("00000000-0000-4000-8000-000000000001", "active", "9437022222"));
      // A request may repeat an account's mobile (it is not an account yet); an account may not.
      await insert(customer("00000000-0000-4000-8000-000000000002", "requested", "9437022222"));
      await expect(
        insert(customer("00000000-0000-4000-8000-000000000003", "active", "9437022222")),
      ).rejects.toThrow();
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("010-orders on %s", (dialect) => {
  it("keeps every row as the customers' step left it, and the new tables take orders", async () => {
    // A database as #23 left it: migrated up to 009 and used (release 1's rows, a catalogue,
    // an active customer with a session).
    const { database, db } = await release1DatabaseAt(dialect, "009-customers");
    const at = "2026-11-25T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000001";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 1, ${at}, 'owner@pharma.example', 1)`.execute(db);
    await sql`insert into catalogue_items (version, name, manufacturer, composition, pack, category, code, mrp, rate, scheme, stock, stock_yes_no, expiry, hsn, gst)
      values (1, 'Dolo 650', 'Micro Labs', 'Paracetamol 650 mg', '15 tablets', '', 'D650', 33.5, 26.8, '10+1', 120, 0, '2027-03', '3004', 12)`.execute(
      db,
    );
    await insertCustomer(db, at, { ...tarini, id: customerId, code: "P-0042", locale: "or" });
    await sql`insert into customer_sessions (token_hash, customer_id, created_at, last_seen_at, expires_at)
      values ('session-hash', ${customerId}, ${at}, ${at}, '2027-02-23T09:00:00.000Z')`.execute(db);
    const tablesBefore = [
      ...tables,
      "catalogue_versions",
      "catalogue_items",
      "customers",
      "customer_links",
      "customer_sessions",
    ];
    const snapshot = (from: Kysely<unknown>) => rowsOf(from, tablesBefore);
    const before = await snapshot(db);
    expect(before.customers).toHaveLength(1);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      expect(await snapshot(upgraded.db as unknown as Kysely<unknown>)).toEqual(before);
      await upgraded.db
        .insertInto("customer_list_items")
        .values({
          customer_id: customerId,
          position: 0,
          item_id: "D650",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          quantity: 25,
        })
        .execute();
      const takeNumber = () =>
        upgraded.db
          .insertInto("order_numbers")
          .values({ taken_at: at })
          .returning("number")
          .executeTakeFirstOrThrow();
      const first = await takeNumber();
      const second = await takeNumber();
      expect(second.number).toBeGreaterThan(first.number);
      const order = (id: string, number: number, key: string | null) => ({
        id,
        number,
        customer_id: customerId,
        status: "received" as const,
        note: "",
        staff_note: "",
        total_paise: 67000,
        gst_paise: 8040,
        idempotency_key: key,
        request_hash: "hash",
        created_at: at,
        updated_at: at,
        accepted_at: null,
        exported_at: null,
      });
      const key = "7b0e9c1e-5d3a-4c1b-9a51-3f7f0c2d9e11";
      await upgraded.db
        .insertInto("orders")
        .values(order("o-1", first.number, key))
        .execute();
      // A key is unique per customer; orders without a key are not held to it.
      await expect(
        upgraded.db
          .insertInto("orders")
          .values(order("o-2", second.number, key))
          .execute(),
      ).rejects.toThrow();
      await upgraded.db
        .insertInto("orders")
        .values([order("o-3", second.number, null), order("o-4", second.number + 1, null)])
        .execute();
      await upgraded.db
        .insertInto("order_lines")
        .values({
          order_id: "o-1",
          position: 0,
          item_id: "D650",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          code: "D650",
          quantity: 25,
          free: 2,
          rate_paise: 2680,
          scheme: "10+1",
          gst: 12,
          amount_paise: 67000,
          availability: "in_stock",
          supplied: null,
        })
        .execute();
      await upgraded.db
        .insertInto("order_events")
        .values({ order_id: "o-1", status: "received", at })
        .execute();
      // An order's lines and history go with it.
      await upgraded.db.deleteFrom("orders").where("id", "=", "o-1").execute();
      expect(await upgraded.db.selectFrom("order_lines").selectAll().execute()).toEqual([]);
      expect(await upgraded.db.selectFrom("order_events").selectAll().execute()).toEqual([]);
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("011-content on %s", (dialect) => {
  it("keeps every row as the orders' step left it; the shipped content is then version 1", async () => {
    // A database as #24 left it: migrated up to 010 and used (release 1's rows, a catalogue,
    // a customer and an order).
    const { database, db } = await release1DatabaseAt(dialect, "010-orders");
    const at = "2026-11-25T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000002";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 0, ${at}, 'owner@pharma.example', 1)`.execute(db);
    await insertCustomer(db, at, { ...utkal, id: customerId, code: "P-0043", locale: "hi" });
    const number = await sql<{
      number: number;
    }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
    await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
      values ('o-9', ${number.rows[0]!.number}, ${customerId}, 'received', 'Before noon', '', 1000, 120, null, 'hash', ${at}, ${at}, null, null)`.execute(
      db,
    );
    const tablesBefore = [...tables, "catalogue_versions", "customers", "orders", "order_numbers"];
    const snapshot = (from: Kysely<unknown>) => rowsOf(from, tablesBefore);
    const before = await snapshot(db);
    expect(before.orders).toHaveLength(1);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      expect(await snapshot(upgraded.db as unknown as Kysely<unknown>)).toEqual(before);
      expect(await newestVersion(upgraded.db)).toBe(0);
      await publishSeedIfEmpty(upgraded);
      await publishSeedIfEmpty(upgraded);
      expect(await listContentVersions(upgraded.db)).toEqual([
        expect.objectContaining({ version: 1, publishedBy: "system", current: true }),
      ]);
      expect((await liveContent(upgraded.db))?.document).toEqual(seedDocument());
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("012-media on %s", (dialect) => {
  it("keeps every row as the content's step left it, the published versions included; the photos' tables start empty", async () => {
    // A database as #27's first step left it: migrated up to 011 and used (release 1's rows, a
    // catalogue, and two published versions of the content).
    const { database, db } = await release1DatabaseAt(dialect, "011-content");
    const at = "2026-11-26T09:00:00.000Z";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 0, ${at}, 'owner@pharma.example', 1)`.execute(db);
    const seed = seedDocument();
    const edited = { ...seed, site: { ...seed.site, tagline: "Medicines for Odisha since 1974" } };
    for (const [version, document, by] of [
      [1, seed, "system"],
      [2, edited, "owner@pharma.example"],
    ] as const)
      await sql`insert into content_versions (version, schema_version, document, published_at, published_by)
        values (${version}, ${document.schemaVersion}, ${JSON.stringify(document)}, ${at}, ${by})`.execute(
        db,
      );
    const tablesBefore = [...tables, "catalogue_versions", "content_versions"];
    const snapshot = (from: Kysely<unknown>) => rowsOf(from, tablesBefore);
    const before = await snapshot(db);
    expect(before.content_versions).toHaveLength(2);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      expect(await snapshot(upgraded.db as unknown as Kysely<unknown>)).toEqual(before);
      expect(
        await rowsOf(upgraded.db as unknown as Kysely<unknown>, [
          "content_images",
          "content_image_files",
        ]),
      ).toEqual({
        content_images: [],
        content_image_files: [],
      });
      await publishSeedIfEmpty(upgraded);
      expect(await newestVersion(upgraded.db)).toBe(2);
      expect((await liveContent(upgraded.db))?.document).toEqual(edited);
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("013-promised-retention on %s", (dialect) => {
  it("keeps every enquiry and application as the photos' step left it, with no promise recorded", async () => {
    const { database, db } = await release1DatabaseAt(dialect, "012-media");
    const before = await rowsOf(db, tables, { withLater: true });
    expect(before.enquiries!.length).toBeGreaterThan(0);
    expect(before.career_applications!.length).toBeGreaterThan(0);
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      const after = await rowsOf(upgraded.db as unknown as Kysely<unknown>, tables, {
        withLater: true,
      });
      // The same rows, each with no promise recorded.
      const promised = (rows: string[]) =>
        rows
          .map((row) => JSON.stringify({ ...(JSON.parse(row) as object), retention_days: null }))
          .sort();
      expect(after).toEqual({
        ...before,
        enquiries: promised(before.enquiries!),
        career_applications: promised(before.career_applications!),
      });
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("014-product-list-letterhead on %s", (dialect) => {
  it("keeps every stored product list, marked as printed under no published letterhead", async () => {
    const { database, db } = await release1DatabaseAt(dialect, "013-promised-retention");
    const at = "2026-11-26T09:00:00.000Z";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 0, ${at}, 'owner@pharma.example', 1)`.execute(db);
    const pdf = Buffer.from("%PDF-1.7 stored before the upgrade");
    await sql`insert into product_lists (version, pdf, created_at) values (1, ${pdf}, ${at})`.execute(
      db,
    );
    const before = await rowsOf(db, ["catalogue_versions", "product_lists"], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      const after = await rowsOf(
        upgraded.db as unknown as Kysely<unknown>,
        ["catalogue_versions", "product_lists"],
        { withLater: true },
      );
      expect(after).toEqual({
        ...before,
        product_lists: before.product_lists!.map((row: string) =>
          JSON.stringify({ ...(JSON.parse(row) as object), letterhead: "" }),
        ),
      });
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("015-money-in-bigint-paise on %s", (dialect) => {
  it("keeps every amount to the paisa, the catalogue's prices now in paise, and takes ₹90,00,00,00,000", async () => {
    // A database as round 3 left it: migrated up to 014 and used (a catalogue, a customer and
    // an order as large as a 32-bit count of paise holds).
    const { database, db } = await release1DatabaseAt(dialect, "014-product-list-letterhead");
    const at = "2026-12-01T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000015";
    await sql`insert into catalogue_versions (version, rows, published_at, published_by, current)
      values (1, 4, ${at}, 'owner@pharma.example', 1)`.execute(db);
    await sql`insert into catalogue_items (version, name, manufacturer, composition, pack, category, code, mrp, rate, scheme, stock, stock_yes_no, expiry, hsn, gst)
      values (1, 'Dolo 650', 'Micro Labs', 'Paracetamol 650 mg', '15 tablets', '', 'D650', 33.5, 26.8, '10+1', 120, 0, '2027-03', '3004', 12),
             (1, 'Zencarb 150', 'Anandvan Oncolabs', '', '1 vial', '', 'ZC150', 5718.55, 4574.81, '', 255, 0, '', '', 12),
             (1, 'Hospital Pack', 'Anandvan Oncolabs', '', '1 carton', '', 'HP1', 1000000, 0.01, '', null, 0, '', '', null),
             (1, 'Cetzine', 'GSK', '', '10 tablets', '', '', null, null, '', 50, 0, '', '', null)`.execute(
      db,
    );
    await insertCustomer(db, at, {
      ...utkal,
      id: customerId,
      code: "P-0015",
      locale: "en",
      phone: "9437033315",
      email: "utkal15@example.com",
    });
    const number = await sql<{
      number: number;
    }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
    await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
      values ('o-15', ${number.rows[0]!.number}, ${customerId}, 'received', '', '', 2147483647, 257698037, null, 'hash', ${at}, ${at}, null, null)`.execute(
      db,
    );
    await sql`insert into order_lines (order_id, position, item_id, name, manufacturer, pack, code, quantity, free, rate_paise, scheme, gst, amount_paise, availability, supplied)
      values ('o-15', 0, 'ZC150', 'Zencarb 150', 'Anandvan Oncolabs', '1 vial', 'ZC150', 4694, 426, 457481, '10+1', 12, 2147483647, 'in_stock', null),
             ('o-15', 1, null, 'Cetzine', 'GSK', '10 tablets', '', 1, 0, null, '', null, null, null, null)`.execute(
      db,
    );
    const moneyTables = ["customers", "orders", "order_lines", "order_numbers"];
    const before = await rowsOf(db, [...tables, ...moneyTables], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      const after = await rowsOf(
        upgraded.db as unknown as Kysely<unknown>,
        [...tables, ...moneyTables],
        { withLater: true },
      );
      // Every row as it was, the order's amounts read back as the same numbers.
      expect(after).toEqual(before);
      expect(
        await upgraded.db
          .selectFrom("catalogue_items")
          .select(["code", "mrp_paise", "rate_paise"])
          .orderBy("name")
          .execute(),
      ).toEqual([
        { code: "", mrp_paise: null, rate_paise: null },
        { code: "D650", mrp_paise: 3350, rate_paise: 2680 },
        { code: "HP1", mrp_paise: 100_000_000, rate_paise: 1 },
        { code: "ZC150", mrp_paise: 571_855, rate_paise: 457_481 },
      ]);
      // ₹90,00,00,00,000 fits now.
      const crores = 90_00_00_00_000 * 100;
      await upgraded.db
        .updateTable("orders")
        .set({ total_paise: crores, gst_paise: crores })
        .where("id", "=", "o-15")
        .execute();
      await upgraded.db
        .updateTable("order_lines")
        .set({ rate_paise: crores, amount_paise: crores })
        .where("order_id", "=", "o-15")
        .execute();
      expect(
        await upgraded.db
          .selectFrom("orders")
          .innerJoin("order_lines", "order_lines.order_id", "orders.id")
          .select(["total_paise", "gst_paise", "rate_paise", "amount_paise"])
          .where("position", "=", 0)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        total_paise: crores,
        gst_paise: crores,
        rate_paise: crores,
        amount_paise: crores,
      });
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("017-supplied-within-ordered on %s", (dialect) => {
  it("clears on accepted orders, and caps on dispatched and delivered ones, a supplied quantity that counted free goods in; every other row stays", async () => {
    const { database, db } = await release1DatabaseAt(dialect, "014-product-list-letterhead");
    const at = "2026-12-01T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000017";
    await insertCustomer(db, at, { ...tarini, id: customerId, code: "P-17", locale: "or" });
    // Five orders of two lines: 20 ordered with 2 free (10+1) and 10 without a scheme.
    const statuses = ["received", "accepted", "dispatched", "delivered", "cancelled"];
    const supplied: Record<string, [number | null, number | null]> = {
      received: [null, null],
      accepted: [22, 5],
      dispatched: [22, 10],
      delivered: [21, 0],
      cancelled: [22, null],
    };
    for (const [index, status] of statuses.entries()) {
      const id = `o-${status}`;
      await sql`insert into order_numbers (taken_at) values (${at})`.execute(db);
      await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
        values (${id}, ${index + 1}, ${customerId}, ${status}, '', '', 80000, 9600, ${null}, 'hash', ${at}, ${at}, ${null}, ${null})`.execute(
        db,
      );
      const [first, second] = supplied[status]!;
      await sql`insert into order_lines (order_id, position, item_id, name, manufacturer, pack, code, quantity, free, rate_paise, scheme, gst, amount_paise, availability, supplied)
        values (${id}, 0, 'D650', 'Dolo 650', 'Micro Labs', '15 tablets', 'D650', 20, 2, 2680, '10+1', 12, 53600, 'in_stock', ${first}),
               (${id}, 1, 'P40', 'Pan 40', 'Alkem', '15 tablets', 'P40', 10, 0, 2640, '', 12, 26400, 'low', ${second})`.execute(
        db,
      );
      await sql`insert into order_events (order_id, status, at) values (${id}, ${status}, ${at})`.execute(
        db,
      );
    }
    const tablesKept = ["customers", "orders", "order_events", "order_numbers", "audit_log"];
    const before = await rowsOf(db, tablesKept, { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    try {
      const after = await rowsOf(upgraded.db as unknown as Kysely<unknown>, tablesKept, {
        withLater: true,
      });
      const { audit_log: auditAfter, ...keptAfter } = after;
      const { audit_log: auditBefore, ...keptBefore } = before;
      expect(keptAfter).toEqual(keptBefore);
      const lines = await upgraded.db
        .selectFrom("order_lines")
        .select(["order_id", "position", "quantity", "free", "supplied"])
        .orderBy("order_id")
        .orderBy("position")
        .execute();
      expect(
        Object.fromEntries(
          statuses.map((status) => [
            status,
            lines.filter((line) => line.order_id === `o-${status}`).map((line) => line.supplied),
          ]),
        ),
      ).toEqual({
        received: [null, null],
        accepted: [null, 5],
        dispatched: [20, 10],
        delivered: [20, 0],
        // Cancelled orders bill nothing: left as they were.
        cancelled: [22, null],
      });
      expect(lines.every((line) => line.quantity > 0 && line.free >= 0)).toBe(true);
      expect(auditAfter!.length).toBe(auditBefore!.length + 1);
      const entry = await upgraded.db
        .selectFrom("audit_log")
        .select(["actor", "detail"])
        .where("action", "=", "migrate-supplied")
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({
        actor: null,
        detail:
          "supplied cleared, to set again: orders 2; supplied capped at the quantity ordered: orders 3, 4",
      });
    } finally {
      await upgraded.close();
    }
  });
});

describe.each(dialects)("019-outstanding-and-payments on %s", (dialect) => {
  it("keeps every row as the money step left it; the outstanding's and payments' tables start empty and refuse a UTR reported twice", async () => {
    // A database as 017 left it, in use: a customer, an order, a catalogue.
    const { database, db } = await release1DatabaseAt(dialect, "017-supplied-within-ordered");
    const at = "2026-12-05T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000019";
    await insertCustomer(db, at, {
      ...utkal,
      id: customerId,
      code: "P-0019",
      locale: "or",
      phone: "9437033319",
      email: "utkal19@example.com",
    });
    const number = await sql<{
      number: number;
    }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
    await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
      values ('o-19', ${number.rows[0]!.number}, ${customerId}, 'accepted', 'by noon', '', 900000000000, 45000, null, 'hash', ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    const kept = ["customers", "orders", "order_numbers", "outbox", "audit_log"];
    const before = await rowsOf(db, [...tables, ...kept], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    // Read as before, by the driver alone (PostgreSQL's bigint as text both times).
    const reader = untypedDatabase(dialect, database);
    try {
      expect(await rowsOf(reader, [...tables, ...kept], { withLater: true })).toEqual(before);
      for (const table of [
        "outstanding_reports",
        "outstanding_bills",
        "customer_aliases",
        "payments",
        "payment_bills",
      ] as const)
        expect(await upgraded.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      // The new tables take a report, a bill of ₹90,00,00,00,000 and a payment against it.
      const crores = 90_00_00_00_000 * 100;
      const { version } = await upgraded.db
        .insertInto("outstanding_reports")
        .values({
          as_of: "2026-12-06",
          file_name: "bills.xlsx",
          bills: 1,
          total_paise: crores,
          current: 1,
          published_at: at,
          published_by: "owner@pharma.example",
        })
        .returning("version")
        .executeTakeFirstOrThrow();
      await upgraded.db
        .insertInto("outstanding_bills")
        .values({
          report_version: version,
          position: 0,
          party_name: "UTKAL MEDICAL HALL",
          party_code: "P-0019",
          party_key: "utkalmedicalhall",
          customer_id: customerId,
          bill_no: "SB-1",
          bill_date: "2026-10-01",
          amount_paise: crores,
          pending_paise: crores,
          due_on: null,
        })
        .execute();
      const payment = (id: string, status: "reported" | "rejected") =>
        upgraded.db
          .insertInto("payments")
          .values({
            id,
            customer_id: customerId,
            mode: "upi",
            reference: "412345678901",
            amount_paise: crores,
            paid_on: "2026-12-06",
            status,
            reported_at: at,
          })
          .execute();
      await payment("p-1", "rejected");
      await payment("p-2", "reported");
      // A second live report of the same UTR is refused by the database itself.
      await expect(payment("p-3", "reported")).rejects.toThrow();
      expect(
        await upgraded.db
          .selectFrom("outstanding_bills")
          .select(["pending_paise", "customer_id"])
          .executeTakeFirstOrThrow(),
      ).toEqual({ pending_paise: crores, customer_id: customerId });
    } finally {
      await reader.destroy();
      await upgraded.close();
    }
  });
});

describe.each(dialects)("020-credit-and-held-orders on %s", (dialect) => {
  it("keeps every customer and order as the money step left them, on the owner's default terms and never held; the new columns take a held order", async () => {
    const { database, db } = await release1DatabaseAt(dialect, "019-outstanding-and-payments");
    const at = "2026-12-06T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000020";
    await sql`insert into customers (id, status, code, shop_name, contact_name, phone, login_mobile, email, address, drug_licence, gstin, hospital, locale, source, spam, password_hash, consented_at, retention_days, created_at, updated_at, last_sign_in_at, erased_at)
      values (${customerId}, 'active', 'P-0020', 'Jagannath Medicals', 'Asha Mishra', '9437033320', '9437033320', 'jagannath20@example.com', 'Cuttack', 'OD-3', '', 0, 'hi', 'request', 0, 'hash', ${at}, 365, ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    for (const [id, status] of [
      ["o-20a", "received"],
      ["o-20b", "delivered"],
    ] as const) {
      const number = await sql<{
        number: number;
      }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
      await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
        values (${id}, ${number.rows[0]!.number}, ${customerId}, ${status}, 'by noon', '', 900000000000, 45000, null, 'hash', ${at}, ${at}, ${null}, null)`.execute(
        db,
      );
      await sql`insert into order_events (order_id, status, at) values (${id}, ${status}, ${at})`.execute(
        db,
      );
    }
    const kept = ["customers", "orders", "order_events", "order_numbers", "outbox", "audit_log"];
    const before = await rowsOf(db, [...tables, ...kept], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    const reader = untypedDatabase(dialect, database);
    try {
      expect(await rowsOf(reader, [...tables, ...kept], { withLater: true })).toEqual(before);
      expect(
        await upgraded.db
          .selectFrom("customers")
          .select(["credit_limit_paise", "max_overdue_days"])
          .execute(),
      ).toEqual([{ credit_limit_paise: null, max_overdue_days: null }]);
      const holds = await upgraded.db
        .selectFrom("orders")
        .select(["hold_reason", "hold_pending_paise", "hold_limit_paise", "hold_overdue_days"])
        .execute();
      expect(holds).toEqual([
        {
          hold_reason: null,
          hold_pending_paise: null,
          hold_limit_paise: null,
          hold_overdue_days: null,
        },
        {
          hold_reason: null,
          hold_pending_paise: null,
          hold_limit_paise: null,
          hold_overdue_days: null,
        },
      ]);
      // The new columns take a customer's own terms and a held order of ₹90,00,00,00,000.
      const crores = 90_00_00_00_000 * 100;
      await upgraded.db
        .updateTable("customers")
        .set({ credit_limit_paise: crores, max_overdue_days: -1 })
        .execute();
      await upgraded.db
        .updateTable("orders")
        .set({
          status: "held",
          hold_reason: "limit",
          hold_pending_paise: crores,
          hold_limit_paise: crores,
          hold_overdue_days: 120,
        })
        .where("id", "=", "o-20a")
        .execute();
      expect(
        await upgraded.db
          .selectFrom("orders")
          .innerJoin("customers", "customers.id", "orders.customer_id")
          .select(["orders.status", "hold_pending_paise", "credit_limit_paise", "max_overdue_days"])
          .where("orders.id", "=", "o-20a")
          .executeTakeFirstOrThrow(),
      ).toEqual({
        status: "held",
        hold_pending_paise: crores,
        credit_limit_paise: crores,
        max_overdue_days: -1,
      });
    } finally {
      await reader.destroy();
      await upgraded.close();
    }
  });
});

describe.each(dialects)("021-orders-taken-by-staff on %s", (dialect) => {
  it("keeps every order, line and history as the outstanding's step left them, each placed by its customer; new orders record who of the staff took them", async () => {
    // A database as 019 left it, in use: a customer with orders in every status, their lines,
    // histories and mails.
    const { database, db } = await release1DatabaseAt(dialect, "019-outstanding-and-payments");
    const at = "2026-12-06T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000021";
    await sql`insert into customers (id, status, code, shop_name, contact_name, phone, login_mobile, email, address, drug_licence, gstin, hospital, locale, source, spam, password_hash, consented_at, retention_days, created_at, updated_at, last_sign_in_at, erased_at)
      values (${customerId}, 'active', 'P-0021', 'Sambalpur Medicos', 'Anil Meher', '9437044421', '9437044421', 'medicos21@example.com', 'Sambalpur', 'OD-3', '', 0, 'hi', 'request', 0, 'hash', ${at}, 365, ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    const statuses = ["received", "accepted", "dispatched", "delivered", "cancelled"];
    for (const [index, status] of statuses.entries()) {
      const id = `o21-${status}`;
      const { rows } = await sql<{
        number: number;
      }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
      await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
        values (${id}, ${rows[0]!.number}, ${customerId}, ${status}, 'by noon', '', ${53600 + index}, 6432, ${`k-${index}`}, 'hash', ${at}, ${at}, ${status === "received" ? null : at}, ${null})`.execute(
        db,
      );
      await sql`insert into order_lines (order_id, position, item_id, name, manufacturer, pack, code, quantity, free, rate_paise, scheme, gst, amount_paise, availability, supplied)
        values (${id}, 0, 'D650', 'Dolo 650', 'Micro Labs', '15 tablets', 'D650', 20, 2, 2680, '10+1', 12, 53600, 'in_stock', ${status === "received" ? null : 20})`.execute(
        db,
      );
      await sql`insert into order_events (order_id, status, at) values (${id}, ${status}, ${at})`.execute(
        db,
      );
    }
    const kept = ["customers", "orders", "order_lines", "order_events", "order_numbers"];
    const before = await rowsOf(db, [...tables, ...kept], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    // Read as before, by the driver alone (PostgreSQL's bigint as text both times).
    const reader = untypedDatabase(dialect, database);
    try {
      expect(await rowsOf(reader, [...tables, ...kept], { withLater: true })).toEqual(before);
      // Every order before it was placed by its customer.
      const orders = await upgraded.db
        .selectFrom("orders")
        .select(["id", "taken_by", "channel"])
        .orderBy("id")
        .execute();
      expect(orders).toHaveLength(statuses.length);
      expect(orders.every((order) => order.taken_by === null && order.channel === null)).toBe(true);
      // An order staff take records who and how.
      await upgraded.db
        .updateTable("orders")
        .set({ taken_by: "owner@pharma.example", channel: "whatsapp" })
        .where("id", "=", "o21-received")
        .execute();
      expect(
        await upgraded.db
          .selectFrom("orders")
          .select(["taken_by", "channel", "total_paise"])
          .where("id", "=", "o21-received")
          .executeTakeFirstOrThrow(),
      ).toEqual({ taken_by: "owner@pharma.example", channel: "whatsapp", total_paise: 53600 });
    } finally {
      await reader.destroy();
      await upgraded.close();
    }
  });
});

describe.each(dialects)("022-returns on %s", (dialect) => {
  it("keeps every row as the payments' step left it; the returns' tables start empty, take a return with its photo, and let the photo go with it", async () => {
    // A database as 019 left it, in use: a customer, an order and a payment.
    const { database, db } = await release1DatabaseAt(dialect, "019-outstanding-and-payments");
    const at = "2026-12-06T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000022";
    await sql`insert into customers (id, status, code, shop_name, contact_name, phone, login_mobile, email, address, drug_licence, gstin, hospital, locale, source, spam, password_hash, consented_at, retention_days, created_at, updated_at, last_sign_in_at, erased_at)
      values (${customerId}, 'active', 'P-0022', 'Maa Tarini Medical Store', 'Sanjay Behera', '9437033322', '9437033322', 'tarini22@example.com', 'Cuttack', 'OD-3', '', 0, 'or', 'request', 0, 'hash', ${at}, 365, ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    const number = await sql<{
      number: number;
    }>`insert into order_numbers (taken_at) values (${at}) returning number`.execute(db);
    await sql`insert into orders (id, number, customer_id, status, note, staff_note, total_paise, gst_paise, idempotency_key, request_hash, created_at, updated_at, accepted_at, exported_at)
      values ('o-22', ${number.rows[0]!.number}, ${customerId}, 'delivered', '', '', 125050, 6253, null, 'hash', ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    await sql`insert into payments (id, customer_id, mode, reference, amount_paise, paid_on, status, reason, reported_at, decided_at, decided_by, exported_at)
      values ('p-22', ${customerId}, 'upi', '412345678922', 125050, '2026-12-06', 'confirmed', '', ${at}, ${at}, 'owner@pharma.example', null)`.execute(
      db,
    );
    const kept = ["customers", "orders", "order_numbers", "payments", "outbox", "audit_log"];
    const before = await rowsOf(db, [...tables, ...kept], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    const reader = untypedDatabase(dialect, database);
    try {
      expect(await rowsOf(reader, [...tables, ...kept], { withLater: true })).toEqual(before);
      for (const table of ["return_numbers", "returns", "return_photos"] as const)
        expect(await upgraded.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      const { number: returnNumber } = await upgraded.db
        .insertInto("return_numbers")
        .values({ taken_at: at })
        .returning("number")
        .executeTakeFirstOrThrow();
      const crores = 90_00_00_00_000 * 100;
      await upgraded.db
        .insertInto("returns")
        .values({
          id: "r-22",
          number: returnNumber,
          customer_id: customerId,
          item_id: null,
          item_name: "Dolo 650",
          item_code: "",
          company: "Micro Labs",
          batch: "DL2409",
          expiry: "2026-03",
          quantity: 10,
          reason: "expired",
          bill_no: "",
          note: "Back shelf",
          window_mark: "outside",
          status: "credited",
          credit_note: "CN-1",
          amount_paise: crores,
          reject_reason: "",
          requested_at: at,
          status_at: at,
          status_by: "owner@pharma.example",
        })
        .execute();
      await upgraded.db
        .insertInto("return_photos")
        .values({
          return_id: "r-22",
          content_type: "image/webp",
          size: 3,
          content: new Uint8Array([1, 2, 3]),
        })
        .execute();
      expect(
        await upgraded.db
          .selectFrom("returns")
          .select(["amount_paise", "window_mark"])
          .executeTakeFirstOrThrow(),
      ).toEqual({ amount_paise: crores, window_mark: "outside" });
      await upgraded.db.deleteFrom("returns").where("id", "=", "r-22").execute();
      expect(await upgraded.db.selectFrom("return_photos").selectAll().execute()).toEqual([]);
    } finally {
      await reader.destroy();
      await upgraded.close();
    }
  });
});

describe.each(dialects)("023-invoice-copies on %s", (dialect) => {
  it("keeps every row as the returns' step left it; invoice copies start empty and go with their customer", async () => {
    // A database as 022 left it, in use: a customer, an outstanding report with a bill, a return.
    const { database, db } = await release1DatabaseAt(dialect, "022-returns");
    const at = "2026-12-06T09:00:00.000Z";
    const customerId = "00000000-0000-4000-8000-000000000023";
    await sql`insert into customers (id, status, code, shop_name, contact_name, phone, login_mobile, email, address, drug_licence, gstin, hospital, locale, source, spam, password_hash, consented_at, retention_days, created_at, updated_at, last_sign_in_at, erased_at)
      values (${customerId}, 'active', 'P-0023', 'Utkal Medical Hall', 'Anil Meher', '9437033323', '9437033323', 'utkal23@example.com', 'Cuttack', 'OD-3', '', 0, 'or', 'request', 0, 'hash', ${at}, 365, ${at}, ${at}, ${at}, null)`.execute(
      db,
    );
    const report = await sql<{
      version: number;
    }>`insert into outstanding_reports (as_of, file_name, bills, total_paise, current, published_at, published_by)
      values ('2026-12-06', 'outstanding.xlsx', 1, 10500000, 1, ${at}, 'owner@pharma.example') returning version`.execute(
      db,
    );
    await sql`insert into outstanding_bills (report_version, position, party_name, party_code, party_key, customer_id, bill_no, bill_date, amount_paise, pending_paise, due_on)
      values (${report.rows[0]!.version}, 0, 'UTKAL MEDICAL HALL', 'P-0023', 'utkal medical hall', ${customerId}, 'SB-0950', '2026-07-01', 10500000, 10500000, '2026-07-31')`.execute(
      db,
    );
    const number = await sql<{
      number: number;
    }>`insert into return_numbers (taken_at) values (${at}) returning number`.execute(db);
    await sql`insert into returns (id, number, customer_id, item_id, item_name, item_code, company, batch, expiry, quantity, reason, bill_no, note, window_mark, status, credit_note, amount_paise, reject_reason, requested_at, status_at, status_by)
      values ('r-23', ${number.rows[0]!.number}, ${customerId}, null, 'Dolo 650', '', 'Micro Labs', 'DL2409', '2026-03', 10, 'expired', 'SB-0950', 'Back shelf', 'inside', 'requested', '', null, '', ${at}, ${at}, ${customerId})`.execute(
      db,
    );
    const kept = [
      "customers",
      "outstanding_reports",
      "outstanding_bills",
      "returns",
      "return_numbers",
    ];
    const before = await rowsOf(db, [...tables, ...kept], { withLater: true });
    await db.destroy();

    const upgraded = await openDatabase(database);
    const reader = untypedDatabase(dialect, database);
    try {
      expect(await rowsOf(reader, [...tables, ...kept], { withLater: true })).toEqual(before);
      expect(await upgraded.db.selectFrom("invoice_copies").selectAll().execute()).toEqual([]);
      const copy = {
        bill_key: "sb0950",
        bill_no: "SB-0950",
        party_key: "utkal medical hall",
        party_code: "P-0023",
        customer_id: customerId,
        file_name: "SB-0950.pdf",
        content: new Uint8Array([37, 80, 68, 70]),
        bytes: 4,
        matched_at: at,
        uploaded_at: at,
        uploaded_by: "owner@pharma.example",
      };
      await upgraded.db
        .insertInto("invoice_copies")
        .values({ id: "i-23", ...copy })
        .execute();
      // One copy a party's bill.
      await expect(
        upgraded.db
          .insertInto("invoice_copies")
          .values({ id: "i-23b", ...copy })
          .execute(),
      ).rejects.toThrow();
      const stored = await upgraded.db
        .selectFrom("invoice_copies")
        .select(["bill_no", "content"])
        .executeTakeFirstOrThrow();
      expect(stored.bill_no).toBe("SB-0950");
      expect(Buffer.from(stored.content).toString()).toBe("%PDF");
    } finally {
      await reader.destroy();
      await upgraded.close();
    }
  });
});
