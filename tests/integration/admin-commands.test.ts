// `npm run admin -- list | create | disable | enable | remove` against a running server's
// database: disabling or removing someone ends their sessions at once, a disabled administrator
// cannot sign in, and every command is in the audit log (docs/operations.md#administrators).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, adminEnv, signIn as signInTo } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const staff = { email: "staff@pharma.example", password: "staff's long password" };

describe.each(dialects)("administrator commands on %s", (dialect) => {
  let server: TestServer;
  let database: { dataDir: string; databaseUrl?: string };

  /** `npm run admin -- <args>` as an operator types it, the password on standard input. */
  const admin = (args: string[], input = "") => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      },
      input,
      encoding: "utf8",
      timeout: 30_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  const signIn = async (who: { email: string; password: string }) => {
    const { response, cookie } = await signInTo(server.url, who);
    return { status: response.status, cookie };
  };
  const sessionStatus = async (cookie: string) =>
    (await fetch(`${server.url}/api/admin/session`, { headers: { cookie } })).status;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    server = await startTestServer({ ...database, env: { ...adminEnv, SIGN_IN_DELAY_MS: "1" } });
  });
  afterAll(() => server.stop());

  it("creates an administrator who can then sign in", async () => {
    const created = admin(["create", "Staff@Pharma.example"], `${staff.password}\n`);
    expect(created.stdout).toBe(`Created the administrator ${staff.email}.\n`);
    expect(created.code).toBe(0);
    const { status, cookie } = await signIn(staff);
    expect(status).toBe(200);
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it("lists administrators with their state and open sessions", () => {
    const listed = admin(["list"]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^owner@pharma\.example {2}active, created \d{4}-\d\d-\d\d, password changed \d{4}-\d\d-\d\d, 0 open session\(s\)$/,
    );
    expect(lines[1]).toMatch(/^staff@pharma\.example {2}active, .*, 1 open session\(s\)$/);
  });

  it("disable ends the sessions at once and refuses sign-in; enable lets them back", async () => {
    const { cookie } = await signIn(staff);
    expect(await sessionStatus(cookie)).toBe(200);
    const disabled = admin(["disable", staff.email]);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain(`Disabled ${staff.email}`);
    expect(await sessionStatus(cookie)).toBe(401);
    expect((await signIn(staff)).status).toBe(401);
    expect(admin(["list"]).stdout).toMatch(
      /staff@pharma\.example {2}disabled since \d{4}-\d\d-\d\d/,
    );
    // The other administrator is untouched.
    expect(await sessionStatus((await signIn(ADMIN)).cookie)).toBe(200);

    expect(admin(["enable", staff.email]).code).toBe(0);
    expect((await signIn(staff)).status).toBe(200);
  });

  it("remove deletes the account and ends its sessions at once", async () => {
    const { cookie } = await signIn(staff);
    const removed = admin(["remove", staff.email]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toBe(
      `Removed the administrator ${staff.email}; their sessions were ended.\n`,
    );
    expect(await sessionStatus(cookie)).toBe(401);
    expect((await signIn(staff)).status).toBe(401);
    expect(admin(["list"]).stdout).not.toContain(staff.email);

    const again = admin(["remove", staff.email]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`There is no administrator ${staff.email}.`);
    expect(admin(["delete", staff.email]).code).toBe(2);
  });

  it("records every command in the audit log, with the system user who ran it", async () => {
    const rows = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail", "client"])
      .where("action", "like", "admin-%")
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      ["admin-create", staff.email],
      ["admin-list", ""],
      ["admin-disable", staff.email],
      ["admin-list", ""],
      ["admin-enable", staff.email],
      ["admin-remove", staff.email],
      ["admin-list", ""],
    ]);
    for (const row of rows) expect(row.actor).toMatch(/^\S+ \(command line\)$/);
    // The disabled administrator's refused sign-in names them; a stranger's would not.
    const refused = await server.database.db
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "sign-in-failed")
      .execute();
    expect(refused.map((row) => row.actor)).toContain(staff.email);
  });
});
