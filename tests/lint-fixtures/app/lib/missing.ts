// Planted: not-resolvable (there is no such file).
import { nothing } from "#app/lib/not-there.ts";

export const something = nothing;
