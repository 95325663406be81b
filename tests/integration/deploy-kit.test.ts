// The deploy kit (deploy/, .env.example, docs/operations.md): the systemd units are valid and
// hardened, the container recipe starts the server exactly as the tested production start
// does, .env.example documents every variable the server reads with its true default, and the
// scheduled backup keeps the newest backups only.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.server.ts";
import { configVariables, readEnv } from "#server/env.server.ts";
import { productionAllocator, productionStart } from "#tests/support/server-process.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
const units = ["pharma-site.service", "pharma-site-backup.service", "pharma-site-backup.timer"];

/** `Key=value` lines of a systemd unit, in order. */
const directives = (unit: string) =>
  [...unit.matchAll(/^([A-Za-z]+)=(.*)$/gm)].map(([, key, value]) => [key!, value!] as const);
const values = (unit: string, key: string) =>
  directives(unit)
    .filter(([name]) => name === key)
    .map(([, value]) => value);

const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find(existsSync);

describe("the systemd units", () => {
  const service = read("deploy/pharma-site.service");

  it.skipIf(!systemdAnalyze)(
    `pass systemd-analyze verify${systemdAnalyze ? "" : " (skipped: no systemd-analyze here)"}`,
    () => {
      const result = spawnSync(
        systemdAnalyze!,
        ["verify", ...units.map((unit) => path.join(projectRoot, "deploy", unit))],
        { encoding: "utf8" },
      );
      // It exits 0 after warnings about directives it ignored: any word from it is a failure.
      expect(result.stderr + result.stdout).toBe("");
      expect(result.status).toBe(0);
    },
  );

  it("can be enabled at boot, restarts on failure, waits for the network, runs as its own user", () => {
    expect(values(service, "WantedBy")).toEqual(["multi-user.target"]);
    expect(values(service, "Wants")).toEqual(["network-online.target"]);
    expect(values(service, "After")).toEqual(["network-online.target"]);
    expect(values(service, "Restart")).toEqual(["on-failure"]);
    expect(values(service, "User")).toEqual(["pharma-site"]);
    expect(values(read("deploy/pharma-site-backup.timer"), "WantedBy")).toEqual(["timers.target"]);
  });

  it("is hardened, with the data folder its only writable place", () => {
    for (const [key, value] of [
      ["NoNewPrivileges", "yes"],
      ["ProtectSystem", "strict"],
      ["ProtectHome", "yes"],
      ["PrivateTmp", "yes"],
      ["PrivateDevices", "yes"],
      ["RestrictSUIDSGID", "yes"],
      ["CapabilityBoundingSet", ""],
      ["ReadWritePaths", "/var/lib/pharma-site"],
      ["Environment", "DATA_DIR=/var/lib/pharma-site"],
    ])
      expect(values(service, key!), key).toContain(value);
  });

  it("runs the production start command, through the Node version guard", () => {
    expect(values(service, "Environment")).toContain("NODE_ENV=production");
    expect(values(service, "Environment")).toContain(
      `GLIBC_TUNABLES=${productionAllocator.GLIBC_TUNABLES}`,
    );
    expect(values(service, "ExecStart")).toEqual([
      ["/usr/bin/env", "node", "scripts/node-guard.cjs", ...productionStart].join(" "),
    ]);
  });
});

describe("the container recipe (it cannot be built here: no container engine)", () => {
  const recipe = read("deploy/Containerfile").replace(/\\\n\s*/g, " ");
  const stages = recipe.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it("builds in one stage and runs from production dependencies only in the next", () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    expect(stages[0]).toMatch(/^RUN npm run build$/m);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/api\/health/m);
  });

  it("starts exactly as the tested production start does", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(productionStart);
    expect(runtime).toMatch(/^ENV NODE_ENV=production /m);
    expect(runtime).toContain(` GLIBC_TUNABLES=${productionAllocator.GLIBC_TUNABLES}`);
  });

  it("leaves local data, builds and dependencies out of its context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules", "build", "data", ".git"]) expect(ignored).toContain(entry);
  });
});

describe(".env.example", () => {
  const documented = [...read(".env.example").matchAll(/^#?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
    ([, name, value]) => ({ name: name!, value: value! }),
  );
  const names = documented.map((entry) => entry.name);

  it("documents every variable the server reads, each with a line of meaning", () => {
    expect(configVariables.filter((name) => !names.includes(name))).toEqual([]);
    const lines = read(".env.example").split("\n");
    for (const name of configVariables) {
      const at = lines.findIndex((line) => line.startsWith(`#${name}=`));
      expect(
        lines
          .slice(0, at)
          .reverse()
          .find((line) => !/^#[A-Z]/.test(line)),
        name,
      ).toMatch(/^# \S/);
    }
  });

  it("names only variables the server or the build reads", () => {
    const buildTime = new Set(
      [...read("scripts/site-files.ts").matchAll(/process\.env\.([A-Z_]+)/g)].map(([, n]) => n),
    );
    const browserBuild = execFileSync("grep", ["-rhoE", "VITE_[A-Z_]+", "app"], {
      cwd: projectRoot,
      encoding: "utf8",
    });
    for (const name of names)
      expect(
        configVariables.includes(name) || buildTime.has(name) || browserBuild.includes(name),
        name,
      ).toBe(true);
  });

  it("gives the server's own defaults", () => {
    const defaults = readEnv({});
    for (const { name, value } of documented)
      if (value && configVariables.includes(name))
        expect(readEnv({ [name]: value }), name).toEqual(defaults);
  });
});

describe("the scheduled backup (deploy/backup.sh)", () => {
  it("backs up the database and keeps only the newest BACKUP_KEEP backups", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
    const database = await openDatabase({ dataDir });
    await database.db
      .insertInto("audit_log")
      .values({ at: new Date().toISOString(), actor: null, action: "sign-in", detail: "kept" })
      .execute();
    await database.close();
    const backupDir = mkdtempSync(path.join(tmpdir(), "site-backups-"));
    const older = [
      "site-20250101T000000Z.db",
      "site-20250102T000000Z.db",
      "site-20250103T000000Z.db",
    ];
    for (const name of older) writeFileSync(path.join(backupDir, name), "an older backup");
    writeFileSync(path.join(backupDir, "notes.txt"), "not a backup: left alone");

    const result = spawnSync("sh", ["deploy/backup.sh"], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        BACKUP_KEEP: "2",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    const kept = readdirSync(backupDir).sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain("notes.txt");
    expect(kept).toContain("site-20250103T000000Z.db");
    const fresh = kept.find(
      (name) => /^site-\d{8}T\d{6}Z\.db$/.test(name) && !older.includes(name),
    );
    expect(fresh).toBeDefined();
    expect(result.stdout).toContain("Deleted the old backup site-20250101T000000Z.db");
    expect(statSync(path.join(backupDir, fresh!)).mode & 0o077).toBe(0);

    const copy = new SQLite(path.join(backupDir, fresh!), { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.prepare("select detail from audit_log").all()).toEqual([{ detail: "kept" }]);
    } finally {
      copy.close();
    }
  }, 60_000);
});
