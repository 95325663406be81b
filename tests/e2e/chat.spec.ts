import { texts } from "#shared/content/text.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { expect, pauseClock, publicRoutes, test } from "./fixtures";

// The replies as the server publishes them: the shipped facts in their {placeholders}.
const { chat } = texts.en;

async function openChat(page: import("@playwright/test").Page) {
  await pauseClock(page);
  await page.goto("/about");
  await page.getByRole("button", { name: "Chat with us" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("starts with a greeting, focuses the input and closes with Escape", async ({ page }) => {
  const dialog = await openChat(page);
  await expect(dialog.getByRole("log")).toContainText(chat.greeting);
  await expect(dialog.getByRole("textbox", { name: "Type your message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeFocused();
});

test("shows a typing indicator for 1 s, then the scripted reply", async ({ page }) => {
  const dialog = await openChat(page);
  const input = dialog.getByRole("textbox", { name: "Type your message" });
  await input.fill("What are your opening hours?");
  await input.press("Enter");
  const log = dialog.getByRole("log");
  await expect(log).toContainText("What are your opening hours?");
  await expect(log.getByText("Assistant is typing…")).toBeVisible();
  await page.clock.runFor(990);
  await expect(log.getByText("Assistant is typing…")).toBeVisible();
  await page.clock.runFor(20);
  await expect(log.getByText("Assistant is typing…")).toBeHidden();
  await expect(log).toContainText(chat.replies.hours);
  await expect(input).toHaveValue("");
});

test("takes the earlier keyword group's reply when a message matches two groups", async ({
  page,
}) => {
  const dialog = await openChat(page);
  const input = dialog.getByRole("textbox", { name: "Type your message" });
  // "surgical" is in group 2 (categories), "deliver" in group 4 (services).
  await input.fill("Do you deliver surgical items?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await page.clock.runFor(1000);
  const log = dialog.getByRole("log");
  await expect(log).toContainText(chat.replies["surgical disposables"]);
  await expect(log).not.toContainText(chat.replies.delivery);
});

test("answers anything else with the default reply and ignores blank input", async ({ page }) => {
  const dialog = await openChat(page);
  const input = dialog.getByRole("textbox", { name: "Type your message" });
  const bubbles = dialog.getByRole("log").locator("[data-sender]");
  await expect(bubbles).toHaveCount(1);
  await input.fill("   ");
  await input.press("Enter");
  await page.clock.runFor(1500);
  await expect(bubbles).toHaveCount(1);

  // Words of 3 letters or more would be looked up in the catalogue first.
  await input.fill("zz xx");
  await input.press("Enter");
  await page.clock.runFor(1000);
  await expect(bubbles).toHaveCount(3);
  await expect(bubbles.last()).toContainText(chat.fallback);
});

test("keeps the newest message in view", async ({ page }) => {
  const dialog = await openChat(page);
  const input = dialog.getByRole("textbox", { name: "Type your message" });
  for (const text of ["hello", "products", "phone", "delivery", "careers"]) {
    await input.fill(text);
    await input.press("Enter");
    await page.clock.runFor(1000);
  }
  await expect(dialog.getByRole("log").locator("[data-sender]").last()).toBeInViewport();
});

test("Escape closes the chat from any of its controls, the floating close button included", async ({
  page,
}) => {
  const dialog = await openChat(page);
  const launcher = page.getByRole("button", { name: "Close chat" }).last();
  const controls = [
    launcher,
    dialog.getByRole("button", { name: "Close chat" }),
    dialog.getByRole("button", { name: "Send message" }),
    dialog.getByRole("link", { name: "Send an enquiry" }),
  ];
  for (const control of controls) {
    if (!(await dialog.isVisible()))
      await page.getByRole("button", { name: "Chat with us" }).click();
    await control.focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeFocused();
  }
});

// An item question in each language, as typed on a phone: the cards come from the live
// catalogue, and "Add to enquiry" puts the item on the list the Contact page sends.
const itemQuestions: Record<Locale, string> = {
  en: "do you have azithromycin 500?",
  or: "ପାରାସିଟାମୋଲ 650 ଅଛି କି",
  hi: "पैरासिटामोल 500 मिलेगा?",
};

for (const [locale, question] of Object.entries(itemQuestions) as [Locale, string][])
  test(`${locale}: answers an item question with cards whose item goes on the enquiry list`, async ({
    page,
  }) => {
    const { common, products, contact } = texts[locale];
    const chatText = texts[locale].chat;
    await pauseClock(page);
    await page.goto(localePath(locale, paths.about));
    await page.getByRole("button", { name: common.chat.open }).click();
    const dialog = page.getByRole("dialog");
    const input = dialog.getByRole("textbox", { name: common.chat.inputLabel });
    await input.fill(question);
    await input.press("Enter");
    await page.clock.runFor(1000);
    const cards = dialog.getByRole("log").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const name = (await cards.first().getByRole("heading").textContent())!;
    // No prices for a visitor: the cards show what their search shows them.
    await expect(dialog.getByText("₹")).toHaveCount(0);
    await expect(
      dialog.getByRole("link", { name: new RegExp(fill(chatText.items.seeAll, { query: ".+" })) }),
    ).toHaveAttribute("href", new RegExp(`^${localePath(locale, paths.products)}\\?q=`));
    await cards
      .first()
      .getByRole("button", { name: fill(products.search.addLabel, { item: name }) })
      .click();
    await expect(cards.first().getByRole("status")).toHaveText(products.search.added);

    await page.goto(localePath(locale, paths.contact));
    const list = page.getByRole("region", { name: fill(contact.list.heading, { count: 1 }) });
    await expect(list.getByText(name, { exact: true })).toBeVisible();
  });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("keeps room for the messages above the on-screen keyboard", async ({ page }) => {
    const dialog = await openChat(page);
    // The keyboard as phones' browsers show it: the page keeps its height, the visible part
    // shrinks (the visual viewport), and the browser says so.
    const visible = 370;
    await page.evaluate((height) => {
      const view = window.visualViewport!;
      Object.defineProperty(view, "height", { get: () => height });
      view.dispatchEvent(new Event("resize"));
    }, visible);
    const input = dialog.getByRole("textbox", { name: "Type your message" });
    const panel = (await dialog.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(0);
    expect(panel.y + panel.height).toBeLessThanOrEqual(visible);
    const field = (await input.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(visible);
    // Room for five lines of messages at least.
    expect((await dialog.getByRole("log").boundingBox())!.height).toBeGreaterThanOrEqual(150);
  });

  test("following a link in a reply closes the chat", async ({ page }) => {
    const dialog = await openChat(page);
    const input = dialog.getByRole("textbox", { name: "Type your message" });
    await input.fill("Do you have jobs?");
    await input.press("Enter");
    await page.clock.runFor(1000);
    await dialog.getByRole("link", { name: chat.links.careers }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(dialog).toBeHidden();
  });

  for (const path of publicRoutes)
    test(`${path}: no floating control hides part of a line of text`, async ({ page }) => {
      await page.goto(path);
      // A fixed control may cover whole lines at the edge of the screen (the page scrolls them
      // into view), but must not sit over part of a line the visitor is reading.
      const covered = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => getComputedStyle(el).position === "fixed" && el.checkVisibility())
          .map((el) => ({ el, box: el.getBoundingClientRect() }));
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent?.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects())
            for (const { el, box } of controls) {
              if (el.contains(node)) continue;
              const overlaps =
                line.left < box.right &&
                line.right > box.left &&
                line.top < box.bottom &&
                line.bottom > box.top;
              const partly = line.left < box.left - 1 || line.right > box.right + 1;
              if (overlaps && partly) found.push(`"${node.textContent.trim().slice(0, 30)}"`);
            }
        }
        return found;
      });
      expect(covered).toEqual([]);
    });
});
