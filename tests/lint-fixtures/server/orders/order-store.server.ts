// Breaks feature-reaches-into-feature: orders read a customer's store behind its public module.
import { findCustomer } from "#server/customers/customer-store.server.ts";

export const orderLines = (id: string) => [findCustomer(id)];
