import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import type { Database } from "#server/db/tables.server.ts";
import type { Logger } from "#server/log.server.ts";
import { readEnv } from "#server/env.server.ts";
import { startServer } from "#server/app/start.server.ts";
import { createDatabase } from "./postgres";

export type Dialect = "sqlite" | "postgres";

/** The dialects to run a suite against: PostgreSQL too unless SKIP_POSTGRES=1. */
export const dialects: Dialect[] = inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];

let counter = 0;

/** The site's renderer of the build (`npm run build`). */
const builtRenderer = fileURLToPath(new URL("../../build/render", import.meta.url));

/** A fresh, empty database: a new SQLite folder, or a new database in the test cluster. */
export async function freshDatabase(dialect: Dialect) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  if (dialect === "sqlite") return { dataDir, databaseUrl: undefined };
  counter += 1;
  const name = `t_${process.pid}_${Date.now()}_${counter}`;
  return { dataDir, databaseUrl: await createDatabase(inject("postgresUrl"), name) };
}

/** The real server, in-process on a free loopback port, with its own data. */
export async function startTestServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Files of the build to serve, by path (no pages are needed unless a test asks for some). */
  buildFiles?: Record<string, string>;
  /** Where the server logs, when a test reads its log. */
  log?: Logger;
}) {
  // The admin shell, which the server hands to signed-in administrators, and what the test asks.
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  writeFileSync(path.join(buildDir, "__spa-fallback.html"), "<!doctype html><title>Admin</title>");
  for (const [name, content] of Object.entries(options.buildFiles ?? {}))
    writeFileSync(path.join(buildDir, name), content);
  const env = readEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    BUILD_DIR: buildDir,
    DATABASE_URL: options.databaseUrl,
    RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    // The request log of every test's requests would drown what matters.
    LOG_LEVEL: "warn",
    ...options.env,
  });
  // The pages the server writes (without JavaScript) by the real build's renderer, which the
  // integration tests' set-up builds: the build's public pages are not served.
  const running = await startServer(env, options.log, { renderDir: builtRenderer });
  return { ...running, url: `http://127.0.0.1:${running.port}`, dataDir: options.dataDir };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** How many rows a table of a test server's database holds. */
export async function countRows(server: Pick<TestServer, "database">, table: keyof Database) {
  const { n } = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
