// A production machine gets a built copy and production dependencies only (`npm ci
// --omit=dev`), and starts it with the production start command: no build tools, no build at
// start (docs/operations.md#production-start). This test makes such a copy from this project
// (its files as git sees them, plus the build), installs it from the npm cache, and starts it.
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { enquiry } from "#tests/support/sample-submissions.ts";
import { killAllServers, productionStart, spawnServer } from "#tests/support/server-process.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The project's files as a clean checkout has them (tracked, or new and not ignored). */
function projectFiles() {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(path.join(projectRoot, file)));
}

/** Runs the production start command in `dir` until it exits; what it printed, and how. */
function startAndExit(dir: string, dataDir: string) {
  const result = spawnSync(process.execPath, productionStart.slice(1), {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("production start from a built copy with production dependencies only", () => {
  let copy: string;
  let dataDir: string;

  beforeAll(() => {
    // The build this project would ship (made now if the sources changed since the last one).
    execFileSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
      cwd: projectRoot,
      stdio: "inherit",
      // Not "production": that would refuse to build; ensure-build builds for production anyway.
      env: { ...process.env, NODE_ENV: "test" },
    });
    copy = mkdtempSync(path.join(tmpdir(), "site-copy-"));
    dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
    for (const file of projectFiles()) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(projectRoot, file), path.join(copy, file));
    }
    cpSync(path.join(projectRoot, "build"), path.join(copy, "build"), { recursive: true });
    // From the npm cache when it has every package (as after this project's own install).
    execFileSync(
      "npm",
      ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
      { cwd: copy, stdio: "inherit" },
    );
  }, 300_000);
  afterAll(async () => {
    await killAllServers();
    rmSync(copy, { recursive: true, force: true });
  });

  it("has no build tools installed, and sharp, which re-encodes the owner's photos", () => {
    for (const tool of ["vite", "@react-router/dev", "tailwindcss", "vite-imagetools", "vitest"])
      expect(existsSync(path.join(copy, "node_modules", tool)), tool).toBe(false);
    expect(existsSync(path.join(copy, "node_modules", "sharp"))).toBe(true);
  });

  it("serves the pages and the API, and stores an enquiry", async () => {
    const server = await spawnServer({
      dataDir,
      projectDir: copy,
      env: { NODE_ENV: "production", BUILD_DIR: "./build/client", LOG_LEVEL: "info" },
    });
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await home.text()).toContain(site.name);

      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ ok: true });

      const posted = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify(enquiry(1)),
      });
      expect(posted.status).toBe(201);
      expect(await posted.json()).toMatchObject({ success: true });

      // The shipped content's social card is the build's: the image library (libvips, tens of
      // MB) is not loaded to make it again.
      const card = await fetch(`${server.url}/og-image.png`);
      expect(Buffer.from(await card.arrayBuffer())).toEqual(
        readFileSync(path.join(copy, "build/client/og-image.png")),
      );
      expect(readFileSync(`/proc/${server.pid}/maps`, "utf8")).not.toMatch(/libvips/);
    } finally {
      await server.stop();
    }
    expect(server.output()).toMatch(/"msg":"Serving http/);
  }, 60_000);

  it("refuses to start without a build, and builds nothing", () => {
    renameSync(path.join(copy, "build"), path.join(copy, "build-aside"));
    try {
      const { code, output } = startAndExit(copy, dataDir);
      expect(code).toBe(1);
      expect(output).toContain(
        "There is no build in build/, and NODE_ENV=production never builds at start: run `npm run build` (with the development dependencies), then start again.",
      );
      expect(existsSync(path.join(copy, "build"))).toBe(false);
    } finally {
      renameSync(path.join(copy, "build-aside"), path.join(copy, "build"));
    }
  });

  it("refuses to start with a build made from other sources", () => {
    const content = path.join(copy, "shared/content/site.ts");
    const original = readFileSync(content);
    appendFileSync(content, "\n// changed after the build\n");
    try {
      const { code, output } = startAndExit(copy, dataDir);
      expect(code).toBe(1);
      expect(output).toContain("The build is stale (made from other sources) in build/");
    } finally {
      writeFileSync(content, original);
    }
  });
});
