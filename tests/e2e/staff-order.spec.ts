import { texts } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";
import { mobileOf, newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { E2E_ADMIN } from "#tests/support/admin-page.ts";
import { expect, expectNoAxeViolations, wholeJourney } from "./fixtures";
import { addSession, signedInBrowser, test } from "./staff";

// Staff take a phone order for a customer (docs/product.md#orders), on a phone's width: they
// find the customer by mobile, paste their WhatsApp message and keep the line the catalogue
// knows, add items from the catalogue at the customer's terms (25 Zencarb,
// a large line a customer would confirm, is not asked about), place it, and open it, marked as
// theirs; the customer finds it on My orders, "placed for you by our staff". axe in each state.
// From the sample catalogue: Zencarb 150 (rate ₹4,574.80, scheme 10+1).

test.use({ viewport: { width: 360, height: 780 } });

test("staff take a phone order for a customer, who sees it placed for them", async ({
  page,
  staffPage,
  baseURL,
  staffCookie,
}) => {
  wholeJourney();
  const who = newChemist();
  const customer = await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
  await addSession(staffPage.context(), baseURL!, staffCookie);

  await staffPage.goto(paths.adminOrders);
  await staffPage.getByRole("link", { name: "New order for a customer" }).click();
  await expect(staffPage).toHaveURL(paths.adminNewOrder);
  // Its address opens it too (a bookmark, a reload).
  await staffPage.reload();
  await expect(
    staffPage.getByRole("heading", { name: "New order for a customer", level: 1 }),
  ).toBeVisible();

  // The customer, by the mobile they called from.
  const customers = staffPage.getByRole("search", { name: "Customers" });
  await customers.getByLabel("Shop name, party code or mobile").fill(mobileOf(who));
  await customers.getByRole("button", { name: "Search" }).click();
  await staffPage.getByRole("button", { name: `Order for ${who.shopName}` }).click();
  await expect(staffPage.getByText(who.shopName, { exact: true })).toBeVisible();

  // The customer's WhatsApp message, read against the catalogue: a line it knows, one it
  // does not (kept out, for the search).
  await staffPage
    .getByLabel("Paste the customer’s message (WhatsApp, SMS, a list)")
    .fill("Tarapara 650 x 10\nzzqx plix 5");
  await staffPage.getByRole("button", { name: "Read the message" }).click();
  const read = staffPage.getByRole("region", { name: "The message's lines" });
  const items = read.getByLabel("Item");
  await expect(items.first()).toHaveValue(/.+/);
  await expect(items.first().locator("option:checked")).toContainText("Tarapara 650");
  await expect(items.nth(1).locator("option:checked")).toHaveText(
    "No match: add it from the search",
  );
  await expectNoAxeViolations(staffPage, "main");
  await read.getByRole("button", { name: "Add 1 lines to the order" }).click();
  await expect(
    staffPage
      .getByRole("list", { name: "Lines of the order" })
      .getByRole("spinbutton", { name: "Quantity of Tarapara 650" }),
  ).toHaveValue("10");

  // 25 Zencarb at the customer's rate and scheme.
  const catalogue = staffPage.getByRole("search", { name: "Catalogue" });
  await catalogue.getByLabel("Item name, company or composition").fill("zencarb");
  await catalogue.getByRole("button", { name: "Search" }).click();
  const found = staffPage
    .getByRole("list", { name: "Items found" })
    .getByRole("listitem")
    .filter({ hasText: "Zencarb 150" })
    .filter({ hasText: "Anandvan Oncolabs" });
  await expect(found).toContainText("Rate ₹4,574.80");
  await expect(found).toContainText("Scheme 10+1");
  await found.getByRole("spinbutton").fill("25");
  await found.getByRole("button", { name: "Add Zencarb 150" }).click();
  const lines = staffPage.getByRole("list", { name: "Lines of the order" });
  await expect(lines.getByRole("listitem")).toHaveCount(2);
  await expect(lines.getByRole("spinbutton", { name: "Quantity of Zencarb 150" })).toHaveValue(
    "25",
  );
  await expect(staffPage.getByText("Estimate: ₹1,16,286.20 before GST")).toBeVisible();

  await expect(staffPage.getByRole("radio", { name: "Phone" })).toBeChecked();
  await staffPage
    .getByLabel("Note from the customer (optional)")
    .fill("Send with the evening van.");
  // A new page: checked whole once, then only what changes.
  await expectNoAxeViolations(staffPage);
  await staffPage.getByRole("button", { name: `Place the order for ${who.shopName}` }).click();

  const placed = staffPage.getByRole("heading", { name: /^Order \d+ is placed for / });
  await expect(placed).toBeFocused();
  const number = Number((await placed.textContent())!.match(/Order (\d+)/)![1]);
  await expectNoAxeViolations(staffPage, "main");
  await staffPage.getByRole("link", { name: `Open order ${number}` }).click();
  await expect(
    staffPage.getByText(`Taken for the customer by ${E2E_ADMIN.email} (Phone).`),
  ).toBeVisible();

  // The customer's own page: the order is theirs, placed for them by our staff.
  const { orders } = texts.en;
  await signedInBrowser(page, baseURL!, who.shopName, customer.cookie);
  await page.goto(paths.account);
  const mine = page.getByRole("region", { name: orders.mine.heading });
  const order = mine.getByRole("group").filter({ hasText: `Order ${number}` });
  await expect(order.getByText(orders.mine.placedByStaff)).toBeVisible();
  await expectNoAxeViolations(page, "main");
});
