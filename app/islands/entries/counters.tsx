import { PartnerCounters } from "#app/components/partner-banner.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(PartnerCounters);
