import { PartnerFilter } from "#app/content/partner-filter.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(PartnerFilter);
