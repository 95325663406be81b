import { texts } from "#shared/content/text.ts";
import { ACCOUNT_SHOP_KEY } from "#app/site/storage-keys.ts";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import {
  approvedCustomer,
  call,
  customerInvitedByStaff,
  mobileOf,
  newChemist,
  partyCode,
} from "#tests/support/customers.ts";
import { collectConsoleErrors, expect, expectNoAxeViolations, failedResource } from "./fixtures";
import { layoutShifts } from "./layout-shifts";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// What round 4 changed for an account's links and the staff's list of them (issue 39, fault 10
// and 11; the security review of issue 40), on a 360 px phone with axe: the set-password page
// names the shop and the login before a password is typed, and says at once that a link is
// used; the staff's list says who is invited and until when.

/** A chemist staff approved, their invitation link, and how the set-password page names them. */
async function invitedChemist(baseURL: string, staffCookie: string, locale: "or" | "hi") {
  const who = newChemist(locale);
  const { inviteUrl } = await approvedCustomer(baseURL, who, partyCode(who), staffCookie);
  const mobile = mobileOf(who);
  const forAccount = fill(texts[locale].account.password.forAccount, {
    shopName: who.shopName,
    login: `${mobile.slice(0, 2)}•••••${mobile.slice(-3)}`,
  });
  return { who, inviteUrl, forAccount };
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(410) });

    test("the set-password page names the shop and the login, then says a used link is used before anything is typed", async ({
      page,
      baseURL,
      staffCookie,
    }) => {
      const { account } = texts.or;
      const { who, inviteUrl, forAccount } = await invitedChemist(baseURL!, staffCookie, "or");
      await page.goto(inviteUrl);
      await expect(page.getByRole("status").filter({ hasText: who.shopName })).toHaveText(
        forAccount,
      );
      expect(await sidewaysOverflow(page)).toBeNull();
      await expectNoAxeViolations(page, "main");

      // Asking did not use the link: the password is set with it.
      await page.getByLabel(account.password.password, { exact: true }).fill("a river stone lamp");
      await page.getByRole("checkbox", { name: account.password.consent }).check();
      await page.getByRole("button", { name: account.password.submit }).click();
      await expect(page).toHaveURL(/\/or\/account$/);

      // The same link again: said at once, no password field to fill in vain.
      await page.goto(inviteUrl);
      await expect(page.getByRole("alert")).toContainText(account.answers.linkGone);
      await expect(page.getByLabel(account.password.password, { exact: true })).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBeNull();
      await expectNoAxeViolations(page, "main");
    });
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

    test("when the form's script cannot load, the password is set all the same: the form posts as without JavaScript", async ({
      page,
      baseURL,
      staffCookie,
    }) => {
      await page.route(/\/assets\/account-password-[\w-]+\.js$/, (route) => route.abort());
      const { account } = texts.hi;
      const { who, inviteUrl, forAccount } = await invitedChemist(baseURL!, staffCookie, "hi");
      await page.goto(inviteUrl);
      await expect(page.getByRole("status").filter({ hasText: who.shopName })).toHaveText(
        forAccount,
      );
      await page.getByLabel(account.password.password, { exact: true }).fill("a river stone lamp");
      await page.getByRole("checkbox", { name: account.password.consent }).check();
      await page.getByRole("button", { name: account.password.submit }).click();
      await expect(page).toHaveURL(/\/hi\/products\/search$/);
      // Signed in by the server's answer, as without JavaScript.
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).toContain("account");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the set-password page takes the pasted link, names the shop and the login, and sets the password", async ({
      page,
      baseURL,
      staffCookie,
    }) => {
      const { account } = texts.hi;
      const { inviteUrl, forAccount } = await invitedChemist(baseURL!, staffCookie, "hi");
      await page.goto(inviteUrl);
      // Playwright leaves what is inside <noscript> out of its role and text queries, whatever
      // the page's scripting; a browser without JavaScript shows it, so it is found by its ids.
      // The form of the page with scripts is not shown: it could not read the link.
      await expect(page.locator("[data-set-password]")).toBeHidden();
      const noScript = page.locator("noscript");
      await expect(noScript.locator("p").first()).toHaveText(account.password.noScript);
      await expect(noScript.locator('label[for="pasted-link"]')).toHaveText(
        account.password.pastedLink,
      );
      await noScript.locator("#pasted-link").fill(inviteUrl);
      await noScript.locator("button[type=submit]").click();

      await expect(page.getByText(forAccount)).toBeVisible();
      await page.getByLabel(account.password.password, { exact: true }).fill("a river stone lamp");
      await page.getByRole("button", { name: account.password.submit }).click();
      await expect(page).toHaveURL(/\/hi\/products\/search$/);
    });
  });

  test("the page the server writes for a pasted link fits the phone and has no axe violations", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    // Axe runs in the page, so the page is reached as a browser without JavaScript would, by
    // posting the pasted link, in a browser that runs scripts.
    const { account } = texts.or;
    const { who, inviteUrl } = await invitedChemist(baseURL!, staffCookie, "or");
    await page.goto("/or/account/forgot");
    await page.evaluate(
      ([action, link]) => {
        const form = Object.assign(document.createElement("form"), { method: "post", action });
        form.append(Object.assign(document.createElement("input"), { name: "link", value: link }));
        document.body.append(form);
        form.submit();
      },
      ["/or/account/password/set", inviteUrl],
    );
    await expect(page.getByText(who.shopName, { exact: false })).toBeVisible();
    await expect(page.getByLabel(account.password.password, { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test("the staff's customer list says who is invited until when, whose link expired, and who was never invited", async ({
    page,
    context,
    baseURL,
    staffCookie,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    const tag = newChemist().shopName.slice(-6);
    const name = (word: string) => `Round Four ${word} ${tag}`;
    const made = (word: string, phone: string) =>
      customerInvitedByStaff(baseURL!, staffCookie, {
        shopName: name(word),
        contactName: "Rina Das",
        phone,
        code: `R4-${word}-${tag}`,
      });
    await made("Invited", `98610${tag.slice(-5)}`);
    // As a party list's customer is until staff invite them: no link. (Creating one makes a
    // link; a change of the login mobile ends it.)
    const never = await made("Never", `98612${tag.slice(-5)}`);
    const changed = await call(`${baseURL}/api/admin/customers/${never.id}`, "PATCH", staffCookie, {
      phone: `98613${tag.slice(-5)}`,
    });
    expect(changed.status).toBe(200);

    await addSession(context, baseURL!, staffCookie);
    const listed = async (at: typeof page) => {
      await at.goto(paths.adminCustomers);
      await at
        .getByRole("searchbox", { name: "Search shop, contact, phone, email or code" })
        .fill(`Round Four`);
      await at.getByRole("button", { name: "Search", exact: true }).click();
      return (word: string) =>
        at.getByRole("listitem").filter({
          has: at.getByRole("heading", { name: name(word), level: 3 }),
        });
    };
    const row = await listed(page);
    await expect(row("Invited")).toContainText(/Invited until \d{1,2} \w{3} \d{4}/);
    await expect(row("Never")).toContainText("Not invited yet");
    await expect(row("Never")).toContainText("Never signed in");
    expect(await sidewaysOverflow(page)).toBeNull();
    await expectNoAxeViolations(page);

    // Eight days on, in another tab whose clock says so: the 7-day link has run out.
    const later = await context.newPage();
    collectConsoleErrors(later, consoleErrors, allowConsoleErrors);
    await later.clock.install({ time: Date.now() + 8 * 86_400_000 });
    const laterRow = await listed(later);
    await expect(laterRow("Invited")).toContainText("Link expired");
    await expect(laterRow("Never")).toContainText("Not invited yet");
  });
});

for (const viewport of [
  { width: 360, height: 760 },
  { width: 1440, height: 900 },
])
  test(`at ${viewport.width} px the set-password form paints from the page's HTML, loads no script file before the first input, and nothing moves as the link is said and React takes over`, async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    await page.setViewportSize(viewport);
    const { account } = texts.or;
    const { who, inviteUrl, forAccount } = await invitedChemist(baseURL!, staffCookie, "or");
    await page.goto(inviteUrl);
    await expect(page.getByRole("status").filter({ hasText: who.shopName })).toHaveText(forAccount);
    await page.waitForLoadState("networkidle");
    const scriptFiles = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((entry) => /\.js(\?|$)/.test(entry.name))
            .length,
      );
    expect(await scriptFiles()).toBe(0);
    const island = page.locator('[data-island="account-password"]');
    await expect(island).not.toHaveAttribute("data-state");

    const field = page.getByLabel(account.password.password, { exact: true });
    const button = page.getByRole("button", { name: account.password.submit });
    // Where they are in the page (typing may scroll it).
    const inPage = (element: SVGElement | HTMLElement) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + scrollX, y: y + scrollY, width, height };
    };
    const boxes = async () => [await field.evaluate(inPage), await button.evaluate(inPage)];
    const before = await boxes();
    await field.fill("a river stone lamp");
    await expect(island).toHaveAttribute("data-state", "hydrated");
    expect(await scriptFiles()).toBeGreaterThan(0);
    await expect(field).toHaveValue("a river stone lamp");
    expect(await boxes()).toEqual(before);
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join("; ")).toBe(0);
  });

test("the wide header shows the signed-in shop's name, and reads out 'Your account: MAA TARINI' with its space", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(
    ([key, shop]) => window.localStorage.setItem(key!, shop!),
    [ACCOUNT_SHOP_KEY, "MAA TARINI"],
  );
  await page.goto("/");
  const said = fill(texts.en.account.frame.account, { shop: "MAA TARINI" });
  const link = page.getByRole("banner").getByRole("link", { name: said, exact: true });
  await expect(link).toBeVisible();
  // The text on the screen, as a reader of the page's text (copy, reader mode) gets it: the
  // hidden "Your account:" beside the name came out "Your account:MAA TARINI".
  expect(await link.evaluate((element) => (element as HTMLElement).innerText)).toBe("MAA TARINI");
  await expect(link).toHaveAttribute("title", said);
  // The browser's own accessibility tree, as a screen reader gets it.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const names = nodes
    .filter((node) => node.role?.value === "link" && node.name?.value.includes("MAA TARINI"))
    .map((node) => node.name!.value);
  expect(names).toContain(said);
  expect(names.every((name) => !name.includes(":MAA"))).toBe(true);
});
