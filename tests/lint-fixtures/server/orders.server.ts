// Allowed: the server uses shared code.
import { format } from "#shared/format.ts";

export const readOrders = () => [format(" order ")];
