import { Window, type Element } from "happy-dom";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { OrderListPanel } from "#app/orders/order-list-panel.tsx";
import { NothingFound, ResultCard, type FoundItem } from "#app/catalogue/medicine-results.tsx";
import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { PasswordFields } from "#app/customers/set-password-form.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";
import { OrderPasteLine } from "#app/orders/order-paste-line.tsx";
import { htmlLang } from "#shared/locales.ts";
import { pageData } from "./page-data";
import type { OrderList } from "#app/orders/use-order-list.ts";
import { seedDocument } from "#shared/content/document.ts";
import type { ListLine } from "#shared/schemas/orders.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import { around, fill, formatRupees } from "#shared/text-format.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import type { AccountReturn } from "#shared/schemas/returns.ts";
import type { BillsPageData, ReturnsPageData } from "#shared/server-pages.ts";
import { contentToShow } from "./content";
import { islandNames } from "./island";
import { renderInFrame, type IslandAssets } from "./render-site";
import { renderServerPage } from "./server-pages";

// The pages the server writes without JavaScript are the pages with JavaScript: the same
// components, so the same texts (the order page once had no note hint, and its own words).

const scripts = { boot: "boot()", enhance: "enhance()", islands: "islands()" };
const islands = Object.fromEntries(
  islandNames.map((name) => [name, { src: `/assets/${name}-x.js`, preload: [] as string[] }]),
) as IslandAssets;
const assets = { css: "", islands, scripts };
const content = contentToShow(seedDocument(), { version: "7", today: "2026-12-06" });

const line = (itemId: string, name: string, quantity: number): ListLine => ({
  itemId,
  name,
  manufacturer: "Anandvan Oncolabs",
  pack: "1 vial",
  quantity,
  inCatalogue: true,
  mrp: 5200,
  rate: 4574.8,
  scheme: "10+1",
  gst: 12,
  availability: "low",
  free: 2,
  amount: 114370,
});
const lines = [line("ZC150", "Zencarb 150", 25), line("D650", "Dolo 650", 2)];
const keyed = lines.map((listed) => ({ ...listed, key: listed.itemId! }));

/** Every text a reader meets in the "Your order" section of a page, in order. */
const textsOfOrderSection = (html: string) => textsOf(html, "#order");

/** Every text a reader meets in the parts of a page a selector picks, in order. */
function textsOf(html: string, selector: string) {
  const window = new Window();
  window.document.write(html);
  const seen: string[] = [];
  for (const section of window.document.querySelectorAll(selector)) seen.push(...textsIn(section));
  window.close();
  return seen;
}

function textsIn(section: Element) {
  const seen: string[] = [];
  const walker = section.ownerDocument.createTreeWalker(section, 4 /* text nodes */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) seen.push(text);
  }
  for (const labelled of section.querySelectorAll("[aria-label]"))
    seen.push(labelled.getAttribute("aria-label")!);
  for (const hinted of section.querySelectorAll("[placeholder]"))
    seen.push(hinted.getAttribute("placeholder")!);
  return seen;
}

describe("the order page without JavaScript", () => {
  for (const locale of locales)
    it(`says all that "Your order" says with JavaScript, the note's hint too (${locale})`, () => {
      const pathname = localePath(locale, paths.accountOrder);
      const texts = content.texts[locale];
      const withScript = renderInFrame(pathname, { content, assets, staticMode: false }, () => ({
        head: [],
        content: createElement(OrderListPanel, {
          order: { list: { state: "ready", lines: keyed } } as OrderList,
          text: { ...texts.orders, terms: texts.account.terms, message: texts.orderMessage },
          said: null,
          onSaid: () => {},
          onPlaced: () => {},
        }),
      }));
      const withoutScript = renderServerPage(
        {
          name: "order",
          locale,
          pathname,
          data: { signedIn: true, shopName: "Maa Tarini", lines, orders: [], idempotencyKey: "k" },
        },
        { content, assets },
      );
      const shown = textsOfOrderSection(withScript);
      expect(shown).toContain(texts.orders.place.noteHint);
      const written = textsOfOrderSection(withoutScript);
      for (const text of shown) expect(written, text).toContain(text);
    });
});

describe("the search results page without JavaScript", () => {
  const found: FoundItem[] = [
    {
      id: "ZC150",
      name: "Zencarb 150",
      composition: "Carboplatin 150 mg",
      manufacturer: "Anandvan Oncolabs",
      pack: "1 vial",
      category: "Oncology",
      mrp: 5200,
      rate: 4574.8,
      scheme: "10+1",
      availability: "low",
    },
  ];
  const companies = [{ name: "Anandvan Oncolabs", items: 1 }];
  const search = { q: "zencarb", category: "", manufacturer: "" };
  const withScript = (
    locale: (typeof locales)[number],
    content_: () => ReturnType<typeof createElement>,
  ) =>
    renderInFrame(
      localePath(locale, paths.products),
      { content, assets, staticMode: false },
      () => ({
        head: [],
        content: createElement("div", { id: "probe" }, content_()),
      }),
    );
  const withoutScript = (locale: (typeof locales)[number], items: FoundItem[]) =>
    renderServerPage(
      {
        name: "search",
        locale,
        pathname: localePath(locale, paths.productSearch),
        data: {
          search,
          total: items.length,
          items,
          companies,
          categories: true,
          order: { back: "/" },
        },
      },
      { content, assets },
    );

  for (const locale of locales)
    it(`says all that the search says with JavaScript: its form, a card, nothing found (${locale})`, () => {
      const texts = content.texts[locale];
      const text = texts.products.search;
      const terms = { ...texts.account.terms, order: texts.orders.add };
      const specialties = texts.products.specialties;
      const form = textsOf(
        withScript(locale, () =>
          createElement(MedicineSearch, { text, terms, specialties, companies, categories: true }),
        ),
        "#probe form",
      );
      // The card's item and terms: its "Add to enquiry" needs the device's list, which needs scripts.
      const card = textsOf(
        withScript(locale, () =>
          createElement(
            "ul",
            null,
            createElement(ResultCard, { item: found[0]!, text, terms, specialties }),
          ),
        ),
        "#probe li > :not(:last-child)",
      );
      const nothing = textsOf(
        withScript(locale, () => createElement(NothingFound, { q: search.q, text })),
        "#probe",
      );
      expect(form).toContain(text.query);
      expect(card).toContain(terms.rate);
      expect(nothing).toContain(fill(text.nothingFor, { query: search.q }));

      const page = withoutScript(locale, found);
      for (const shown of [...form, ...card]) expect(textsOf(page, "main"), shown).toContain(shown);
      // A customer's card adds to the order, in the words it uses with JavaScript.
      expect(textsOf(page, "main li")).toContain(terms.order.add);
      const empty = textsOf(withoutScript(locale, []), "main");
      for (const shown of nothing) expect(empty, shown).toContain(shown);
    });
});

describe("the set-password page without JavaScript", () => {
  for (const locale of locales)
    it(`asks what the form with JavaScript asks, and says a refused password beside it (${locale})`, () => {
      const context = { locale, texts: content.texts[locale] } as Parameters<
        typeof pageData.accountPassword
      >[0];
      const { text } = pageData.accountPassword(context);
      const errors = {
        password: [text.tooShort],
        consent: [content.texts[locale].forms.validation.consent],
      };
      const withScript = renderInFrame(
        localePath(locale, paths.accountPassword),
        { content, assets, staticMode: false },
        () => ({
          head: [],
          content: createElement(
            "form",
            { id: "probe" },
            createElement(PasswordFields, { text, errors }),
          ),
        }),
      );
      const asked = textsOf(withScript, "#probe");
      expect(asked).toContain(text.passwordHint);
      expect(asked).toContain(text.tooShort);
      const written = textsOf(
        renderServerPage(
          {
            name: "password",
            locale,
            pathname: localePath(locale, paths.accountPasswordForm),
            data: {
              token: "t",
              shopName: "Maa Tarini",
              login: "98•••••345",
              consented: false,
              problems: errors,
            },
          },
          { content, assets },
        ),
        "main form",
      );
      for (const text_ of asked) expect(written, text_).toContain(text_);
      expect(written).toContain(
        fill(text.forAccount, { shopName: "Maa Tarini", login: "98•••••345" }),
      );
    });
});

describe("the Bills page", () => {
  // One bill chosen to pay by UPI, one with a payment reported and its invoice, a credit note;
  // the owner's UPI id and bank details; a credit limit; two payments reported.
  const payment = { amount: 4_000, utr: "412345678901", reportedAt: "2026-12-02T10:00:00Z" };
  const bills: AccountBills = {
    success: true,
    asOf: "2026-12-05",
    total: 18_750.5,
    overdue: 12_500,
    ageing: { d0_30: 8_250.5, d31_60: 0, d61_90: 12_500, d90_plus: 0 },
    bills: [
      {
        billNo: "SB-9001",
        date: "2026-09-12",
        amount: 12_500,
        pending: 12_500,
        due: 8_500,
        dueOn: "2026-10-12",
        overdueDays: 54,
        payment: { ...payment, status: "reported", reason: "" },
        invoice: { url: "/api/account/invoices/i1" },
      },
      {
        billNo: "SB-9002",
        date: "2026-11-20",
        amount: 8_250.5,
        pending: 8_250.5,
        due: 8_250.5,
        dueOn: "2026-12-20",
        overdueDays: 0,
        payment: null,
        invoice: null,
      },
      {
        billNo: "CN-9003",
        date: "2026-11-30",
        amount: 2_000,
        pending: -2_000,
        due: 0,
        dueOn: "2026-11-30",
        overdueDays: 0,
        payment: null,
        invoice: null,
      },
    ],
    pay: {
      upiUrl: "upi://pay?pa=m%40sbi&am=8250.50",
      amount: 8_250.5,
      note: "",
      billNos: ["SB-9002"],
    },
    paying: { upiId: "m@sbi", upiMax: 1_00_000, bankDetails: "SBI Cuttack\nA/c 1234" },
    credit: { limit: 50_000, left: 31_249.5 },
    invoices: [
      { billNo: "SB-9001", uploadedAt: "2026-12-01T09:00:00Z", url: "/api/account/invoices/i1" },
    ],
    payments: [
      { ...payment, id: "p1", mode: "upi", paidOn: "2026-12-02", status: "reported", reason: "" },
      {
        ...payment,
        id: "p2",
        mode: "bank",
        paidOn: "2026-11-02",
        status: "rejected",
        reason: "Not in our bank",
      },
    ],
  };
  const page = (locale: (typeof locales)[number], data: BillsPageData) =>
    renderServerPage(
      { name: "bills", locale, pathname: localePath(locale, paths.accountBills), data },
      { content, assets },
    );

  for (const locale of locales)
    it(`says every text of the bills it shows: figures by name, paying, "I have paid", history (${locale})`, () => {
      const t = content.texts[locale].bills;
      const data = {
        signedIn: true as const,
        shopName: "Maa Tarini",
        code: "MT01",
        bills,
        chosen: true,
        reported: bills.payments[0],
        today: "2026-12-06",
      };
      const said = textsOf(page(locale, data), "main");
      const window = new Window();
      window.document.write(page(locale, data));
      const phoneLabels = [...window.document.querySelectorAll("main [data-label]")].map((cell) =>
        cell.getAttribute("data-label")!,
      );
      window.close();
      const amount = formatRupees(8_250.5);
      const expected = [
        t.page.title,
        t.page.back,
        t.summary.heading,
        t.summary.total,
        t.summary.overdue,
        t.summary.creditLimit,
        t.summary.creditLeft,
        ...Object.values(t.ageing),
        t.pay.heading,
        fill(t.pay.paying, { amount, bills: "SB-9002" }),
        fill(t.pay.openApp, { amount }),
        t.pay.scan,
        fill(t.pay.qrLabel, { amount }),
        fill(t.pay.upiId, { upiId: "m@sbi" }),
        t.pay.bank,
        t.pay.chooseHint,
        t.pay.chosen,
        t.list.heading,
        t.list.caption,
        t.list.billNo,
        t.list.date,
        t.list.amount,
        t.list.pending,
        t.list.dueOn,
        t.list.overdueDays,
        t.list.notYetDue,
        t.list.creditNote,
        t.list.invoice,
        fill(t.list.choose, { billNo: "SB-9002" }),
        fill(t.list.invoiceOf, { billNo: "SB-9001" }),
        fill(t.payment.reported, { amount: formatRupees(4_000) }),
        t.paid.heading,
        t.paid.lead,
        t.paid.mode,
        t.paid.upi,
        t.paid.bank,
        t.paid.reference,
        t.paid.referenceHint,
        t.paid.amount,
        t.paid.paidOn,
        fill(t.paid.bills, { bills: "SB-9002" }),
        t.paid.send,
        fill(t.paid.done, { amount: formatRupees(4_000) }),
        t.invoices.heading,
        t.invoices.lead,
        t.history.heading,
        t.history.paidOn,
        t.history.reference,
        t.history.statuses.reported,
        `${t.history.statuses.rejected}: Not in our bank`,
        t.statement.download,
      ];
      for (const text of expected) expect(said, text).toContain(text);
      // On a phone each figure stands under its column's name.
      for (const name of [t.list.pending, t.list.overdueDays, t.history.status])
        expect(phoneLabels, name).toContain(name);
    });

  for (const locale of locales)
    it(`asks nobody signed in to sign in, and says when no report is up yet (${locale})`, () => {
      const t = content.texts[locale].bills;
      const signedOut = textsOf(page(locale, { signedIn: false }), "main");
      for (const text of [t.page.title, t.page.signedOut, t.page.signIn])
        expect(signedOut, text).toContain(text);
      const none = {
        ...bills,
        asOf: null,
        total: 0,
        bills: [],
        pay: null,
        invoices: [],
        payments: [],
      };
      const early = textsOf(
        page(locale, {
          signedIn: true,
          shopName: "Maa Tarini",
          code: "",
          bills: none,
          chosen: false,
          today: "2026-12-06",
        }),
        "main",
      );
      const [before] = around(t.page.noReport, "phone1");
      expect(early).toContain(before.trim());
      expect(early).toContain(t.history.none);
    });
});

describe("the Returns page", () => {
  const asked: AccountReturn = {
    id: "r2",
    number: 2,
    itemName: "Dolo 650",
    itemCode: "D650",
    company: "Micro Labs",
    batch: "DL2409",
    expiry: "2027-03",
    quantity: 10,
    reason: "breakage",
    billNo: "",
    note: "",
    window: "outside",
    status: "requested",
    creditNote: "",
    amount: null,
    rejectReason: "",
    requestedAt: "2026-12-06T10:00:00Z",
    statusAt: "2026-12-06T10:00:00Z",
    photo: true,
  };
  const credited: AccountReturn = {
    ...asked,
    id: "r1",
    number: 1,
    reason: "expired",
    window: "inside",
    status: "credited",
    creditNote: "CN-0417",
    amount: 1_250.5,
    photo: false,
  };
  const page = (locale: (typeof locales)[number], data: ReturnsPageData) =>
    renderServerPage(
      { name: "returns", locale, pathname: localePath(locale, paths.accountReturns), data },
      { content, assets },
    );

  for (const locale of locales)
    it(`says every text of the request form and the returns it lists (${locale})`, () => {
      const t = content.texts[locale].returns;
      const said = textsOf(
        page(locale, {
          signedIn: true,
          shopName: "Maa Tarini",
          code: "MT01",
          items: [{ id: "S100014", name: "Zenimat DS 400", company: "Anandvan Oncolabs" }],
          returns: [asked, credited],
          sent: asked,
        }),
        "main",
      );
      const expected = [
        t.page.title,
        t.page.back,
        t.page.lead,
        fill(t.done.sent, { number: "2" }),
        t.done.outside,
        t.form.heading,
        t.form.fromOrders,
        t.form.fromOrdersNone,
        "Zenimat DS 400 · Anandvan Oncolabs",
        t.form.name,
        t.form.batch,
        t.form.expiry,
        t.form.expiryHint,
        t.form.quantity,
        t.form.reason,
        ...Object.values(t.reasons),
        t.form.billNo,
        t.form.note,
        t.form.photo,
        t.form.photoHint,
        t.form.send,
        t.list.heading,
        `${t.list.number} 2 · Dolo 650`,
        t.statuses.requested,
        t.list.outside,
        t.list.batch,
        t.list.expiry,
        t.list.quantity,
        t.list.reason,
        t.list.photo,
        fill(t.statuses.credited, { creditNote: "CN-0417", amount: formatRupees(1_250.5) }),
      ];
      for (const text of expected) expect(said, text).toContain(text);
    });

  for (const locale of locales)
    it(`asks nobody signed in to sign in, and a customer without orders for the item's name (${locale})`, () => {
      const t = content.texts[locale].returns;
      const signedOut = textsOf(page(locale, { signedIn: false }), "main");
      for (const text of [t.page.title, t.page.signedOut, t.page.signIn])
        expect(signedOut, text).toContain(text);
      const first = textsOf(
        page(locale, { signedIn: true, shopName: "Maa Tarini", code: "", items: [], returns: [] }),
        "main",
      );
      for (const text of [t.form.nameAlone, t.list.none]) expect(first, text).toContain(text);
      expect(first).not.toContain(t.form.fromOrders);
    });
});

describe("the problem page of a form post refused without JavaScript", () => {
  for (const locale of locales)
    it(`says each problem as a refused form with JavaScript says it, and leads back (${locale})`, () => {
      const texts = content.texts[locale];
      const problems = [texts.forms.validation.nameRequired, texts.forms.validation.consent];
      const formPath = localePath(locale, paths.contact);
      const withScript = renderInFrame(formPath, { content, assets, staticMode: false }, () => ({
        head: [],
        content: createElement(
          "div",
          { id: "probe" },
          problems.map((problem) =>
            createElement(FormStatus, {
              key: problem,
              phase: "error",
              success: "",
              failure: problem,
            }),
          ),
        ),
      }));
      const said = textsOf(withScript, "#probe");
      expect(said).toEqual(problems);
      const written = renderServerPage(
        { name: "problems", locale, pathname: formPath, data: { problems, back: formPath } },
        { content, assets },
      );
      const main = textsOf(written, "main");
      for (const text of said) expect(main, text).toContain(text);
      expect(main).toContain(texts.server.problems.heading);
      expect(textsOf(written, `main a[href="${formPath}"]`)).toEqual([texts.server.problems.back]);
      expect(written).toContain(`<html lang="${htmlLang[locale]}"`);
    });

  it("says a refused content preview to the staff in English, headed as theirs, with no way back (the tab is its own)", () => {
    const problems = [
      "Some fields need correcting before a preview.",
      "texts.en.careers.meta.title: Please remove the angle brackets.",
    ];
    const written = renderServerPage(
      { name: "problems", locale: "en", pathname: "/", data: { problems, heading: "No preview" } },
      { content, assets },
    );
    const main = textsOf(written, "main");
    expect(main).toEqual(["No preview", ...problems]);
    expect(main).not.toContain(content.texts.en.server.problems.back);
    expect(written).toContain(`<html lang="${htmlLang.en}"`);
    expect(written).toContain("<title>No preview | ");
  });
});

describe("the paste review page without JavaScript", () => {
  const offered = (id: string, name: string) => ({
    id,
    name,
    manufacturer: "Micro Labs",
    pack: "15 tablets",
    mrp: 30.5,
    rate: 24.1,
    scheme: "10+1",
    availability: "low" as const,
  });
  const read = [
    {
      line: 1,
      text: "dolo 650 10 strip",
      quantity: 10,
      quantityWritten: true,
      offered: [offered("D650", "Dolo 650"), offered("D500", "Dolo 500")],
      chosen: "D650",
      search: "",
    },
    {
      line: 2,
      text: "kalasi 5 box",
      quantity: 1,
      quantityWritten: false,
      offered: [],
      chosen: "",
      search: "kalasi",
    },
  ];
  for (const locale of locales)
    it(`says all that the paste panel's lines say with JavaScript, and its review's words (${locale})`, () => {
      const texts = content.texts[locale];
      const text = { ...texts.orders, terms: texts.account.terms, message: texts.orderMessage };
      const pathname = localePath(locale, paths.accountOrderPaste);
      const withScript = renderInFrame(pathname, { content, assets, staticMode: false }, () => ({
        head: [],
        content: createElement(
          "ul",
          { id: "probe" },
          read.map((line, index) =>
            createElement(OrderPasteLine, {
              key: index,
              line: { ...line, key: `${index}`, keep: line.chosen !== "" },
              text,
              onChange: () => {},
            }),
          ),
        ),
      }));
      const said = textsOf(withScript, "#probe");
      expect(said).toContain(texts.orderMessage.review.noQuantity);
      expect(said).toContain(texts.account.terms.rate);
      const written = renderServerPage(
        { name: "paste", locale, pathname, data: { lines: read } },
        { content, assets },
      );
      const main = textsOf(written, "main form");
      for (const text_ of said) expect(main, text_).toContain(text_);
      const { review } = texts.orderMessage;
      // The search that found nothing says so, as the panel does after its search.
      expect(main).toContain(review.noResults);
      expect(textsOf(written, "main")).toEqual(
        expect.arrayContaining([review.heading, review.lead, review.add, review.again]),
      );
    });
});
