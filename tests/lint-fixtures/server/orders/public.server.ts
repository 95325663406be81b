// Allowed: a feature's public module re-exports its own modules.
export { orderLines } from "./order-store.server";
