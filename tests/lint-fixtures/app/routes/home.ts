// Allowed: a route uses components and shared code.
import { banner } from "#app/site/banner.ts";
import { format } from "#shared/format.ts";

export const home = () => format(banner);
