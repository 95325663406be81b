// Expiry and breakage returns (docs/product.md#returns), on SQLite and PostgreSQL: a customer's
// request with a phone's photo (re-encoded, private), every refusal, the company's return window
// marked, never refused; staff's moves (409 for a wrong one), the customer's mails in their
// language, the export for the billing software, and the erasure of notes and photos.
import { readdir } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { MAX_IMAGE_BYTES, RETURN_RETENTION_YEARS, RETURNS_PER_HOUR } from "#shared/limits.ts";
import type { AccountReturn, AdminReturn } from "#shared/schemas/returns.ts";
import { hitRateLimit } from "#server/http/rate-limit.server.ts";
import { returnsPerCustomer } from "#server/returns/returns-routes.server.ts";
import { eraseExpiredReturns } from "#server/returns/returns-retention.server.ts";
import { call, customerMadeByStaff, loggedMail } from "#tests/support/customers.ts";
import { phonePhoto, postReturn, returnFields, SECRET_PLACE } from "#tests/support/returns.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

/** A text as React writes it in a page (its apostrophes escaped). */
const asReactWrites = (text: string) => text.replaceAll("'", "&#x27;");

const today = indiaCalendarDate(new Date());
/** The month `n` months before this one, as `YYYY-MM`. */
const monthsAgo = (n: number) => {
  const at = new Date(`${today.slice(0, 7)}-15T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - n);
  return at.toISOString().slice(0, 7);
};
const odia = texts.or.returns;

describe.each(dialects)("returns on %s", (dialect) => {
  let server: TestServer;
  let staff: string;
  let tarini: { id: string; cookie: string };
  let utkal: { id: string; cookie: string };
  /** The return asked for with a photo by Maa Tarini. */
  let first: { id: string; number: number };

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    staff = await adminCookie(server.url);
    const make = (shopName: string, mobile: string, code: string, locale: string) =>
      customerMadeByStaff(server.url, staff, {
        shopName,
        contactName: "Sanjay Behera",
        phone: `+91 ${mobile}`,
        email: `${mobile}@example.com`,
        code,
        locale,
      });
    tarini = await make("Maa Tarini Medical Store", "9437000052", "P-0052", "or");
    utkal = await make("Utkal Medical Hall", "9437000053", "P-0053", "en");
    // The owner's window: 3 months after expiry, Anandvan's own 12, near expiry 2 months ahead.
    const live = await (await call(`${server.url}/api/admin/content`, "GET", staff)).json();
    const { version, content } = live as {
      version: number;
      content: { settings: Record<string, unknown> };
    };
    content.settings.returns = {
      monthsAfterExpiry: 3,
      nearExpiryMonths: 2,
      byCompany: [{ company: "ANANDVAN ONCOLABS PVT. LTD.", months: 12 }],
    };
    const published = await call(`${server.url}/api/admin/content`, "PUT", staff, {
      baseVersion: version,
      content,
    });
    expect(published.status, await published.clone().text()).toBe(200);
  });
  afterAll(() => server?.stop());

  const ask = (
    cookie: string,
    change: Record<string, string | undefined> = {},
    photo?: Parameters<typeof postReturn>[3],
    headers?: Record<string, string>,
  ) => postReturn(server.url, cookie, returnFields(change), photo, headers);
  const mine = async (cookie: string) =>
    (
      (await (await call(`${server.url}/api/account/returns`, "GET", cookie)).json()) as {
        returns: AccountReturn[];
      }
    ).returns;
  const staffList = async (status: string) =>
    (await (
      await call(`${server.url}/api/admin/returns?status=${status}`, "GET", staff)
    ).json()) as {
      total: number;
      returns: AdminReturn[];
    };
  const move = (id: string, body: Record<string, unknown>, cookie = staff) =>
    call(`${server.url}/api/admin/returns/${id}`, "PATCH", cookie, body);

  it("takes a catalogue item's return with a phone's photo, re-encoded without its location, and tells the company", async () => {
    const original = await phonePhoto();
    expect(original.includes(Buffer.from(SECRET_PLACE))).toBe(true);
    const sent = await ask(
      tarini.cookie,
      {
        name: undefined,
        itemId: "S100007",
        reason: "expired",
        expiry: monthsAgo(6),
        note: "Strips found in the back shelf",
      },
      { bytes: original, type: "image/jpeg" },
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const answer = (await sent.json()) as { id: string; number: number; window: string };
    // Anandvan takes expired goods back 12 months after expiry: inside.
    expect(answer).toMatchObject({ success: true, window: "inside" });
    first = answer;
    const [listed] = await mine(tarini.cookie);
    expect(listed).toMatchObject({
      id: first.id,
      number: first.number,
      itemName: "Curameth Plus 2.5",
      itemCode: "S100007",
      company: "Anandvan Oncolabs",
      status: "requested",
      photo: true,
      note: "Strips found in the back shelf",
    });
    const photo = await call(
      `${server.url}/api/account/returns/${first.id}/photo`,
      "GET",
      tarini.cookie,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect(photo.headers.get("content-type")).toBe("image/webp");
    const served = Buffer.from(await photo.arrayBuffer());
    expect(served.includes(Buffer.from(SECRET_PLACE))).toBe(false);
    const { width, exif, format } = await sharp(served).metadata();
    expect([format, width, exif]).toEqual(["webp", 1200, undefined]);
    const [mail] = await loggedMail(server.dataDir, "return-requested");
    expect(mail).toContain(`Subject: Return ${first.number} asked for by Maa Tarini Medical Store`);
    expect(mail).toContain("Window:     inside the company's return window");
  });

  it("offers the items of the customer's orders on the page, and takes one of them by its id", async () => {
    const placed = await call(`${server.url}/api/orders`, "POST", utkal.cookie, {
      items: [{ itemId: "S100014", quantity: 1 }],
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const html = await (await call(`${server.url}/account/returns`, "GET", utkal.cookie)).text();
    expect(html).toContain('<option value="S100014">Zenimat DS 400 · Anandvan Oncolabs</option>');
    expect(html).toContain(asReactWrites(texts.en.returns.form.name));
    const sent = await ask(utkal.cookie, { name: undefined, itemId: "S100014" });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await mine(utkal.cookie)).find((entry) => entry.id === id)).toMatchObject({
      itemName: "Zenimat DS 400",
      itemCode: "S100014",
      company: "Anandvan Oncolabs",
    });
    // Without orders, the page asks for the item's name alone.
    const first = await (await call(`${server.url}/account/returns`, "GET", tarini.cookie)).text();
    expect(first).not.toContain("<select");
    expect(first).toContain(asReactWrites(texts.en.returns.form.nameAlone));
  });

  it("refuses the signed-out, staff's session, and another customer's return or photo", async () => {
    expect((await ask("")).status).toBe(401);
    expect((await ask(staff)).status).toBe(401);
    expect((await call(`${server.url}/api/account/returns`, "GET", "")).status).toBe(401);
    expect((await call(`${server.url}/api/account/returns`, "GET", staff)).status).toBe(401);
    const photoPath = `${server.url}/api/account/returns/${first.id}/photo`;
    expect((await call(photoPath, "GET", "")).status).toBe(401);
    expect((await call(photoPath, "GET", utkal.cookie)).status).toBe(404);
    expect((await mine(utkal.cookie)).map((entry) => entry.id)).not.toContain(first.id);
    expect((await call(`${server.url}/api/admin/returns`, "GET", tarini.cookie)).status).toBe(401);
    expect((await move(first.id, { status: "approved" }, tarini.cookie)).status).toBe(401);
    expect(
      (await call(`${server.url}/api/admin/returns/${first.id}/photo`, "GET", "")).status,
    ).toBe(401);
  });

  it("says what is wrong, in the customer's language: expiry, reason, item, photo type and size", async () => {
    const refused = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      return (await response.json()) as { fieldErrors?: Record<string, string[]>; error: string };
    };
    const orForm = { locale: "or" };
    expect(
      (await refused(await ask(tarini.cookie, { ...orForm, expiry: "03/2026" }), 400)).fieldErrors,
    ).toEqual({ expiry: [odia.validation.expiry] });
    expect(
      (await refused(await ask(tarini.cookie, { ...orForm, expiry: "2026-13" }), 400)).fieldErrors,
    ).toEqual({ expiry: [odia.validation.expiry] });
    expect(
      (await refused(await ask(tarini.cookie, { ...orForm, reason: "unsold" }), 400)).fieldErrors,
    ).toEqual({ reason: [odia.validation.reason] });
    expect(
      (await refused(await ask(tarini.cookie, { ...orForm, name: undefined }), 400)).fieldErrors,
    ).toEqual({ name: [odia.validation.item] });
    expect(
      (await refused(await ask(tarini.cookie, { ...orForm, quantity: "0" }), 400)).fieldErrors,
    ).toEqual({ quantity: [odia.validation.quantity] });
    expect(
      (await refused(await ask(tarini.cookie, { itemId: "NOT-THERE", name: undefined }), 400))
        .error,
    ).toBe(texts.en.returns.answers.noSuchItem);
    const pdf = { bytes: Buffer.from("%PDF-1.7 not a photo"), type: "image/jpeg" };
    expect((await refused(await ask(tarini.cookie, orForm, pdf), 415)).error).toBe(
      odia.answers.photoType,
    );
    const cut = { bytes: (await phonePhoto()).subarray(0, 2000), type: "image/jpeg" };
    expect((await refused(await ask(tarini.cookie, orForm, cut), 400)).error).toBe(
      odia.answers.photoDamaged,
    );
    const huge = { bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), type: "image/jpeg" };
    expect((await refused(await ask(tarini.cookie, {}, huge), 413)).error).toBe(
      texts.en.returns.answers.photoSize.replace("{maxPhotoMb}", "10"),
    );
    const json = await call(
      `${server.url}/api/account/returns`,
      "POST",
      tarini.cookie,
      returnFields(),
    );
    expect(json.status).toBe(415);
    expect(await mine(tarini.cookie)).toHaveLength(1);
  });

  it("marks requests outside the company's window for staff, and never refuses them", async () => {
    const mark = async (change: Record<string, string | undefined>) => {
      const sent = await ask(utkal.cookie, change);
      expect(sent.status).toBe(201);
      return ((await sent.json()) as { window: string | null }).window;
    };
    // A typed item has no company: the default 3 months.
    expect(await mark({ reason: "expired", expiry: monthsAgo(3) })).toBe("inside");
    expect(await mark({ reason: "expired", expiry: monthsAgo(4) })).toBe("outside");
    expect(await mark({ reason: "near_expiry", expiry: monthsAgo(-2) })).toBe("inside");
    expect(await mark({ reason: "near_expiry", expiry: monthsAgo(-3) })).toBe("outside");
    // Anandvan's own 12 months.
    expect(
      await mark({ name: undefined, itemId: "S100007", reason: "expired", expiry: monthsAgo(13) }),
    ).toBe("outside");
    expect(await mark({ reason: "breakage", expiry: monthsAgo(40) })).toBeNull();
    const requested = await staffList("requested");
    expect(requested.returns.filter((entry) => entry.window === "outside")).toHaveLength(3);
    expect(requested.returns[0]).toMatchObject({
      id: first.id,
      shopName: "Maa Tarini Medical Store",
      code: "P-0052",
      photo: true,
    });
  });

  it("answers the page's form without JavaScript: 303 back to the Returns page, which thanks and shows the window", async () => {
    const page = { accept: "text/html" };
    const sent = await ask(
      tarini.cookie,
      { locale: "or", reason: "expired", expiry: monthsAgo(5) },
      undefined,
      page,
    );
    expect(sent.status).toBe(303);
    const back = sent.headers.get("location")!;
    expect(back).toMatch(/^\/or\/account\/returns\?sent=[\w-]+$/);
    const shown = await call(`${server.url}${back}`, "GET", tarini.cookie);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const html = await shown.text();
    expect(html).toContain(odia.done.outside);
    expect(html).toContain(odia.statuses.requested);
    // React spells the attribute encType (HTML's names know no case).
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    // A refusal is a page in the form's language.
    const refused = await ask(tarini.cookie, { locale: "or", expiry: "soon" }, undefined, page);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(odia.validation.expiry);
    const signedOut = await call(`${server.url}/or/account/returns`, "GET", "");
    expect(await signedOut.text()).toContain(odia.page.signedOut);
  });

  it("moves a return requested → approved → received → credited, 409 for a wrong move, mailing the customer in their language", async () => {
    expect((await move(first.id, { status: "received" })).status).toBe(409);
    expect(
      (await move(first.id, { status: "credited", creditNote: "CN-1", amount: 10 })).status,
    ).toBe(409);
    expect(
      (await move("8d8b6c1e-0000-4000-8000-000000000000", { status: "approved" })).status,
    ).toBe(404);
    expect((await move(first.id, { status: "lost" })).status).toBe(400);
    expect((await move(first.id, { status: "approved" })).status).toBe(200);
    expect((await move(first.id, { status: "approved" })).status).toBe(409);
    expect((await move(first.id, { status: "received" })).status).toBe(200);
    expect((await move(first.id, { status: "credited", amount: 10 })).status).toBe(400);
    expect(
      (await move(first.id, { status: "credited", creditNote: "CN-0417", amount: "1,250.50" }))
        .status,
    ).toBe(200);
    expect((await move(first.id, { status: "rejected", reason: "Too late" })).status).toBe(409);
    const entry = (await mine(tarini.cookie)).find((one) => one.id === first.id);
    expect(entry).toMatchObject({ status: "credited", creditNote: "CN-0417", amount: 1250.5 });
    const mails = await loggedMail(server.dataDir, "return-status", 2);
    const number = String(first.number);
    expect(
      mails.some((mail) =>
        mail.includes(`Subject: ${odia.mail.approvedSubject.replace("{number}", number)}`),
      ),
    ).toBe(true);
    expect(
      mails.some(
        (mail) =>
          mail.includes(
            `Subject: ${odia.mail.creditedSubject.replace("{number}", number).replace("{amount}", "₹1,250.50")}`,
          ) && mail.includes("CN-0417"),
      ),
    ).toBe(true);
  });

  it("rejects from requested, approved or received with the reason the customer reads", async () => {
    const ids = (await staffList("requested")).returns
      .filter((entry) => entry.shopName === "Utkal Medical Hall")
      .map((entry) => entry.id);
    const [a, b, c] = ids as [string, string, string];
    expect((await move(a, { status: "rejected" })).status).toBe(400);
    expect((await move(a, { status: "rejected", reason: "Not our supply" })).status).toBe(200);
    await move(b, { status: "approved" });
    expect((await move(b, { status: "rejected", reason: "Batch not ours" })).status).toBe(200);
    await move(c, { status: "approved" });
    await move(c, { status: "received" });
    expect((await move(c, { status: "rejected", reason: "Seal broken" })).status).toBe(200);
    expect((await staffList("rejected")).total).toBe(3);
    const mails = await loggedMail(server.dataDir, "return-status", 7);
    expect(
      mails.some(
        (mail) => mail.includes("we cannot accept your return") && mail.includes("Seal broken"),
      ),
    ).toBe(true);
  });

  it("exports the returns of a status for the billing software, CSV and Excel, formula-safe, the staff photo private", async () => {
    const staffPhoto = await call(
      `${server.url}/api/admin/returns/${first.id}/photo`,
      "GET",
      staff,
    );
    expect([staffPhoto.status, staffPhoto.headers.get("cache-control")]).toEqual([
      200,
      "private, no-store",
    ]);
    await ask(utkal.cookie, { name: '=HYPERLINK("x")', batch: "B1" }).then(async (sent) => {
      const { id } = (await sent.json()) as { id: string };
      await move(id, { status: "approved" });
      await move(id, { status: "received" });
    });
    const exported = await call(
      `${server.url}/api/admin/returns/export?from=${today}&to=${today}`,
      "GET",
      staff,
    );
    expect(exported.status).toBe(200);
    const lines = (await exported.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Party Code","Party Name","Item Code","Item Name","Batch","Expiry","Qty","Reason","Credit Note","Amount"',
    );
    // The default status is received: the one received and not yet credited.
    expect(lines.slice(1)).toEqual([
      `"P-0053","Utkal Medical Hall","","'=HYPERLINK(""x"")","B1","2026-03","10","Breakage","",""`,
    ]);
    const workbook = new ExcelJS.Workbook();
    const xlsx = await call(
      `${server.url}/api/admin/returns/export?status=credited&format=xlsx`,
      "GET",
      staff,
    );
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const rows = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[1]).toEqual([
      "P-0052",
      "Maa Tarini Medical Store",
      "S100007",
      "Curameth Plus 2.5",
      "DL2409",
      monthsAgo(6),
      10,
      "Expired",
      "CN-0417",
      1250.5,
    ]);
    expect(
      (
        await call(
          `${server.url}/api/admin/returns/export?from=${today}&to=2020-01-01`,
          "GET",
          staff,
        )
      ).status,
    ).toBe(400);
    expect((await call(`${server.url}/api/admin/returns/export`, "GET", "")).status).toBe(401);
  });

  it("erases a customer's notes and photos with them, keeping the returns as business records", async () => {
    const mailsAbout = async (id: string) =>
      (await readdir(path.join(server.dataDir, "mail"))).filter((name) => name.includes(id));
    expect((await mailsAbout(first.id)).length).toBeGreaterThanOrEqual(3);
    const erased = await call(`${server.url}/api/admin/customers/${tarini.id}`, "DELETE", staff);
    expect(erased.status).toBe(200);
    const kept = await server.database.db
      .selectFrom("returns")
      .select(["note", "status"])
      .where("customer_id", "=", tarini.id)
      .execute();
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.every((row) => row.note === "")).toBe(true);
    expect(
      (await call(`${server.url}/api/admin/returns/${first.id}/photo`, "GET", staff)).status,
    ).toBe(404);
    expect(
      await server.database.db.selectFrom("return_photos").select("return_id").execute(),
    ).toEqual([]);
    // The logged copies of the mails about their returns go too.
    expect(await mailsAbout(first.id)).toEqual([]);
  });

  it(`deletes returns ${RETURN_RETENTION_YEARS} years after they were asked for`, async () => {
    const { db } = server.database;
    const old = new Date();
    old.setUTCFullYear(old.getUTCFullYear() - RETURN_RETENTION_YEARS);
    old.setUTCDate(old.getUTCDate() - 1);
    await db
      .updateTable("returns")
      .set({ requested_at: old.toISOString() })
      .where("id", "=", first.id)
      .execute();
    const before = (await db.selectFrom("returns").select("id").execute()).length;
    expect(await eraseExpiredReturns(db, RETURN_RETENTION_YEARS)).toBe(1);
    expect(await db.selectFrom("returns").select("id").execute()).toHaveLength(before - 1);
  });
});

describe.each(dialects)("return requests' hourly limit on %s", (dialect) => {
  let server: TestServer;
  afterAll(() => server?.stop());

  it(`takes ${RETURNS_PER_HOUR} requests an hour from a customer, then 429 with Retry-After, in their language`, async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { ...adminEnv, RATE_LIMIT: "on" },
    });
    const staff = await adminCookie(server.url);
    const chemist = await customerMadeByStaff(server.url, staff, {
      shopName: "Jagannath Medicals",
      contactName: "Rina Das",
      phone: "+91 9437000054",
      code: "P-0054",
    });
    // The hour's requests but one, as if already sent.
    for (let sent = 1; sent < RETURNS_PER_HOUR; sent += 1)
      await hitRateLimit(server.database.db, returnsPerCustomer, `customer:${chemist.id}`);
    expect((await postReturn(server.url, chemist.cookie, returnFields())).status).toBe(201);
    const refused = await postReturn(server.url, chemist.cookie, returnFields({ locale: "hi" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: texts.hi.returns.answers.tooMany });
  });
});
