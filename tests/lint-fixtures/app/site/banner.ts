import { format } from "#shared/format.ts";

export const banner = format(" Welcome ");
