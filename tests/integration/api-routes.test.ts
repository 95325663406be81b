// Every route of the registry (shared/api/routes.ts) is one the server answers: none falls
// through to the JSON 404 that every other /api/ path gets.
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { freshDatabase, startTestServer, type TestServer } from "#tests/support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(await freshDatabase("sqlite"));
});
afterAll(() => server.stop());

const noSuchEndpoint = "There is no such API endpoint.";

it("answers every route of the registry, and the JSON 404 elsewhere under /api/", async () => {
  for (const [name, route] of Object.entries(apiRoutes)) {
    const url = apiUrl<string>(route, { params: { id: "x", version: "x" } });
    const response = await fetch(`${server.url}${url}`, { method: route.method });
    expect(await response.text(), name).not.toContain(noSuchEndpoint);
  }
  const elsewhere = await fetch(`${server.url}${apiUrl(apiRoutes.health)}/nowhere`);
  expect(elsewhere.status).toBe(404);
  expect(await elsewhere.json()).toEqual({ success: false, error: noSuchEndpoint });
});
