// Backs up or restores the site's database (submissions, resumes, admins, audit log):
//   npm run backup -- <file>    while the server runs (SQLite online backup, or pg_dump)
//   npm run restore -- <file>   with the server stopped (SQLite), or into PostgreSQL (pg_restore)
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
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
    execFileSync(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", `--dbname=${env.DATABASE_URL}`, target],
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
    for (const suffix of ["-wal", "-shm"]) if (existsSync(live + suffix)) rmSync(live + suffix);
    copyFileSync(target, live);
  }
}
console.log(`${command === "backup" ? "Backed up to" : "Restored from"} ${target}`);
