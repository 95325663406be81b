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
