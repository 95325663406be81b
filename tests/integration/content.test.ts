// The owner's content in the admin API (docs/product.md#the-owners-content), on SQLite and
// PostgreSQL: the shipped content is version 1; a publish makes the next version, a stale one is
// refused with nothing lost, a restore publishes a copy; every refusal says which field and why,
// and hostile documents (huge, deep, markup, control characters) publish nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDocument, type ContentDocument } from "#shared/content/document.ts";
import { MAX_CONTENT_BYTES } from "#shared/limits.ts";
import { call } from "#tests/support/customers.ts";
import { ADMIN, adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

/** The document as an editor changes it (the site's types are read-only). */
type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
type Editable = Mutable<ContentDocument>;

type Versions = { versions: { version: number; publishedBy: string; current: boolean }[] };
type Answer = {
  success: boolean;
  version?: number;
  error?: string;
  fieldErrors?: Record<string, string[]>;
};

describe.each(dialects)("the owner's content on %s", (dialect) => {
  let server: TestServer;
  let admin: string;
  const api = (method: string, path: string, body?: unknown) =>
    call(`${server.url}${path}`, method, admin, body);
  const live = async () =>
    (await (await api("GET", "/api/admin/content")).json()) as {
      version: number;
      content: Editable;
    };
  const publish = async (baseVersion: number, content: unknown) => {
    const response = await api("PUT", "/api/admin/content", { baseVersion, content });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  /** The live document with one change made to it. */
  const changed = async (change: (document: Editable) => void) => {
    const { version, content } = await live();
    change(content);
    return { version, content };
  };

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    admin = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  it("starts with the shipped content as version 1, published by the system", async () => {
    // The shipped slides name no uploaded photo.
    expect(await live()).toEqual({
      success: true,
      version: 1,
      content: seedDocument(),
      images: {},
    });
    const { versions } = (await (
      await api("GET", "/api/admin/content/versions")
    ).json()) as Versions;
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, publishedBy: "system", current: true }),
    ]);
  });

  it("answers only signed-in staff, and takes a publish only from the site's own pages", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/content"],
      ["PUT", "/api/admin/content"],
      ["GET", "/api/admin/content/versions"],
      ["POST", "/api/admin/content/versions/1/restore"],
    ] as const)
      expect(
        (await call(`${server.url}${path}`, method, "", method === "GET" ? undefined : {})).status,
        path,
      ).toBe(401);
    const forged = await call(
      `${server.url}/api/admin/content`,
      "PUT",
      admin,
      {},
      {
        origin: "https://elsewhere.example",
      },
    );
    expect(forged.status).toBe(403);
  });

  it("publishes a new version: a phone number and an Odia text changed, audited", async () => {
    const { version, content } = await changed((document) => {
      document.site.phones[0] = "+91 94370 99999";
      document.texts.or.about.meta.title = "ଆମ ବିଷୟରେ — {siteName}";
    });
    const { status, body } = await publish(version, content);
    expect([status, body]).toEqual([200, { success: true, version: version + 1 }]);
    const now = await live();
    expect(now.version).toBe(version + 1);
    expect(now.content.site.phones[0]).toBe("+91 94370 99999");
    expect(now.content.texts.or.about.meta.title).toBe("ଆମ ବିଷୟରେ — {siteName}");
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "content-publish")
      .execute();
    expect(audit).toContainEqual({ actor: ADMIN.email, detail: `version ${version + 1}` });
  });

  it("refuses a publish from a version that is no longer the newest: 409, nothing published", async () => {
    const { version, content } = await live();
    content.site.tagline = "First editor's tagline";
    expect((await publish(version, content)).status).toBe(200);
    content.site.tagline = "Second editor's tagline";
    const stale = await publish(version, content);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain(`Version ${version + 1} was published by ${ADMIN.email}`);
    expect(stale.body.error).toContain("your edits are still here");
    expect((await live()).content.site.tagline).toBe("First editor's tagline");
  });

  it("lets one of two publishes from the same version in, and tells the other", async () => {
    const { version, content } = await live();
    const answers = await Promise.all(
      ["Tagline A", "Tagline B"].map((tagline) =>
        publish(version, { ...content, site: { ...content.site, tagline } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { version: newest } = await live();
    expect(newest).toBe(version + 1);
  });

  it.each([
    [
      "site.phones.1",
      (d: Editable) => {
        d.site.phones[1] = "94370";
      },
      "A phone number",
    ],
    [
      "site.email",
      (d: Editable) => {
        d.site.email = "info at pharma";
      },
      "An email address",
    ],
    [
      "site.linkedinUrl",
      (d: Editable) => {
        d.site.linkedinUrl = "http://linkedin.example";
      },
      "https://",
    ],
    [
      "site.hours.opens",
      (d: Editable) => {
        d.site.hours.opens = "10am";
      },
      "HH:MM",
    ],
    [
      "site.address.postalCode",
      (d: Editable) => {
        d.site.address.postalCode = "75300";
      },
      "6 digits",
    ],
    [
      "texts.en.home.meta.title",
      (d: Editable) => {
        d.texts.en.home.meta.title = "<script>alert(1)</script>";
      },
      "no HTML",
    ],
    [
      "texts.hi.about.meta.title",
      (d: Editable) => {
        d.texts.hi.about.meta.title = "About\u0007us";
      },
      "control characters",
    ],
    [
      "texts.or.about.meta.title",
      (d: Editable) => {
        d.texts.or.about.meta.title = "About\u202Eus";
      },
      "direction-changing",
    ],
    [
      "texts.or.home.meta.title",
      (d: Editable) => {
        d.texts.or.home.meta.title = d.texts.or.home.meta.title.replace("{siteName}", "ମହାନଦୀ");
      },
      "{siteName} (the company's name)",
    ],
    [
      "texts.en.about.meta.title",
      (d: Editable) => {
        d.texts.en.about.meta.title = "About\nus";
      },
      "one line",
    ],
    [
      "texts.en.about.meta.title",
      (d: Editable) => {
        d.texts.en.about.meta.title = "x".repeat(10_001);
      },
      "At most 10,000",
    ],
    [
      "texts.en.about.meta.title",
      (d: Editable) => {
        d.texts.en.about.meta.title = "  ";
      },
      "cannot be empty",
    ],
    [
      "texts.or.common.skipLink",
      (d: Editable) => {
        d.texts.or.common.skipLink = "{phone}";
      },
      "no placeholders",
    ],
    [
      "texts.en.about",
      (d: Editable) => {
        Object.assign(d.texts.en.about, { nope: "x" });
      },
      "Not a field of the site's content: nope.",
    ],
    [
      "schemaVersion",
      (d: Editable) => {
        d.schemaVersion = 99;
      },
      "another version of the site",
    ],
  ] as const)(
    "refuses %s with a message in words, and publishes nothing",
    async (path, change, words) => {
      const { version, content } = await changed(change);
      const { status, body } = await publish(version, content);
      expect(status).toBe(400);
      expect(body.fieldErrors?.[path]?.[0]).toContain(words);
      expect((await live()).version).toBe(version);
    },
  );

  it("refuses a translation that drops its English text's placeholders", async () => {
    const { version, content } = await live();
    const path = findPlaceholderText(content.texts.en);
    setAt(content.texts.hi, path, "अनुवाद बिना प्लेसहोल्डर के");
    const { status, body } = await publish(version, content);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[["texts", "hi", ...path].join(".")]?.[0]).toContain("Keep exactly");
  });

  it("takes an empty Odia or Hindi text (shown in English) but not an empty English one", async () => {
    const { version, content } = await changed((document) => {
      document.texts.or.about.meta.description = "";
    });
    expect((await publish(version, content)).status).toBe(200);
  });

  it("refuses hostile bodies: over 1 MiB (413), too deep, not JSON, not JSON typed; nothing published", async () => {
    const { version, content } = await live();
    const huge = await publish(version, {
      ...content,
      site: { ...content.site, tagline: "x".repeat(MAX_CONTENT_BYTES) },
    });
    expect(huge.status).toBe(413);
    let deep: unknown = "bottom";
    for (let i = 0; i < 40; i++) deep = { deep };
    const tooDeep = await publish(version, { ...content, deep });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toContain("nested more than 32 levels");
    const garbled = await call(`${server.url}/api/admin/content`, "PUT", admin, undefined, {
      "content-type": "application/json",
    });
    expect(garbled.status).toBe(400);
    const typed = await fetch(`${server.url}/api/admin/content`, {
      method: "PUT",
      headers: { origin: server.url, cookie: admin, "content-type": "text/plain" },
      body: JSON.stringify({ baseVersion: version, content }),
    });
    expect(typed.status).toBe(415);
    expect((await live()).version).toBe(version);
  });

  it("restores an earlier version as a new one, and says so for a version that does not exist", async () => {
    const before = await live();
    const restored = await api("POST", "/api/admin/content/versions/1/restore");
    expect(await restored.json()).toEqual({ success: true, version: before.version + 1 });
    expect(await live()).toEqual({
      success: true,
      version: before.version + 1,
      content: seedDocument(),
      images: {},
    });
    const { versions } = (await (
      await api("GET", "/api/admin/content/versions")
    ).json()) as Versions;
    expect(versions[0]).toMatchObject({
      version: before.version + 1,
      publishedBy: ADMIN.email,
      current: true,
    });
    expect((await api("POST", "/api/admin/content/versions/9999/restore")).status).toBe(404);
    expect((await api("POST", "/api/admin/content/versions/x/restore")).status).toBe(404);
  });
});

/** The path of the first English text that holds a {placeholder}. */
function findPlaceholderText(root: unknown, path: (string | number)[] = []): (string | number)[] {
  if (typeof root === "string") return /\{\w+\}/.test(root) ? path : [];
  for (const [key, value] of Object.entries(root as object)) {
    const found = findPlaceholderText(value, [...path, Array.isArray(root) ? Number(key) : key]);
    if (found.length) return found;
  }
  return [];
}

function setAt(root: unknown, path: (string | number)[], value: string) {
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((node: Node, key) => node[key] as Node, root as Node);
  parent[path.at(-1)!] = value;
}
