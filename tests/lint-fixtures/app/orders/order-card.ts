// Planted: component-imports-route.
import { ordersTitle } from "#app/routes/orders.ts";

export const orderCard = () => ordersTitle;
