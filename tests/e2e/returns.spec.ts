import { texts } from "#shared/content/text.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { phonePhoto } from "#tests/support/returns.ts";
import { expect, expectNoAxeViolations } from "./fixtures";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// A return (docs/product.md#returns) from a chemist's phone without JavaScript, in Odia at 360 px:
// asked for with a photo, approved, received and credited by staff in the admin, and the chemist
// then sees the credit note. Every refusal, the window and the mails are the integration tests'
// (tests/integration/returns.test.ts).

test("a chemist asks to return broken goods with a photo at 360 px in Odia; staff approve, receive and credit it; the chemist sees the credit note", async ({
  page,
  staffPage,
  browser,
  baseURL,
  staffCookie,
}) => {
  const url = baseURL!;
  const who = newChemist("or");
  const { cookie } = await signedInCustomer(url, who, partyCode(who), staffCookie);
  const t = texts.or.returns;
  // The chemist's phone runs no JavaScript; axe runs in a page, so it checks each of their pages,
  // as it stands, in a second browser of theirs that does.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: false,
  });
  await addSession(phone, url, cookie);
  const chemist = await phone.newPage();
  await addSession(page.context(), url, cookie);
  await page.setViewportSize({ width: 360, height: 740 });
  const checkAsShown = async () => {
    await page.goto(chemist.url());
    await expectNoAxeViolations(page);
  };
  await chemist.goto(localePath("or", paths.accountReturns));
  await expect(chemist.getByRole("heading", { level: 1, name: t.page.title })).toBeVisible();
  await expect(chemist.getByText(t.list.none)).toBeVisible();
  await checkAsShown();

  await chemist.getByLabel(t.form.nameAlone).fill("Dolo 650");
  await chemist.getByLabel(t.form.batch).fill("DL2409");
  await chemist.getByLabel(t.form.expiry).fill("2027-03");
  await chemist.getByLabel(t.form.quantity).fill("10");
  await chemist.getByRole("radio", { name: t.reasons.breakage }).check();
  await chemist.getByLabel(t.form.photo.replace("{maxPhotoMb}", "10")).setInputFiles({
    name: "broken-strips.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await chemist.getByRole("button", { name: t.form.send }).click();
  await expect(chemist).toHaveURL(/\/or\/account\/returns\?sent=[\w-]+$/);
  const thanks = chemist.getByRole("status");
  await expect(thanks).toContainText(t.done.sent.split("{number}")[0]!.trim());
  await expect(chemist.getByText(t.statuses.requested)).toBeVisible();
  expect(await sidewaysOverflow(chemist)).toBeNull();
  await checkAsShown();

  // Staff answer it in the admin: approve, then received, then credited with the credit note.
  await addSession(staffPage.context(), url, staffCookie);
  await staffPage.goto(paths.adminReturns);
  const card = staffPage.getByRole("article", { name: new RegExp(who.shopName) });
  await expect(card.getByRole("img")).toBeVisible();
  await expect(card).toContainText("DL2409, expiry March 2027");
  await expectNoAxeViolations(staffPage);
  await card.getByRole("button", { name: "Approve for pickup" }).click();
  await expect(card).toHaveCount(0);
  await staffPage.getByLabel("Show").selectOption("Approved, to pick up");
  await card.getByRole("button", { name: "Mark received" }).click();
  await expect(card).toHaveCount(0);
  await staffPage.getByLabel("Show").selectOption("Received, to credit");
  await card.getByLabel("Credit note number").fill("CN-0417");
  await card.getByLabel("Amount (₹)").fill("1250.50");
  await expectNoAxeViolations(staffPage);
  await card.getByRole("button", { name: "Credit" }).click();
  await expect(card).toHaveCount(0);

  await chemist.reload();
  await expect(
    chemist.getByText(fill(t.statuses.credited, { creditNote: "CN-0417", amount: "₹1,250.50" })),
  ).toBeVisible();
  await checkAsShown();
  // The same return on the English and Hindi pages, each as sound.
  for (const locale of ["en", "hi"] as const) {
    await chemist.goto(localePath(locale, paths.accountReturns));
    await expect(chemist.getByText("CN-0417")).toBeVisible();
    await checkAsShown();
  }
  await phone.close();
});
