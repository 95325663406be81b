// Breaks feature-imports-later-feature: the catalogue comes before orders, which use it; if it
// used orders too, the two would lean on each other.
import { orderLines } from "#server/orders/public.server.ts";

export const lastOrdered = (id: string) => orderLines(id);
