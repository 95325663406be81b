// Breaks infrastructure-imports-feature: the outbox writes an order's mail itself, where the
// orders feature should hand it a writer through the app.
import { orderMail } from "#server/orders/order-mail.server.ts";

export const send = (id: string) => orderMail(id);
