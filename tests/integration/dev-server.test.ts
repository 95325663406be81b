// `npm run dev` serves the pages with hot reload and, behind them, the real API on a development
// database: a form post made to the dev server is stored (README#commands).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.server.ts";
import { freePort } from "#tests/support/postgres.ts";
import { enquiry } from "#tests/support/sample-submissions.ts";
import { until } from "#tests/support/until.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

describe("npm run dev", () => {
  it("answers a form post through the dev server, into the development database", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-dev-data-"));
    const origin = `http://localhost:${port}`;
    // Its own process group, so that stopping it stops npm, Vite and the server alike.
    const dev = spawn("npm", ["run", "dev"], {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    dev.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    try {
      const home = await until(
        "the dev server",
        () =>
          // As a browser asks: the public pages are rendered from the sources, islands and all.
          fetch(`${origin}/`, { headers: { accept: "text/html" } }).then(
            (response) => response.ok && response,
            () => undefined,
          ),
        90_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${output}`);
      });
      expect(home.headers.get("content-type")).toMatch(/^text\/html/);
      // React Router's hot-reload runtime, without which every island's module refuses to run.
      const html = await home.text();
      expect(html).toContain('data-island="counters"');
      expect(html).toContain('src="/@id/__x00__virtual:react-router/inject-hmr-runtime"');

      const posted = await fetch(`${origin}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(enquiry(3)),
      });
      expect(posted.status, output).toBe(201);
      const { id } = (await posted.json()) as { id: string };

      const database = await openDatabase({ dataDir });
      try {
        const stored = await database.db
          .selectFrom("enquiries")
          .select(["id", "name"])
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ id, name: "Visitor 3" });
      } finally {
        await database.close();
      }
    } finally {
      process.kill(-dev.pid!, "SIGTERM");
      await exited;
    }
  }, 120_000);
});
