import { afterEach, describe, expect, it } from "vitest";
import { freshDatabase, startTestServer, type TestServer } from "#tests/support/test-server.ts";

const enquiry = { name: "Proxy Test", email: "p@example.com", phone: "9437011111", consent: true };

describe("the client address behind a proxy", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.stop());

  const send = (forwardedFor: string) =>
    fetch(`${server!.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(enquiry),
    });

  it("uses X-Forwarded-For from a trusted proxy, per visitor", async () => {
    server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      env: { RATE_LIMIT: "on", TRUST_PROXY: "127.0.0.1,::1" },
    });
    for (let i = 0; i < 10; i++) expect((await send("203.0.113.7")).status).toBe(201);
    expect((await send("203.0.113.7")).status).toBe(429);
    // Another visitor behind the same proxy has their own limit; a spoofed left-most entry is ignored.
    expect((await send("198.51.100.9")).status).toBe(201);
    expect((await send("10.9.9.9, 203.0.113.7")).status).toBe(429);
  });

  it("ignores spoofed forwarding headers when no proxy is trusted", async () => {
    server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      env: { RATE_LIMIT: "on" },
    });
    for (let i = 0; i < 10; i++) expect((await send(`203.0.113.${i}`)).status).toBe(201);
    expect((await send("203.0.113.200")).status).toBe(429);
  });

  it("sends a visitor who reached the HTTPS site over http to https, and only from a trusted proxy", async () => {
    server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      env: { SITE_ORIGIN: "https://www.pharma.example", TRUST_PROXY: "127.0.0.1" },
    });
    const viaProxy = await fetch(`${server.url}/contact?from=ad`, {
      headers: { "x-forwarded-proto": "http" },
      redirect: "manual",
    });
    expect(viaProxy.status).toBe(301);
    expect(viaProxy.headers.get("location")).toBe("https://www.pharma.example/contact?from=ad");
    const secure = await fetch(`${server.url}/api/health`, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.status).toBe(200);
    expect(secure.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });
});
