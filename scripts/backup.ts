// Backs up or restores the site's database (submissions, resumes, admins, audit log):
//   npm run backup -- <file>    while the server runs (SQLite online backup, or pg_dump)
//   npm run restore -- <file>   with the server stopped (SQLite), or into PostgreSQL (pg_restore)
import { execFileSync } from "node:child_process";
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { readEnv } from "#server/env.server.ts";

const [command, file] = process.argv.slice(2);
if (!["backup", "restore"].includes(command ?? "") || !file) {
  console.error("Usage: npm run backup -- <file>\n       npm run restore -- <file>");
  process.exit(2);
}

const env = readEnv();
const target = path.resolve(file);

if (env.DATABASE_URL) {
  if (command === "backup")
    execFileSync("pg_dump", ["--format=custom", `--file=${target}`, env.DATABASE_URL], {
      stdio: "inherit",
    });
  else
    // One transaction: a restore that fails halfway (an object depending on a table, a lock)
    // leaves the database as it was, rather than some tables dropped and others not.
    execFileSync(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${env.DATABASE_URL}`,
        target,
      ],
      { stdio: "inherit" },
    );
} else {
  const live = path.join(env.dataDir, "site.db");
  if (command === "backup") {
    // SQLite's online backup: a consistent copy even while the server is writing.
    const db = new SQLite(live, { readonly: true, fileMustExist: true });
    await db.backup(target);
    db.close();
  } else {
    const copy = new SQLite(target, { readonly: true, fileMustExist: true });
    const check = copy.pragma("integrity_check", { simple: true });
    copy.close();
    if (check !== "ok")
      throw new Error(
        `${target} is damaged (integrity check: ${String(check)}); nothing was restored.`,
      );
    mkdirSync(env.dataDir, { recursive: true });
    if (existsSync(live)) releaseLiveDatabase(live);
    // Copied beside it first, then renamed over it: a copy cut short leaves the live file whole.
    const incoming = `${live}.restoring`;
    copyFileSync(target, incoming);
    syncToDisk(incoming);
    for (const suffix of ["-wal", "-shm"]) rmSync(live + suffix, { force: true });
    renameSync(incoming, live);
    syncToDisk(env.dataDir);
  }
}
console.log(`${command === "backup" ? "Backed up to" : "Restored from"} ${target}`);

/**
 * Refuses while anything (the server) has the database open, and otherwise folds its WAL into
 * the file. Leaving WAL mode needs the database to itself, so it fails while the server runs:
 * replacing the file under it would lose what it had acknowledged but not yet moved out of the WAL.
 */
function releaseLiveDatabase(live: string) {
  const db = new SQLite(live, { fileMustExist: true, timeout: 1000 });
  let mode: unknown;
  try {
    // SQLite answers with the mode it is in: the old one when it could not change it.
    mode = db.pragma("journal_mode = DELETE", { simple: true });
  } catch (error) {
    mode = (error as Error).message;
  } finally {
    db.close();
  }
  if (mode !== "delete")
    throw new Error(
      `${live} is in use (is the server running? Stop it first); nothing was restored. (${String(mode)})`,
    );
}

function syncToDisk(file: string) {
  const descriptor = openSync(file, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
