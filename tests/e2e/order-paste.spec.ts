import type { Locator, Page } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { expect, expectNoAxeViolations } from "./fixtures";
import { addSession, test } from "./staff";

// An order from a message on a 360 px phone (docs/product.md#orders-from-a-message): a chemist
// pastes a WhatsApp message, checks the lines (another company's Zencarb 150 chosen, a line not
// found searched for), adds them to the order and places it; axe in each state. In Odia and
// Hindi, a message in their own script and digits is read, reviewed and added, axe in each
// state. From the sample catalogue: Zencarb 150 (Anandvan and Chilika), Sunbica Forte 50,
// Curameth Plus 2.5.

const en = texts.en;
const { paste, review } = en.orderMessage;

async function signedInBrowser(page: Page, baseURL: string, shopName: string, cookie: string) {
  await addSession(page.context(), baseURL, cookie);
  await page.goto("/");
  await page.evaluate((shop) => localStorage.setItem("account-shop", shop), shopName);
}

test.use({ viewport: { width: 360, height: 800 } });

/** A new chemist with an account, signed in. */
async function chemistSignedIn(baseURL: string, staffCookie: string) {
  const who = newChemist();
  return { who, ...(await signedInCustomer(baseURL, who, partyCode(who), staffCookie)) };
}

const message = "Zencarb 150 - 2 box\nsunbica forte 50 x 3\nkalasi 5 strip";

/** The review's lines within `area`, each by its heading, and the item each has chosen. */
function reviewOf(page: Page, area: Locator) {
  const line = (number: number) =>
    area.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: fill(review.line, { line: number }), exact: true }),
    });
  const item = (number: number) =>
    line(number).getByRole("combobox", { name: fill(review.item, { line: number }) });
  return { line, item, chosen: (number: number) => item(number).locator("option:checked") };
}
type Review = ReturnType<typeof reviewOf>;

/** The message as read: Anandvan's Zencarb 150, 3 of Sunbica Forte, the third line not found. */
async function expectRead({ line, chosen }: Review) {
  await expect(chosen(1)).toHaveText("Zencarb 150 · 1 vial · Anandvan Oncolabs");
  await expect(line(2).getByRole("spinbutton")).toHaveValue("3");
  await expect(line(3).getByText(review.notFound)).toBeVisible();
}

/** Another company's Zencarb chosen, and the line not found searched for: Curameth Plus. */
async function changeAndSearch({ line, item, chosen }: Review) {
  await item(1).selectOption({ label: "Zencarb 150 · 1 vial · Chilika Lifesciences" });
  await line(3)
    .getByRole("searchbox", { name: fill(review.search, { line: 3 }) })
    .fill("curameth plus");
  await line(3).getByRole("button", { name: review.searchButton }).click();
  await expect(chosen(3)).toContainText("Curameth Plus 2.5");
  await expect(chosen(1)).toContainText("Chilika Lifesciences");
  await expect(line(1).getByText("₹404.80")).toBeVisible();
}

test("a chemist pastes a message, changes a match, searches a line, adds the lines and places the order", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const { who, cookie } = await chemistSignedIn(baseURL!, staffCookie);
  await signedInBrowser(page, baseURL!, who.shopName, cookie);
  await page.goto(paths.account);
  const panel = page.getByRole("region", { name: paste.heading });
  await expect(panel.getByText(paste.photos)).toBeVisible();
  await expectNoAxeViolations(page, "#paste");

  await panel.getByRole("textbox", { name: paste.message }).fill(message);
  await panel.getByRole("button", { name: paste.read }).click();
  await expect(panel.getByRole("heading", { name: review.heading })).toBeFocused();
  const lines = reviewOf(page, panel);
  const { line } = lines;
  await expectRead(lines);
  await expect(line(1).getByRole("spinbutton")).toHaveValue("2");
  await expectNoAxeViolations(page, "#paste");

  await changeAndSearch(lines);
  await expect(
    line(3).getByRole("checkbox", { name: fill(review.keep, { line: 3 }) }),
  ).toBeChecked();
  await expectNoAxeViolations(page, "#paste");

  await panel.getByRole("button", { name: review.add }).click();
  await expect(panel.getByText(fill(review.added.other, { count: "3" }))).toBeVisible();
  const list = page.getByRole("region", { name: en.orders.list.heading });
  const listed = list.getByRole("listitem").filter({ hasText: "Zencarb 150" });
  await expect(listed).toContainText("Chilika Lifesciences");
  await expect(listed.getByRole("spinbutton")).toHaveValue("2");
  await expect(list.getByRole("listitem").filter({ hasText: "Curameth Plus 2.5" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await list.getByRole("button", { name: en.orders.place.submit }).click();
  await expect(list.getByText(/^Order \d+ placed\./)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a chemist pastes a message in Odia and in Hindi, reviews it and adds it, in the page's language", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const who = newChemist("or");
  const { cookie } = await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
  await signedInBrowser(page, baseURL!, who.shopName, cookie);
  const messages = {
    or: "ଜେନକାର୍ବ 150 ୨ଟା\nsunbica forte 50 x 3",
    hi: "ज़ेनकार्ब 150 २ पत्ता\nsunbica forte 50 x 3",
  };
  for (const locale of ["or", "hi"] as const) {
    const { paste: t, review: r } = texts[locale].orderMessage;
    await page.goto(localePath(locale, paths.account));
    const panel = page.getByRole("region", { name: t.heading });
    await expect(panel.getByText(t.photos)).toBeVisible();
    await expectNoAxeViolations(page, "#paste");
    await panel.getByRole("textbox", { name: t.message }).fill(messages[locale]);
    await panel.getByRole("button", { name: t.read }).click();
    await expect(panel.getByRole("heading", { name: r.heading })).toBeFocused();
    const first = panel.getByRole("combobox", { name: fill(r.item, { line: 1 }) });
    await expect(first.locator("option:checked")).toContainText("Zencarb 150");
    await expect(panel.getByRole("spinbutton").first()).toHaveValue("2");
    await expectNoAxeViolations(page, "#paste");
    await panel.getByRole("button", { name: r.add }).click();
    await expect(panel.getByText(fill(r.added.other, { count: "2" }))).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the paste form answers a page of the same lines: a match changed, a line searched, the lines added", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    const { cookie } = await chemistSignedIn(baseURL!, staffCookie);
    await addSession(page.context(), baseURL!, cookie);
    await page.goto(paths.accountOrder);
    const panel = page.getByRole("region", { name: paste.heading });
    await panel.getByRole("textbox", { name: paste.message }).fill(message);
    await panel.getByRole("button", { name: paste.read }).click();
    await expect(page.getByRole("heading", { level: 1, name: review.heading })).toBeVisible();
    const lines = reviewOf(page, page.getByRole("main"));
    await expectRead(lines);
    // The page comes back from the search with the lines as they were changed.
    await changeAndSearch(lines);
    const { line } = lines;
    await line(3)
      .getByRole("checkbox", { name: fill(review.keep, { line: 3 }) })
      .check();

    await page.getByRole("button", { name: review.add }).click();
    await expect(page).toHaveURL(/\/account\/order\?added=3#items$/);
    const list = page.getByRole("region", { name: en.orders.list.heading });
    await expect(list.getByRole("listitem").filter({ hasText: "Zencarb 150" })).toContainText(
      "Chilika Lifesciences",
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Curameth Plus 2.5" })).toHaveCount(
      1,
    );
  });
});
