// What other features may use of customers (the layering: docs/decisions/0025-server-layers-and-contract.md).

export { customerOf } from "./account-routes.server";
export { findCustomer } from "./customer-store.server";
export { customerContact } from "./customer-contact.server";
