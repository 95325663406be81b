import { PartnerFilter } from "#app/components/partner-filter.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(PartnerFilter);
