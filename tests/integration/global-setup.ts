import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { postgresAvailable, startPostgres } from "#tests/support/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL cluster for the whole test run (each file makes its own database in it).
 * CI installs PostgreSQL; on a machine without it, set SKIP_POSTGRES=1 to run SQLite only.
 */
export default async function setup(project: TestProject) {
  // Some tests serve the real build (the pages rendered from published content, a production
  // start): made once here, before any of them runs, if the sources changed since the last one.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: "inherit",
    // Not "production": that would refuse to build; ensure-build builds for production anyway.
    env: { ...process.env, NODE_ENV: "test" },
  });
  if (process.env.SKIP_POSTGRES === "1") {
    project.provide("postgresUrl", "");
    return;
  }
  if (!postgresAvailable())
    throw new Error(
      "PostgreSQL is not installed (apt-get install postgresql), or set SKIP_POSTGRES=1.",
    );
  const cluster = await startPostgres();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.destroy();
}
