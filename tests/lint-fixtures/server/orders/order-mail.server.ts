// Allowed: orders use customers through their public module, and their own modules.
import { findCustomer } from "#server/customers/public.server.ts";
import { orderLines } from "./order-store.server";

export const orderMail = (id: string) => [findCustomer(id), orderLines(id)];
