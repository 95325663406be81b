import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export const postgresAvailable = () => existsSync(path.join(BIN, "initdb"));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (the server refuses root). */
function run(program: string, args: string[]) {
  const command = [path.join(BIN, program), ...args];
  if (process.getuid?.() === 0) {
    const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(" ");
    execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
  } else {
    execFileSync(command[0]!, command.slice(1), { stdio: "pipe" });
  }
}

/**
 * A throwaway PostgreSQL cluster on loopback, in a fresh temporary folder: real, and gone
 * when stopped.
 */
export async function startPostgres() {
  const root = mkdtempSync(path.join(tmpdir(), "site-pg-"));
  chmodSync(root, 0o777);
  const data = path.join(root, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-k ${root} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(root, "log"), "-w", "start"]);
  const stop = (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    destroy() {
      try {
        stop("immediate");
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database in the cluster at `clusterUrl`, so each test owns its data. */
export async function createDatabase(clusterUrl: string, name: string) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
