// Allowed: a feature uses infrastructure.
import { refusal } from "#server/http/api-error.server.ts";

export const findCustomer = (id: string) => (id ? { id } : refusal("no such customer"));
