import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Generated } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";

// All timestamps are ISO-8601 UTC strings: they sort as text and read the same in both dialects.

export interface EnquiryTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  consented_at: string;
  created_at: string;
}

export interface ApplicationTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  job_category: string;
  employment_type: string;
  consented_at: string;
  created_at: string;
}

/** Kept apart from the application so listing applications never reads file bytes. */
export interface ResumeTable {
  application_id: string;
  file_name: string;
  kind: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}

export type NotificationStatus = "pending" | "retrying" | "sent" | "failed";

export interface OutboxTable {
  id: Generated<number>;
  kind: "enquiry" | "application";
  subject_id: string;
  status: NotificationStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface AdminTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
}

/** Only a hash of each session token is kept: a copy of the database opens no session. */
export interface SessionTable {
  token_hash: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AuditTable {
  id: Generated<number>;
  at: string;
  actor: string | null;
  action: string;
  detail: string;
  client: string | null;
}

export interface Database {
  admins: AdminTable;
  sessions: SessionTable;
  audit_log: AuditTable;
  enquiries: EnquiryTable;
  career_applications: ApplicationTable;
  resumes: ResumeTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
}

export type Dialect = "sqlite" | "postgres";
export type Db = Kysely<Database>;

function migrations(dialect: Dialect): Record<string, Migration> {
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
  };
}

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
