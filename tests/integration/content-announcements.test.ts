// What the owner announces reaches the pages without a build (docs/product.md#the-owners-content):
// two instances of the real build share one database; a notice, a closure and a job opening
// published on one are on the other's pages, in every language, within 5 s.
import { describe, expect, it } from "vitest";
import { indiaDay } from "#shared/content/announcements.ts";
import { texts } from "#shared/content/text.ts";
import { call } from "#tests/support/customers.ts";
import {
  LIVE_WITHIN_MS,
  page,
  publishedContent,
  twoInstancesForTests,
  untilShown,
} from "#tests/support/live-pages.ts";
import { dialects } from "#tests/support/test-server.ts";

const DAY_MS = 24 * 3600_000;
/** The job category chosen on a Careers page's application form as served ("" for none). */
function chosenCategory(html: string) {
  const select = /<select[^>]* name="jobCategory"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
  const chosen = [...select.matchAll(/<option value="([^"]*)"[^>]*? selected=""/g)];
  expect(chosen).toHaveLength(1);
  return chosen[0]![1]!;
}
/** India's day `offset` days from now. */
const day = (offset: number) => indiaDay(new Date(Date.now() + offset * DAY_MS));

describe.each(dialects)(
  "a notice and a job opening published on one instance, on %s",
  (dialect) => {
    const instances = twoInstancesForTests(dialect);

    it("are on the other's pages in every language within 5 s", async () => {
      const { first, second, admin } = instances;
      const live = await publishedContent(first, admin);
      const document = live.content;
      // Around today, so that the test may run at any hour.
      document.notices = [
        {
          id: "stock-taking",
          from: day(-1),
          to: day(1),
          text: {
            en: "Orders placed this week are delivered next Monday",
            or: "",
            hi: "इस सप्ताह के ऑर्डर अगले सोमवार को पहुँचेंगे",
          },
        },
      ];
      document.closures = [
        {
          id: "bandh",
          from: day(-1),
          to: day(1),
          reason: { en: "Odisha bandh", or: "ଓଡ଼ିଶା ବନ୍ଦ", hi: "" },
        },
      ];
      document.jobs = [
        {
          id: "driver",
          title: { en: "Delivery driver", or: "ଡେଲିଭରି ଚାଳକ", hi: "डिलीवरी ड्राइवर" },
          description: { en: "Deliver orders in Cuttack.", or: "", hi: "" },
          category: "Delivery",
          employmentType: "Full Time",
          location: { en: "Cuttack", or: "କଟକ", hi: "कटक" },
          open: true,
        },
      ];
      const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
        baseVersion: live.version,
        content: document,
      });
      expect(published.status).toBe(200);

      const notice = document.notices[0]!.text;
      expect(
        await untilShown(second, {
          "/": notice.en,
          "/or/": `<span lang="en">${notice.en}</span>`,
          "/hi/contact": notice.hi,
          "/careers": "Delivery driver",
          "/or/careers": "ଡେଲିଭରି ଚାଳକ",
        }),
      ).toBeLessThan(LIVE_WITHIN_MS);

      const careers = (await page(second, "/careers")).html;
      expect(careers).toContain('href="/careers?category=delivery#apply-heading"');
      expect(careers).toContain(texts.en.careers.openings.apply);
      expect((await page(second, "/hi/careers")).html).toContain(
        'href="/hi/careers?category=delivery#apply-heading"',
      );
      // Where "Apply" leads, the form has the category chosen already: without JavaScript too.
      for (const path of ["/careers", "/or/careers", "/hi/careers"]) {
        const chosen = (await page(second, `${path}?category=delivery`)).html;
        expect(chosenCategory(chosen), path).toBe("Delivery");
        expect(chosen).toContain(`href="${path}?category=delivery#apply-heading"`);
      }
      // Any other address is the page as it is, nothing chosen.
      for (const path of ["/careers?category=astronaut", "/careers?utm_source=whatsapp"])
        expect(chosenCategory((await page(second, path)).html), path).toBe("");

      // Closed today, under the hours, in the chat's frame and in the structured data.
      const contact = (await page(second, "/contact")).html;
      expect(contact).toContain("Closed from today to ");
      expect(contact).toMatch(/"closed":\["Closed from today to [^"]+: Odisha bandh"\]/);
      expect(contact).toContain(
        `"specialOpeningHoursSpecification":[{"@type":"OpeningHoursSpecification","validFrom":"${day(-1)}","validThrough":"${day(1)}","opens":"00:00","closes":"00:00"}]`,
      );
      expect((await page(second, "/hi/")).html).toContain('<span lang="en">Odisha bandh</span>');

      // Closed again, the opening leaves Careers; the notice's last day passed, it leaves the pages.
      const current = await publishedContent(first, admin);
      current.content.jobs[0]!.open = false;
      current.content.notices[0]!.to = day(-1);
      expect(
        (
          await call(`${first.url}/api/admin/content`, "PUT", admin, {
            baseVersion: current.version,
            content: current.content,
          })
        ).status,
      ).toBe(200);
      await expect
        .poll(async () => (await page(second, "/careers")).html, { timeout: LIVE_WITHIN_MS })
        .not.toContain("Delivery driver");
      expect((await page(second, "/")).html).not.toContain(notice.en);
    });
  },
);
