import type { HoldReason } from "#shared/schemas/orders.ts";
import type { Db } from "#server/db/database.server.ts";

// The credit check an order is placed through (docs/product.md#credit). What a customer owes is
// money's to know, and money comes after orders: orders declare the check, the app passes in
// money's (server/app/start.server.ts), and every placing, the customer's and the staff's, asks it.

/** Why an order is held, in paise (see `orderHoldSchema`). */
export type CreditHold = {
  reason: HoldReason;
  pending: number;
  limit: number | null;
  overdueDays: number;
};

/**
 * Asks whether an order of `orderPaise` (its with-GST estimate) breaks the customer's credit
 * rules; null when it does not. Called inside the placing transaction (`db` is it), after the
 * customer's row is locked, so two orders at once are checked one after the other.
 */
export type CreditCheck = (
  db: Db,
  customerId: string,
  orderPaise: number,
) => Promise<CreditHold | null>;

/** No credit rules (a test, or a tool that places orders without money). */
export const noCreditCheck: CreditCheck = async () => null;
