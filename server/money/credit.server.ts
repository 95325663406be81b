import type { ContentSettings } from "#shared/content/announcements.ts";
import { findCustomer } from "#server/customers/public.server.ts";
import type { Db } from "#server/db/database.server.ts";
import type { CustomerTable } from "#server/db/trade-tables.server.ts";
import type { CreditCheck } from "#server/orders/public.server.ts";
import { customerFigures, indiaToday } from "./account-bills.server";
import { creditExposure, creditTermsOf } from "./credit-terms.server";

// Credit checked at the order (docs/product.md#credit): what a customer stands at, and the check
// orders are placed through. Nothing is refused for credit: an order that breaks a rule is
// placed held, with why.

/**
 * What the customer owes against their limit, in paise (before any new order), and the days
 * their oldest bill still due is overdue; undefined before any outstanding report (the site
 * then knows nothing of what is owed, and checks nothing).
 */
export async function creditStanding(
  db: Db,
  customer: Pick<CustomerTable, "id" | "code" | "shop_name">,
  today = indiaToday(),
) {
  const { report, figures } = await customerFigures(
    db,
    { id: customer.id, code: customer.code, shopName: customer.shop_name },
    today,
  );
  if (!report || !figures) return undefined;
  const pending = figures.bills.reduce((sum, bill) => sum + bill.pending, 0);
  return {
    owed: await creditExposure(db, customer.id, report, pending),
    overdueDays: Math.max(0, ...figures.bills.map((bill) => bill.overdueDays)),
  };
}

/**
 * The check every placed order goes through: held for the limit when what the customer owes
 * with this order would pass it, else for the age when a bill is overdue beyond it.
 */
export function moneyCreditCheck(settings: () => ContentSettings, today = indiaToday): CreditCheck {
  return async (db, customerId, orderPaise) => {
    const customer = await findCustomer(db, customerId);
    if (!customer) return null;
    const terms = creditTermsOf(customer, settings());
    if (terms.limit === null && terms.maxOverdueDays === null) return null;
    const standing = await creditStanding(db, customer, today());
    if (!standing) return null;
    const hold = { pending: standing.owed, limit: terms.limit, overdueDays: standing.overdueDays };
    if (terms.limit !== null && standing.owed + orderPaise > terms.limit)
      return { reason: "limit", ...hold };
    if (terms.maxOverdueDays !== null && standing.overdueDays > terms.maxOverdueDays)
      return { reason: "overdue", ...hold };
    return null;
  };
}
