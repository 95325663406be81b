import { texts } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { newChemist, STRONG_PASSWORD } from "#tests/support/customers.ts";
import { partyXls } from "#tests/fixtures/party-lists.ts";
import { expect, wholeJourney } from "./fixtures";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// A distributor's working day, as it went wrong once (docs/product.md#orders): staff import the
// party list, edit a customer and invite them; the chemist sets a password and orders on a
// 360 px phone with a scheme line; staff supply it short, type the reason and dispatch it
// without saving first, and export the order for the billing software; the file bills what
// went out once, and the chemist reads the same. From the sample catalogue: Zencarb 150 (rate
// ₹4,574.80, scheme 10+1).

const { orders, account, products } = texts.en;
const phone = { width: 360, height: 740 };

test("the working day: import, edit, invite, order on a phone, supply short, dispatch with a note, export", async ({
  page,
  staffPage,
  baseURL,
  staffCookie,
}) => {
  wholeJourney();
  const who = newChemist();
  const code = `WD-${Date.now().toString(36).toUpperCase()}`;
  const shop = `WORKING DAY MEDICALS ${code}`;

  // Staff import a party list of one, as the billing software exports it.
  await addSession(staffPage.context(), baseURL!, staffCookie);
  await staffPage.goto(paths.adminCustomers);
  const header = ["Code", "Party Name", "Address 1", "Address 2", "City", "Mobile", "E-Mail"];
  const gstin = "21AAAPK1234L1Z8";
  const row = [code, shop, "Link Road", "", "Jajpur", who.phone, who.email];
  await staffPage.getByLabel("Party list file").setInputFiles({
    name: "parties.xls",
    mimeType: "application/vnd.ms-excel",
    buffer: partyXls([["PARTY LIST"], [], [...header, "GSTIN"], [...row, gstin]]),
  });
  await staffPage.getByRole("button", { name: "Import 1 customer" }).click();
  await expect(staffPage.getByRole("status").filter({ hasText: "Created" })).toHaveText(
    "Created 1, updated 0.",
  );

  // Editing the contact's name keeps everything else: the code, the email, the GSTIN.
  await staffPage
    .getByRole("searchbox", { name: "Search shop, contact, phone, email or code" })
    .fill(code);
  await staffPage.getByRole("button", { name: "Search", exact: true }).click();
  await staffPage.getByRole("button", { name: `Details of ${shop}` }).click();
  const details = staffPage.getByRole("region", { name: shop });
  await details.getByRole("button", { name: `Edit ${shop}` }).click();
  await details.getByLabel("Contact person").fill("Bijay Kar");
  await details.getByRole("button", { name: "Save the changes" }).click();
  await expect(details.getByText("Bijay Kar")).toBeVisible();
  for (const kept of [code, who.email, gstin]) await expect(details).toContainText(kept);

  // Invited, the chemist sets a password on the phone and is signed in.
  await details.getByRole("button", { name: `Invite for ${shop}` }).click();
  const link = await details.getByRole("textbox", { name: "Invitation link" }).inputValue();
  await page.setViewportSize(phone);
  await page.goto(link);
  await page.getByLabel(account.password.password, { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: account.password.submit }).click();
  await expect(page).toHaveURL(/\/account$/);

  // 21 Zencarb: 10+1 gives 2 free.
  await page.goto(paths.products);
  const form = page.getByRole("search", { name: products.search.label });
  await form.getByRole("searchbox", { name: products.search.query }).fill("zencarb");
  await form.getByRole("button", { name: products.search.submit, exact: true }).click();
  const zencarb = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Zencarb 150", exact: true }) })
    .filter({ hasText: "Anandvan Oncolabs" });
  await zencarb.getByRole("spinbutton").fill("21");
  await zencarb
    .getByRole("button", { name: fill(orders.add.addLabel, { item: "Zencarb 150" }) })
    .click();
  await expect(zencarb.getByText(orders.add.added)).toBeVisible();
  await page.goto(paths.account);
  const list = page.getByRole("region", { name: orders.list.heading });
  await list.getByRole("button", { name: orders.place.submit }).click();
  // The confirmation is on the phone's screen, not under the footer.
  const placed = list.getByText(/^Order \d+ placed\./);
  await expect(placed).toBeInViewport();
  const number = /Order (\d+)/.exec((await placed.textContent()) ?? "")![1]!;

  // Staff accept it, supply 15 of 21, type why, and dispatch it without saving first.
  await staffPage.goto(paths.adminOrders);
  await staffPage.getByRole("link", { name: `Order ${number}`, exact: true }).click();
  await staffPage.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(staffPage.getByRole("heading", { name: "Status: Accepted" })).toBeVisible();
  await staffPage.getByLabel("Supplied of Zencarb 150").fill("15");
  await staffPage
    .getByRole("textbox", { name: "Note to the customer" })
    .fill("Six vials come on Monday.");
  await staffPage.getByRole("button", { name: "Mark dispatched" }).click();
  await expect(staffPage.getByRole("heading", { name: "Status: Dispatched" })).toBeVisible();
  await expect(staffPage.getByRole("textbox", { name: "Note to the customer" })).toHaveValue(
    "Six vials come on Monday.",
  );
  // On a phone the order's page fits, and the Supplied box shows without scrolling sideways.
  await staffPage.setViewportSize(phone);
  expect(await sidewaysOverflow(staffPage)).toBeNull();
  const box = await staffPage.getByLabel("Supplied of Zencarb 150").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);

  // The file bills 15, and the scheme's 1 free on them: not 21, nor 17 and 2 again.
  const [file] = await Promise.all([
    staffPage.waitForEvent("download"),
    staffPage.getByRole("link", { name: `Download CSV of Order ${number}` }).click(),
  ]);
  const csv = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(csv)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(lines[0]).toBe('"Code","Item Name","Company","Pack","Qty","Free","Rate"');
  expect(lines[1]).toMatch(/^"[^"]*","Zencarb 150","Anandvan Oncolabs","[^"]*","15","1","4574.8"$/);

  // The chemist reads the same: what came of what was ordered, how many short, and why.
  await page.reload();
  const mine = page.getByRole("region", { name: orders.mine.heading });
  const order = mine.getByRole("group").filter({ hasText: `Order ${number}` });
  if (!(await order.getAttribute("open"))) await order.locator("summary").click();
  await expect(order.getByText("Supplied 15 + 1 free of 21 + 2 free")).toBeVisible();
  await expect(order.getByText(fill(orders.mine.short, { count: 6 }))).toBeVisible();
  await expect(order.getByText("Six vials come on Monday.")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeNull();
});
