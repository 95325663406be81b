// Planted: shared-imports-side.
import { readOrders } from "#server/orders.server.ts";

export const orderCount = () => readOrders().length;
