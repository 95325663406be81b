import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { isLocale, localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { PAYMENTS_PER_HOUR } from "#shared/limits.ts";
import {
  billNosOf,
  normaliseReference,
  paiseOf,
  paymentReportProblem,
  paymentReportSchema,
} from "#shared/schemas/money.ts";
import type { BillsPageData } from "#shared/server-pages.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { audit } from "#server/auth/audit.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { privately } from "#server/http/private-answer.server.ts";
import { hitRateLimit, type RateLimitRule } from "#server/http/rate-limit.server.ts";
import { customerOf } from "#server/customers/public.server.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import {
  formBodyLimit,
  refuseCrossSite,
  wantsPage,
  type Deps,
} from "#server/forms/form-post.server.ts";
import { inWords, Refusal, refusedAt } from "#server/forms/refusal.server.ts";
import { hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { formLocale, refererLocale } from "#server/forms/visitor-language.server.ts";
import {
  accountBills,
  customerFigures,
  indiaToday,
  NotABill,
  type Customer,
} from "./account-bills.server";
import { allocate } from "./bill-figures.server";
import { referenceHeld, ReferenceTaken, storePayment } from "./payments-store.server";
import { statementPdf } from "./statement-pdf.server";

// A signed-in customer's bills (docs/product.md#bills-and-payments): as JSON and as a page that
// works without JavaScript (`/account/bills`, `?pay=` for chosen bills), and the statement PDF.
// Every answer is the customer's alone: never kept by a browser or a proxy, never logged (the
// request log names the route only), and another customer's bills are simply not theirs to name.

type MoneyContext = Context<{ Bindings: HttpBindings }>;

/** The bills chosen in `?pay=` (comma-separated, or repeated as a form's boxes send them). */
const chosenBills = (c: MoneyContext) => {
  const pay = c.req.queries("pay");
  if (pay === undefined) return undefined;
  const billNos = billNosOf(pay.join(",").slice(0, 4000));
  return billNos.length ? billNos : undefined;
};

const HOUR = 60 * 60 * 1000;
/** Payments reported, per customer. */
const paymentsPerCustomer: RateLimitRule = {
  name: "payments",
  limit: PAYMENTS_PER_HOUR,
  windowMs: HOUR,
};

export function moneyRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const { db } = deps.database;
  const signedIn = customerOf(deps);
  const r = apiRoutes;
  const context = () => ({ site: deps.shown().site, settings: deps.settings() });
  const pagePaths = locales.map((locale) => localePath(locale, paths.accountBills));
  for (const path of [r.accountBills.path, r.accountStatement.path, ...pagePaths])
    api.use(path, privately);

  /** The signed-in customer, or a 401. */
  async function customer(c: MoneyContext): Promise<Customer> {
    const who = await signedIn(c);
    if (!who) throw new Refusal(401, "account.answers.signedOut");
    return { id: who.id, code: who.code, shopName: who.shopName };
  }
  const answers = (locale: Locale) => deps.shown().texts[locale].bills.answers;
  /** A bill the customer named that is not theirs (or not at all): 400. */
  const refuseNotABill = (error: unknown): never => {
    if (!(error instanceof NotABill)) throw error;
    const billNo = error.billNo.slice(0, 60);
    throw new Refusal(400, { key: "bills.answers.noSuchBill", fill: { billNo } });
  };

  api.on(r.accountBills.method, r.accountBills.path, async (c) => {
    hearRefusals(c, deps, paths.accountBills);
    const who = await customer(c);
    const bills = await accountBills(db, who, context(), chosenBills(c)).catch(refuseNotABill);
    return c.json(bills);
  });

  api.on(r.accountStatement.method, r.accountStatement.path, async (c) => {
    const asked = c.req.query("lang");
    const who = await signedIn(c);
    const locale = isLocale(asked) ? asked : (who?.locale ?? refererLocale(c));
    hearRefusals(c, deps, paths.account, locale);
    if (!who) throw new Refusal(401, "account.answers.signedOut");
    const bills = await accountBills(db, who, context());
    const pdf = await statementPdf({ customer: who, bills, locale, content: deps.shown() });
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="statement-${bills.asOf ?? indiaToday()}.pdf"`,
    });
  });

  api.on(r.reportPayment.method, r.reportPayment.path, formBodyLimit, async (c) => {
    const hearing = hearRefusals(c, deps, paths.accountBills);
    refuseCrossSite(deps, c);
    const who = await customer(c);
    const input = await readInput(c);
    const locale = (hearing.locale = formLocale(input) ?? hearing.locale);
    const said = answers(locale);
    const report = paymentReportSchema.parse(input);
    const problem = paymentReportProblem(report, said, indiaToday());
    if (problem) throw refusedAt(400, problem.field, inWords(problem.message));
    if (deps.env.RATE_LIMIT !== "off") {
      const verdict = await hitRateLimit(db, paymentsPerCustomer, `customer:${who.id}`);
      if (!verdict.allowed)
        throw new Refusal(429, "bills.answers.tooMany", undefined, verdict.retryAfterSeconds);
    }
    const reference = normaliseReference(report.utr);
    if (await referenceHeld(db, reference))
      throw refusedAt(409, "utr", "bills.answers.referenceTaken");
    const named = billNosOf(report.billNos);
    const { figures } = await customerFigures(
      db,
      who,
      undefined,
      named.length ? named : undefined,
    ).catch(refuseNotABill);
    const amount = paiseOf(report.amount)!;
    if (!figures || figures.total <= 0) throw refusedAt(400, "amount", "bills.answers.nothingDue");
    const { parts, dueTogether } = allocate(
      figures.bills,
      amount,
      named.length ? named : undefined,
    );
    const most = named.length ? dueTogether : Math.min(dueTogether, figures.total);
    if (!parts || amount > most) {
      const due = formatRupees(toRupees(most));
      throw refusedAt(400, "amount", { key: "bills.answers.tooMuch", fill: { due } });
    }
    const id = await storePayment(db, {
      customerId: who.id,
      mode: report.mode,
      reference,
      amount,
      paidOn: report.paidOn,
      bills: parts,
    }).catch((error: unknown) => {
      throw error instanceof ReferenceTaken
        ? refusedAt(409, "utr", "bills.answers.referenceTaken")
        : error;
    });
    await audit(db, {
      actor: `customer:${who.id}`,
      action: "customer-payment-reported",
      detail: `payment ${id}`,
      client: clientAddress(c.env.incoming, deps.env.TRUST_PROXY),
    });
    deps.outbox.kick();
    if (wantsPage(c))
      return c.redirect(`${localePath(locale, paths.accountBills)}?reported=${id}`, 303);
    return c.json({ success: true as const, id }, 201);
  });

  /** The Bills page, as the site's renderer writes it. */
  const billsPage = (c: MoneyContext, locale: Locale, data: BillsPageData) => {
    const pathname = localePath(locale, paths.accountBills);
    const { html, headers } = deps.writeServerPage({ name: "bills", locale, pathname, data });
    return c.html(html, 200, headers);
  };

  for (const locale of locales)
    api.get(localePath(locale, paths.accountBills), async (c) => {
      const texts = deps.shown().texts[locale].bills;
      const who = await signedIn(c);
      if (!who) return billsPage(c, locale, { signedIn: false });
      const chosen = chosenBills(c);
      const reported = c.req.query("reported");
      let choiceProblem = c.req.query("chosen") && !chosen ? texts.pay.noneChosen : undefined;
      const bills = await accountBills(db, who, context(), chosen).catch(async (error: unknown) => {
        if (!(error instanceof NotABill)) throw error;
        choiceProblem = fill(texts.answers.noSuchBill, { billNo: error.billNo.slice(0, 60) });
        return accountBills(db, who, context());
      });
      return billsPage(c, locale, {
        signedIn: true,
        shopName: who.shopName,
        code: who.code,
        bills,
        chosen: chosen !== undefined && !choiceProblem,
        choiceProblem,
        // Only a payment of theirs is thanked for.
        reported: bills.payments.find((payment) => payment.id === reported),
        today: indiaToday(),
      });
    });

  return api;
}
