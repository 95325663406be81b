// Allowed: infrastructure uses shared code.
import { format } from "#shared/format.ts";

export const refusal = (text: string) => format(text);
