// What other features may use of orders (the layering: docs/decisions/0025-server-layers-and-contract.md).

export type { CreditCheck, CreditHold } from "./credit-check.server";
