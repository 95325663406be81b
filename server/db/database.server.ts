import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations.server";
import { createPrivateFile, makePrivate } from "./private-files.server";
import type { Database, Dialect } from "./tables.server";
import type { Logger } from "#server/log.server.ts";

export type { Database, Dialect };
export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
  /**
   * After an erasure: leaves no copy of the erased rows where the database keeps them. SQLite
   * (with secure_delete on, deleted content is zeroed) moves the WAL into the file and
   * truncates it; PostgreSQL vacuums the tables that held personal data.
   */
  reclaimErasedSpace: () => Promise<void>;
};

/** PostgreSQL's 64-bit integer (bigint, and every count). */
const INT8_OID = 20;

/**
 * A bigint as a number, as SQLite answers it: paise up to ₹90 lakh crore, counts, ids are far
 * inside the exact range. A value beyond it would be wrong as a number, so it is refused.
 */
export function parseInt8(text: string) {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${text} is beyond a safe integer.`);
  return value;
}

/** pg's parsers, with bigint read as a number rather than a string (this pool's only). */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/** The tables that hold personal data, vacuumed after an erasure on PostgreSQL. */
const personalTables = ["enquiries", "career_applications", "resumes", "outbox"];

/**
 * SQLite rolls back schema changes like any other write, but Kysely's adapter says it cannot,
 * so its migrator would commit each statement of a migration on its own: a migration cut short
 * (a failed statement, a killed process) would be left half done, and the next start would stop
 * on it ("duplicate column"). Saying so makes pending migrations one transaction, as on PostgreSQL.
 */
class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true;
      }
    })();
  }
}

/**
 * Opens the database named by DATABASE_URL (PostgreSQL) or the SQLite file under the data
 * folder, and brings its schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Where a dropped PostgreSQL connection is reported (the server's log). */
  log?: Logger;
}): Promise<DatabaseHandle> {
  const dialect: Dialect = options.databaseUrl?.startsWith("postgres") ? "postgres" : "sqlite";
  let db: Db;
  if (dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      types: pgTypes,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", (error) =>
      options.log?.error({ err: { message: error.message } }, "database connection error"),
    );
    // The pool listens for errors only on idle clients. A connection that breaks while a
    // request holds its client (PostgreSQL restarting) emits 'error' there, which would crash
    // the process; the request's query fails anyway (503) and the pool drops the client.
    pool.on("connect", (client) => client.on("error", () => {}));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    makePrivate(options.dataDir);
    const fileName = path.join(options.dataDir, "site.db");
    createPrivateFile(fileName);
    const file = new SQLite(fileName);
    // Deleted content is overwritten with zeros: erased means gone from the file too.
    file.pragma("secure_delete = ON");
    file.pragma("journal_mode = WAL");
    // Every acknowledged submission must survive a power cut.
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: file }) });
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
  const reclaimErasedSpace = async () => {
    if (dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    else for (const table of personalTables) await sql`vacuum ${sql.table(table)}`.execute(db);
  };
  return { db, dialect, close: () => db.destroy(), reclaimErasedSpace };
}

export const now = () => new Date().toISOString();

/** Whether an insert broke a unique index (PostgreSQL's code, or SQLite's). */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
