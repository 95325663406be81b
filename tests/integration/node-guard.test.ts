// The README's commands on a machine whose own Node is too old (Debian's `nodejs`): every entry
// point runs scripts/node-guard.cjs first, which either carries on under Node 24 from the npm
// registry or stops with one sentence and exit code 1. Never a crash.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const scripts = (
  JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

const carriedOn =
  /^Node\.js [\d.]+ is older than the 22\.12 this project needs, so this runs under Node\.js 24 from the npm registry \(npx -y node@24, cached after the first time\)\.$/m;
const stopped =
  /^This project needs Node\.js 22\.12 or newer \(this is [\d.]+\) and Node\.js 24 could not be fetched from the npm registry: install Node\.js 24 \(for example `nvm install`, which reads \.nvmrc, or from https:\/\/nodejs\.org\) and run the command again\.$/m;

const entryPoints = [
  "start",
  "dev",
  "build",
  "test",
  "test:unit",
  "test:integration",
  "test:e2e",
  "typecheck",
  "admin",
  "backup",
  "restore",
  "bench",
  "screenshots",
];

/** A Node older than 22.12: OLD_NODE, or the distribution's own (Debian: apt-get install nodejs). */
function findOldNode() {
  for (const candidate of [process.env.OLD_NODE, "/usr/bin/node", "/usr/bin/nodejs"]) {
    if (!candidate || !existsSync(candidate)) continue;
    const version = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" })
      .stdout?.trim()
      .split(".")
      .map(Number);
    if (version && (version[0]! < 22 || (version[0] === 22 && version[1]! < 12))) return candidate;
  }
  return undefined;
}
const oldNode = findOldNode();
const olderNode = oldNode
  ? `under ${oldNode} (Node ${spawnSync(oldNode, ["-v"], { encoding: "utf8" }).stdout.trim()})`
  : "under an older Node (skipped: none here; Debian: apt-get install nodejs, or set OLD_NODE)";

/** Only the old Node's folder and the system's on the PATH, as on a fresh machine. */
const oldPath = () => [path.dirname(oldNode!), "/usr/bin", "/bin"].join(path.delimiter);
const cleanEnv = (more: Record<string, string> = {}) => ({
  PATH: oldPath(),
  HOME: process.env.HOME ?? "/root",
  ...more,
});

/** Runs `npm run <script> -- <args>` with the old Node (and its npm, or the script's line). */
function runEntryPoint(script: string, args: string[], env: Record<string, string> = {}) {
  const npm = path.join(path.dirname(oldNode!), "npm");
  const [command, commandArgs, pathPrefix] = existsSync(npm)
    ? [npm, ["run", "--silent", script, "--", ...args], ""]
    : // No npm beside it (Debian's nodejs has none): what `npm run` would do.
      [
        "sh",
        ["-c", `${scripts[script]} ${args.join(" ")}`],
        path.join(projectRoot, "node_modules/.bin") + path.delimiter,
      ];
  const result = spawnSync(command, commandArgs, {
    cwd: projectRoot,
    env: { ...cleanEnv(env), PATH: pathPrefix + oldPath() },
    encoding: "utf8",
    timeout: 180_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Either it carried on under Node 24 and `onNode24` holds, or it stopped with the sentence. */
function expectCarriedOnOrStopped(
  run: { code: number | null; stdout: string; stderr: string },
  onNode24: () => void,
) {
  const output = run.stdout + run.stderr;
  expect(output).not.toMatch(/Segmentation fault|SyntaxError|^\s+at .+:\d+:\d+\)?$/m);
  if (stopped.test(run.stderr)) {
    expect(run.code).toBe(1);
    return;
  }
  expect(run.stderr, output).toMatch(carriedOn);
  onNode24();
}

describe("the Node version guard", () => {
  it("is the first step of every entry point", () => {
    for (const script of entryPoints)
      expect(scripts[script], script).toMatch(
        /^(VITE_STATIC_MODE=1 )?node scripts\/node-guard\.cjs /,
      );
    expect(scripts["build:static"]).toBe("VITE_STATIC_MODE=1 npm run build");
    expect(readFileSync(path.join(projectRoot, ".nvmrc"), "utf8").trim()).toBe(
      readFileSync(path.join(projectRoot, ".node-version"), "utf8").trim(),
    );
  });

  it("runs the command as it is on a supported Node", () => {
    const result = spawnSync(
      process.execPath,
      ["scripts/node-guard.cjs", "node", "-e", "process.exit(7)"],
      { cwd: projectRoot, encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(7);
  });

  describe.skipIf(!oldNode)(olderNode, () => {
    it("carries on under Node 24, or stops with the sentence and exit code 1", () => {
      const result = spawnSync(
        oldNode!,
        ["scripts/node-guard.cjs", "node", "-p", "process.versions.node"],
        { cwd: projectRoot, env: cleanEnv(), encoding: "utf8", timeout: 600_000 },
      );
      expectCarriedOnOrStopped(
        { code: result.status, stdout: result.stdout, stderr: result.stderr },
        () => {
          expect(result.status).toBe(0);
          expect(result.stdout.trim()).toMatch(/^24\./);
        },
      );
    }, 600_000);

    it("stops with the sentence and exit code 1 when the registry cannot be reached", async () => {
      // A port nobody listens on, and an empty npm cache: Node 24 cannot be had.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));
      const result = spawnSync(oldNode!, ["scripts/node-guard.cjs", "node", "-v"], {
        cwd: projectRoot,
        env: cleanEnv({
          npm_config_registry: `http://127.0.0.1:${port}/`,
          npm_config_cache: mkdtempSync(path.join(tmpdir(), "empty-npm-cache-")),
        }),
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(stopped);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    }, 120_000);

    it("npm run admin -- list", () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
      const run = runEntryPoint("admin", ["list"], { DATA_DIR: dataDir });
      expectCarriedOnOrStopped(run, () => {
        expect(run.code).toBe(0);
        expect(run.stdout).toContain("There are no administrators.");
      });
    }, 180_000);

    it("npm run backup (without a file: its own usage message)", () => {
      const run = runEntryPoint("backup", []);
      expectCarriedOnOrStopped(run, () => {
        expect(run.code).toBe(2);
        expect(run.stderr).toContain("Usage: npm run backup -- <file>");
      });
    }, 180_000);

    it("npm start (production, no build: the server's own refusal)", () => {
      const run = runEntryPoint("start", [], {
        NODE_ENV: "production",
        BUILD_DIR: path.join(mkdtempSync(path.join(tmpdir(), "no-build-")), "client"),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-data-")),
        PORT: "0",
      });
      expectCarriedOnOrStopped(run, () => {
        expect(run.code).toBe(1);
        expect(run.stdout).toContain("NODE_ENV=production never builds at start");
      });
    }, 180_000);

    it("npm run test:unit", () => {
      const run = runEntryPoint("test:unit", ["server/http/rate-limit.test.ts"], { NO_COLOR: "1" });
      expectCarriedOnOrStopped(run, () => {
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(run.stdout).toMatch(/Tests\s+\d+ passed/);
      });
    }, 180_000);
  });
});
