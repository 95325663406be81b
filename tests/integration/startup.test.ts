// `/api/health` says ok only once the start-up is done (docs/product.md#public-api, `GET /api/health`): a load
// balancer or a script that signs in as soon as it answers must not meet an instance that is
// still creating the ADMIN_EMAIL administrator (seen from outside: 401, then 200 a second later).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminEnv, signIn } from "#tests/support/sample-submissions.ts";
import { killAllServers, launchServer } from "#tests/support/server-process.ts";

afterAll(killAllServers);

describe("start-up", () => {
  it("answers 503 'starting' until the administrator can sign in, then 200", async () => {
    const server = await launchServer({
      dataDir: mkdtempSync(path.join(tmpdir(), "site-data-")),
      env: adminEnv,
    });
    const seen: string[] = [];
    const deadline = Date.now() + 30_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      const answer = await fetch(`${server.url}/api/health`).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => undefined,
      );
      if (answer?.status === 503) expect(answer.body).toEqual({ ok: false, starting: true });
      if (answer) seen.push(String(answer.status));
      ready = answer?.status === 200;
    }
    expect(ready).toBe(true);

    // The first "ok": the administrator signs in at once.
    const { response } = await signIn(server.url);
    expect(response.status).toBe(200);
    // It listens before it is ready, and says so (the hash alone takes longer than a poll).
    expect(seen).toContain("503");
    await server.stop();
  }, 60_000);
});
