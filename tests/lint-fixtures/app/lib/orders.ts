// Planted: browser-imports-server.
import { readOrders } from "#server/orders.server.ts";

export const firstOrder = () => readOrders()[0];
