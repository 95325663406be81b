import type { Page } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { partyRows, partyXls } from "#tests/fixtures/party-lists.ts";
import { signInAt } from "#tests/support/admin-page.ts";
import {
  approvedCustomer,
  mobileOf,
  newChemist,
  partyCode,
  signedInCustomer,
  STRONG_PASSWORD,
  type Chemist,
} from "#tests/support/customers.ts";
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  failedResource,
  wholeJourney,
} from "./fixtures";
import { addSession, test } from "./staff";

// Trade customers in the browser (docs/product.md#trade-customers): a chemist asks for an
// account, staff approve it and send the link, the chemist sets a password and sees our rates
// on the medicine search until signing out; the party-list import; the refusals people meet;
// axe on every account page and state; and the forms without JavaScript. The server's database
// is shared by every test of a run: each test makes its own customers, with logins of its own.

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Fills the request form as a person would, in the page's language. */
async function fillAccessRequest(page: Page, locale: Locale, who: Chemist) {
  const { fields } = texts[locale].account.request;
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field(fields.shopName).fill(who.shopName);
  await field(fields.contactName).fill(who.contactName);
  await field(fields.phone).fill(who.phone);
  await field(fields.email).fill(who.email);
  await field(fields.address).fill(who.address);
  await field(fields.drugLicence).fill(who.drugLicence);
  await field(fields.gstin).fill(who.gstin);
  await page.getByRole("checkbox", { name: fields.consent }).check();
}

/** Searches the medicine search of the page (in its language) for `q`. */
async function searchMedicines(page: Page, locale: Locale, q: string) {
  const { search } = texts[locale].products;
  const form = page.getByRole("search", { name: search.label });
  await form.getByRole("searchbox", { name: search.query }).fill(q);
  await form.getByRole("button", { name: search.submit, exact: true }).click();
}

/** The sample catalogue's Curameth Plus 2.5 among the results: MRP 6621, rate 5296.80, in stock. */
const curameth = (page: Page) =>
  page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Curameth Plus 2.5", exact: true }),
  });

/** The header's sign-in link or, signed in, the shop's. */
const header = (page: Page) => page.getByRole("banner");

test("a chemist asks in Odia, staff approve, the chemist sets a password and sees our rates until signing out", async ({
  page,
  staffPage,
  baseURL,
}) => {
  wholeJourney();
  const { account } = texts.or;
  const who = newChemist("or");

  // The chemist asks for an account, in Odia.
  await page.clock.install();
  await page.goto("/or/account/request");
  await fillAccessRequest(page, "or", who);
  // A person takes a few seconds over the form (faster is kept aside as spam, out of the list).
  await page.clock.fastForward(3000);
  await page.getByRole("button", { name: account.request.fields.submit }).click();
  await expect(page).toHaveURL(/\/or\/account\/request\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.requestSent.title);
  await expect(page.getByText(account.request.fields.success)).toBeVisible();

  // Staff find it among the requests and approve it with the party code.
  await signInAt(staffPage, paths.adminCustomers);
  await staffPage.getByRole("combobox", { name: "Status" }).selectOption("Requested");
  await staffPage
    .getByRole("searchbox", { name: "Search shop, contact, phone, email or code" })
    .fill(who.shopName);
  await staffPage.getByRole("button", { name: "Search", exact: true }).click();
  await staffPage.getByRole("button", { name: `Details of ${who.shopName}` }).click();
  const details = staffPage.getByRole("region", { name: who.shopName });
  await expect(details.getByText("Asked on the website")).toBeVisible();
  await details
    .getByRole("textbox", { name: "Party code in the billing software" })
    .fill(partyCode(who));
  await details.getByRole("button", { name: `Approve ${who.shopName}` }).click();

  // The invitation box has the link, in the chemist's language, to copy, mail or send on WhatsApp.
  const invitation = details.getByRole("region", { name: "Invitation" });
  const link = await invitation.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/or/account/password#token=[\\w-]{20,}$`));
  const whatsapp = invitation.getByRole("link", { name: `Send on WhatsApp to ${mobileOf(who)}` });
  await expect(whatsapp).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${mobileOf(who)}\\?text=`),
  );
  expect(await whatsapp.getAttribute("href")).toContain(encodeURIComponent(link));
  const mail = invitation.getByRole("link", { name: `Email the invitation to ${who.email}` });
  await expect(mail).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${escaped(who.email)}\\?subject=`),
  );
  expect(await mail.getAttribute("href")).toContain(encodeURIComponent(link));

  // The chemist opens the link: the token leaves the address bar at once.
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/or/account/password`);
  await page.getByLabel(account.password.password, { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox", { name: account.password.consent }).check();
  await page.getByRole("button", { name: account.password.submit }).click();

  // Signed in: the account page, and the shop's name in the header.
  await expect(page).toHaveURL(/\/or\/account$/);
  await expect(
    page.getByRole("heading", { name: fill(account.signedIn.title, { shop: who.shopName }) }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText(partyCode(who))).toBeVisible();
  const shopLink = header(page).getByRole("link", {
    name: fill(account.frame.account, { shop: who.shopName }),
  });
  await expect(shopLink).toBeVisible();
  // Nor is the token kept in the history: the page before is the link without it.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/or/account/password`);
  await expect(page.getByRole("alert")).toContainText(account.password.noToken);

  // The medicine search now shows our rate, the MRP and the availability, in Odia's words.
  await page.goto("/or/products");
  await expect(shopLink).toBeVisible();
  await searchMedicines(page, "or", "curameth");
  const item = curameth(page);
  await expect(item.getByRole("term")).toHaveText([account.terms.rate, account.terms.mrp]);
  await expect(item.getByRole("definition")).toHaveText(["₹5,296.80", "₹6,621.00"]);
  await expect(item.getByText(account.terms.availability.in_stock)).toBeVisible();

  // Signed out: the shop's name goes, and so do the rates, now and on the next search.
  await header(page).getByRole("button", { name: account.frame.signOut }).click();
  await expect(header(page).getByRole("link", { name: account.frame.signIn })).toBeVisible();
  await expect(page.getByText(who.shopName)).toHaveCount(0);
  await expect(item.getByRole("term")).toHaveCount(0);
  await searchMedicines(page, "or", "curameth");
  await expect(item).toBeVisible();
  await expect(item.getByRole("term")).toHaveCount(0);
  await expect(item.getByText(account.terms.availability.in_stock)).toHaveCount(0);
});

test.describe(() => {
  test("signing in and out in one tab shows and clears the rates in another", async ({
    page,
    context,
    baseURL,
    staffCookie,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    const { account } = texts.en;
    const who = newChemist();
    await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
    await page.goto("/products");
    await searchMedicines(page, "en", "curameth");
    const item = curameth(page);
    await expect(item).toBeVisible();
    await expect(item.getByRole("term")).toHaveCount(0);

    // The chemist signs in in a second tab; the first searches again and shows the rates.
    const other = await context.newPage();
    collectConsoleErrors(other, consoleErrors, allowConsoleErrors);
    await other.goto("/account");
    await expect(other.locator("html[data-hydrated]")).toBeAttached();
    await other.getByRole("textbox", { name: account.signIn.login }).fill(mobileOf(who));
    await other.getByLabel(account.signIn.password, { exact: true }).fill(STRONG_PASSWORD);
    await other.getByRole("button", { name: account.signIn.submit, exact: true }).click();
    await expect(
      other.getByRole("heading", { name: fill(account.signedIn.title, { shop: who.shopName }) }),
    ).toBeVisible();
    // The account page has read the (empty) order and orders, as a person sees them before
    // signing out.
    await expect(other.getByText(texts.en.orders.list.empty)).toBeVisible();
    await expect(other.getByText(texts.en.orders.mine.empty)).toBeVisible();
    await expect(item.getByRole("definition")).toHaveText(["₹5,296.80", "₹6,621.00"]);
    await expect(
      header(page).getByRole("link", { name: fill(account.frame.account, { shop: who.shopName }) }),
    ).toBeVisible();

    // Signed out there: the rates and the shop's name go here too.
    await other.getByRole("main").getByRole("button", { name: account.frame.signOut }).click();
    await expect(other.getByText(account.signedIn.signedOut)).toBeVisible();
    await expect(item.getByRole("term")).toHaveCount(0);
    await expect(item).toBeVisible();
    await expect(header(page).getByRole("link", { name: account.frame.signIn })).toBeVisible();
  });
});

test("staff check a party list, import a clean one and invite a customer from it", async ({
  page,
  context,
  baseURL,
  staffCookie,
}) => {
  await addSession(context, baseURL!, staffCookie);
  await page.goto(paths.adminCustomers);
  const chooseList = (buffer: Buffer) =>
    page
      .getByLabel("Party list file")
      .setInputFiles({ name: "parties.xls", mimeType: "application/vnd.ms-excel", buffer });
  const importButton = page.getByRole("button", { name: "Import 3 customers" });

  // The list as billing software exports it: titles, a repeated header and rows to fix.
  await chooseList(partyXls());
  await expect(page.getByRole("status").filter({ hasText: "parties.xls" })).toHaveText(
    "6 rows read from parties.xls.",
  );
  await expect(page.getByText(/^Header: row 4 of the sheet “Party Master”\./)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Problems to fix (3)" }).getByRole("listitem"),
  ).toHaveText([
    "Row 7 has no party code. Every row needs the billing software's code.",
    "Row 10 repeats the party code P001 of row 5.",
    "Row 12 (code P004): the mobile 9437055501 is also on row 5.",
  ]);
  await expect(page.getByText("Fix the problems first.")).toBeVisible();
  await expect(importButton).toBeDisabled();

  // The same list with the problem rows fixed (codes, mobiles and emails of this test alone).
  const tag = Date.now().toString(36).toUpperCase();
  const own = (row: string[]) => {
    if (!/^P\d{3}$/.test(row[0] ?? "")) return row;
    const ours = [...row];
    ours[0] = `${row[0]}-${tag}`;
    ours[5] = newChemist().phone;
    if (row[6]) ours[6] = `${tag.toLowerCase()}.${row[6]}`;
    return ours;
  };
  const clean = partyRows.filter((_, i) => ![6, 9, 11].includes(i)).map(own);
  await chooseList(partyXls(clean));
  await expect(page.getByRole("status").filter({ hasText: "parties.xls" })).toHaveText(
    "3 rows read from parties.xls.",
  );
  await expect(page.getByRole("region", { name: /^Problems to fix/ })).toHaveCount(0);
  await importButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Created" })).toHaveText(
    "Created 3, updated 0.",
  );

  // An imported customer is invited from their details: nobody is invited by the import.
  const shop = "MAA TARINI MEDICAL STORE";
  await page
    .getByRole("searchbox", { name: "Search shop, contact, phone, email or code" })
    .fill(`P001-${tag}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Details of ${shop}` }).click();
  const details = page.getByRole("region", { name: shop });
  await expect(details.getByText("Imported from the party list")).toBeVisible();
  await expect(details.getByText("Not invited yet")).toBeVisible();
  await details.getByRole("button", { name: `Invite for ${shop}` }).click();
  const invitation = details.getByRole("region", { name: "Invitation" });
  await expect(details.getByText(/^Invited until \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expect(invitation.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
    new RegExp(`^${baseURL}/account/password#token=[\\w-]{20,}$`),
  );
  await expect(invitation.getByRole("link", { name: /^Send on WhatsApp/ })).toBeVisible();
});

test.describe("refusals", () => {
  // A wrong password is a 401, a used link a 410: the browser logs both.
  test.use({ allowConsoleErrors: failedResource(401, 410) });

  test("a wrong password gets the server's sentence", async ({ page, baseURL, staffCookie }) => {
    const { account } = texts.en;
    const who = newChemist();
    await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
    await page.goto("/account");
    await page.getByRole("textbox", { name: account.signIn.login }).fill(who.email);
    await page.getByLabel(account.signIn.password, { exact: true }).fill("not my password");
    await page.getByRole("button", { name: account.signIn.submit, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(account.answers.signInWrong);
    await expect(header(page).getByRole("link", { name: account.frame.signIn })).toBeVisible();
  });

  test("a link used twice says so, in Hindi, and leads to 'Forgot password'", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    const { account } = texts.hi;
    const who = newChemist("hi");
    const { inviteUrl } = await approvedCustomer(baseURL!, who, partyCode(who), staffCookie);
    const setPassword = async () => {
      await page.goto(inviteUrl);
      await page.getByLabel(account.password.password, { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole("checkbox", { name: account.password.consent }).check();
      await page.getByRole("button", { name: account.password.submit }).click();
    };
    await setPassword();
    await expect(page).toHaveURL(/\/hi\/account$/);

    // Said as the page opens: no password to type in vain (round 4).
    await page.goto(inviteUrl);
    await expect(page.getByRole("alert")).toHaveText(
      new RegExp(`^${escaped(account.answers.linkGone)}`),
    );
    await page.getByRole("alert").getByRole("link", { name: account.password.forgot }).click();
    await expect(page).toHaveURL(/\/hi\/account\/forgot$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.forgot.title);
  });
});

for (const locale of locales) {
  const { account } = texts[locale];
  const at = (path: string) => localePath(locale, path);

  test.describe(`${locale}: the account pages have no axe violations`, () => {
    // The account page itself, signed out and signed in with an order, is in orders.spec.ts.
    // The frame around these pages is the public pages' own, checked in each language by
    // accessibility.spec.ts: in Odia and Hindi only the pages' own content is checked here.
    const scope = locale === "en" ? undefined : "main";
    test(`${at(paths.accountRequest)}, empty and with its field errors`, async ({ page }) => {
      await page.goto(at(paths.accountRequest));
      await expectNoAxeViolations(page, scope);
      await page.getByRole("button", { name: account.request.fields.submit }).click();
      await expect(page.getByText(account.validation.shopNameRequired)).toBeVisible();
      await expect(page.getByText(account.validation.drugLicenceRequired)).toBeVisible();
      await expectNoAxeViolations(page, "form");
    });

    test(`${at(paths.accountRequestSent)}`, async ({ page }) => {
      await page.goto(at(paths.accountRequestSent));
      await expect(page.getByText(account.request.fields.success)).toBeVisible();
      await expectNoAxeViolations(page, scope);
    });

    test.describe(() => {
      test.use({ allowConsoleErrors: failedResource(410) });
      test(`${at(paths.accountPassword)}, with a token and once the link is gone`, async ({
        page,
        baseURL,
        staffCookie,
      }) => {
        const who = newChemist(locale);
        const { inviteUrl } = await approvedCustomer(baseURL!, who, partyCode(who), staffCookie);
        await page.goto(inviteUrl);
        await expect(page.getByRole("button", { name: account.password.submit })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: who.shopName })).toBeVisible();
        await expectNoAxeViolations(page, scope);
        // A new page, not a jump within this one (only the fragment would differ).
        await page.goto("about:blank");
        await page.goto(`${at(paths.accountPassword)}#token=no-such-token-0123456789`);
        await expect(page.getByRole("alert")).toContainText(account.answers.linkGone);
        await expectNoAxeViolations(page, "main");
      });
    });

    test(`${at(paths.accountForgot)} and ${at(paths.accountForgotSent)}`, async ({ page }) => {
      await page.goto(at(paths.accountForgot));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.forgot.title);
      await expectNoAxeViolations(page, scope);
      await page.goto(at(paths.accountForgotSent));
      await expect(page.getByText(account.answers.resetSent)).toBeVisible();
      await expectNoAxeViolations(page, scope);
    });
  });
}

test("/admin/customers has no axe violations: the list, a customer's details, the invitation and the import findings", async ({
  page,
  context,
  baseURL,
  staffCookie,
}) => {
  const who = newChemist();
  await addSession(context, baseURL!, staffCookie);
  await page.request.post("/api/account/request", { data: who });
  await page.goto(paths.adminCustomers);
  await page
    .getByRole("searchbox", { name: "Search shop, contact, phone, email or code" })
    .fill(who.shopName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: who.shopName, level: 3 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Details of ${who.shopName}` }).click();
  const details = page.getByRole("region", { name: who.shopName });
  await expect(details.getByText("Asked on the website")).toBeVisible();
  await expectNoAxeViolations(page, "#customer-details");

  await details.getByRole("button", { name: `Approve ${who.shopName}` }).click();
  await expect(details.getByRole("region", { name: "Invitation" })).toBeVisible();
  await expectNoAxeViolations(page, "#customer-details");

  await page.getByLabel("Party list file").setInputFiles({
    name: "parties.xls",
    mimeType: "application/vnd.ms-excel",
    buffer: partyXls(),
  });
  await expect(page.getByRole("region", { name: "Problems to fix (3)" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/or/account/request has no axe violations", async ({ page }) => {
    await page.goto("/or/account/request");
    await expectNoAxeViolations(page);
  });

  test("/admin/customers has no axe violations", async ({
    page,
    context,
    baseURL,
    staffCookie,
  }) => {
    const who = newChemist();
    await addSession(context, baseURL!, staffCookie);
    await page.request.post("/api/account/request", { data: who });
    await page.goto(paths.adminCustomers);
    await expect(page.getByRole("button", { name: `Details of ${who.shopName}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the request form posts and lands on the thank-you page in its language", async ({
    page,
  }) => {
    const { account } = texts.hi;
    await page.goto("/hi/account/request");
    await fillAccessRequest(page, "hi", newChemist("hi"));
    await page.getByRole("button", { name: account.request.fields.submit }).click();
    await expect(page).toHaveURL(/\/hi\/account\/request\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.requestSent.title);
    await expect(page.getByText(account.request.fields.success)).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(401) });

    test("signing in posts the form: a wrong password gets a page that says why; the right one shows our rate on the results page", async ({
      page,
      baseURL,
      staffCookie,
    }) => {
      const { account } = texts.en;
      const who = newChemist();
      await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
      const signInWith = async (password: string) => {
        await page.goto("/account");
        await page.getByRole("textbox", { name: account.signIn.login }).fill(mobileOf(who));
        await page.getByLabel(account.signIn.password, { exact: true }).fill(password);
        await page.getByRole("button", { name: account.signIn.submit, exact: true }).click();
      };
      const results = () => page.goto("/products/search?q=curameth");

      await results();
      await expect(curameth(page)).toBeVisible();
      await expect(curameth(page)).not.toContainText("₹");

      await signInWith("not my password");
      await expect(page.getByText(account.answers.signInWrong)).toBeVisible();
      await results();
      await expect(curameth(page)).not.toContainText("₹");

      // Signed in, the browser lands on the server's search page, which can show the rates.
      await signInWith(STRONG_PASSWORD);
      await expect(page).toHaveURL(/\/products\/search$/);
      await results();
      // Each term beside its name, as the search with JavaScript shows them.
      for (const term of [/MRP\s*₹6,621\.00/, /Rate\s*₹5,296\.80/, "In stock"])
        await expect(curameth(page)).toContainText(term);
    });
  });
});
