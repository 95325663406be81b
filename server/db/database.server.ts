import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations.server";
import type { Database } from "./tables.server";

export type { Database };
export type Dialect = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; dialect: Dialect; close: () => Promise<void> };

/**
 * Opens the database named by DATABASE_URL (PostgreSQL) or the SQLite file under the data
 * folder, and brings its schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const dialect: Dialect = options.databaseUrl?.startsWith("postgres") ? "postgres" : "sqlite";
  let db: Db;
  if (dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("database connection error:", error.message));
    // The pool listens for errors only on idle clients. A connection that breaks while a
    // request holds its client (PostgreSQL restarting) emits 'error' there, which would crash
    // the process; the request's query fails anyway (503) and the pool drops the client.
    pool.on("connect", (client) => client.on("error", () => {}));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    const file = new SQLite(path.join(options.dataDir, "site.db"));
    file.pragma("journal_mode = WAL");
    // Every acknowledged submission must survive a power cut.
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }

  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect, close: () => db.destroy() };
}

export const now = () => new Date().toISOString();
