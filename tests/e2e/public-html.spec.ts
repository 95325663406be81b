import { extractText, getDocumentProxy } from "unpdf";
import { partners } from "#shared/content/partners.ts";
import { paths } from "#shared/site-paths.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";
import { englishPageMeta as pageMeta, expect, test } from "./fixtures";

// What a crawler or a visitor without JavaScript receives: the HTML as served.
const expectations = [
  { path: "/", heading: /<h1[^>]*>[^<]+/, content: "What we supply", meta: pageMeta.home },
  {
    path: "/about",
    heading: /<h1[^>]*>About /,
    content: "Frequently asked questions",
    meta: pageMeta.about,
  },
  {
    path: "/products",
    heading: /<h1[^>]*>Products and partners/,
    content: partners[0]!.name,
    meta: pageMeta.products,
  },
  {
    path: "/contact",
    heading: /<h1[^>]*>Contact us/,
    content: "Business hours",
    meta: pageMeta.contact,
  },
  {
    path: "/careers",
    heading: /<h1[^>]*>Careers/,
    content: "Job categories",
    meta: pageMeta.careers,
  },
];

for (const { path, heading, content, meta } of expectations) {
  test(`${path} is pre-rendered with its heading, content and meta`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(heading);
    expect(html).toContain(content.replace(/&/g, "&amp;"));
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toContain(`<title>${meta.title.replace(/&/g, "&amp;")}</title>`);
    expect(html).toContain(`content="${meta.description.replace(/&/g, "&amp;")}"`);
  });
}

test("every partner company is in the pre-rendered products page", async ({ request }) => {
  const html = await (await request.get("/products")).text();
  for (const partner of partners) expect(html).toContain(partner.name.replace(/&/g, "&amp;"));
});

test("the home page shows the counters' final figures before any script runs", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(">50+<");
  expect(html).toContain(">1,00,000+<");
});

test("unknown paths get the 404 page with status 404", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page not found");
  const api = await request.get("/api/no-such-endpoint");
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
});

test("the health check answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("/items.pdf is the published catalogue by company, as a download dated with its publish", async ({
  request,
}) => {
  const response = await request.get(paths.productList);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  // The server published the shipped sample list when it started, today.
  expect(headers["content-disposition"]).toMatch(
    /^attachment; filename="Mahanadi-Pharma-product-list-\d{4}-\d{2}-\d{2}\.pdf"$/,
  );
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["etag"]).toMatch(/^"catalogue-\d+-[0-9a-f]{16}"$/);
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  expect(pdf.numPages).toBeGreaterThan(1);
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Sample content");
  // The sample list has items of every partner company.
  for (const partner of partners) expect(flat).toContain(partner.name);
  const sample = await readSampleCatalogue();
  for (const item of sample.slice(0, 20))
    expect(flat).toContain(`${item.name} ${item.composition} ${item.pack}`);
});
