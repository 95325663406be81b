// Allowed: a feature's public module re-exports its own modules.
export { findCustomer } from "./customer-store.server";
