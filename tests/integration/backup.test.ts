import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase } from "#tests/support/postgres.ts";
import { dialects, freshDatabase, startTestServer } from "#tests/support/test-server.ts";
import { inject } from "vitest";
import { fixture } from "#tests/support/fixtures.ts";

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
