import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDatabase } from "#tests/support/postgres.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { inject } from "vitest";
import { fixture } from "#tests/support/fixtures.ts";
import { enquiry, postEnquiry } from "#tests/support/sample-submissions.ts";

const pdf = fixture("resume.pdf");

function runScript(args: string[], env: Record<string, string | undefined>) {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

describe.each(dialects)("backup and restore on %s", (dialect) => {
  it("restores every submission and resume from a backup taken while the server runs", async () => {
    const database = await freshDatabase(dialect);
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
    let server = await startTestServer(database);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Backed Up",
      email: "b@example.com",
      phone: "9437011111",
      jobCategory: "Delivery",
      employmentType: "Full Time",
      consent: "on",
    }))
      form.set(k, v);
    form.set("resume", new Blob([new Uint8Array(pdf)]), "cv.pdf");
    const response = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    const { id } = (await response.json()) as { id: string };

    const file = path.join(tmpdir(), `backup-${process.pid}-${dialect}-${Date.now()}`);
    expect(runScript(["backup", file], env)).toContain("Backed up to");
    await server.stop();

    // Lose everything, then restore into an empty place.
    let restoredEnv = env;
    if (dialect === "sqlite") rmSync(database.dataDir, { recursive: true, force: true });
    else
      restoredEnv = {
        ...env,
        DATABASE_URL: await createDatabase(inject("postgresUrl"), `restored_${Date.now()}`),
      };
    expect(runScript(["restore", file], restoredEnv)).toContain("Restored from");

    server = await startTestServer({
      dataDir: restoredEnv.DATA_DIR,
      databaseUrl: restoredEnv.DATABASE_URL,
    });
    try {
      const resume = await server.database.db
        .selectFrom("resumes")
        .selectAll()
        .where("application_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(resume.content).equals(pdf)).toBe(true);
      const application = await server.database.db
        .selectFrom("career_applications")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(application.name).toBe("Backed Up");
    } finally {
      await server.stop();
      rmSync(file, { force: true });
    }
  });
});

it("refuses to restore a damaged SQLite backup and leaves the data alone", async () => {
  const { dataDir } = await freshDatabase("sqlite");
  const bad = path.join(tmpdir(), `bad-backup-${process.pid}.db`);
  execFileSync("sh", ["-c", `head -c 8192 /dev/urandom > ${bad}`]);
  expect(() => runScript(["restore", bad], { DATA_DIR: dataDir })).toThrow();
  rmSync(bad, { force: true });
});

async function sendEnquiry(server: TestServer, n: number) {
  expect((await postEnquiry(server, enquiry(n))).status).toBe(201);
}

async function storedEnquiries(server: TestServer) {
  const rows = await server.database.db.selectFrom("enquiries").select("name").execute();
  return rows.map((row) => row.name).sort();
}

const backupFile = (name: string) => path.join(tmpdir(), `${name}-${process.pid}-${Date.now()}`);

it("refuses to restore a SQLite database the server is using, and loses nothing", async () => {
  const database = await freshDatabase("sqlite");
  const env = { DATA_DIR: database.dataDir };
  const file = backupFile("backup-in-use");
  let server = await startTestServer(database);
  try {
    await sendEnquiry(server, 1);
    runScript(["backup", file], env);
    // Acknowledged, and still in the WAL rather than the database file.
    await sendEnquiry(server, 2);
    expect(() => runScript(["restore", file], env)).toThrow(/in use/);
    expect(await storedEnquiries(server)).toEqual(["Visitor 1", "Visitor 2"]);
    await sendEnquiry(server, 3);
    await server.stop();

    // Stopped, it restores: the backup's contents, in place of the live ones.
    expect(runScript(["restore", file], env)).toContain("Restored from");
    server = await startTestServer(database);
    expect(await storedEnquiries(server)).toEqual(["Visitor 1"]);
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
});

it("leaves a PostgreSQL database as it was when a restore fails halfway", async () => {
  const database = await freshDatabase("postgres");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
  const file = backupFile("backup-pg-failing");
  let server = await startTestServer(database);
  try {
    await sendEnquiry(server, 1);
    runScript(["backup", file], env);
    await sendEnquiry(server, 2);
    // Something of the operator's depends on a table, so that table cannot be dropped and
    // replaced; the others could be.
    await sql`create view enquiry_names as select name from enquiries`.execute(server.database.db);
    await server.stop();
    expect(() => runScript(["restore", file], env)).toThrow();

    server = await startTestServer(database);
    expect(await storedEnquiries(server)).toEqual(["Visitor 1", "Visitor 2"]);
    // Enquiry 2's notification, newer than the backup, is still queued.
    const queued = await server.database.db.selectFrom("outbox").select("id").execute();
    expect(queued).toHaveLength(2);
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
});
