// Allowed: the app assembles the features and the infrastructure.
import { orderLines } from "#server/orders/public.server.ts";
import { send } from "#server/mail/outbox.server.ts";

export const appName = "site";
export const app = () => [orderLines, send];
