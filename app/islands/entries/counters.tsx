import { PartnerCounters } from "#app/content/partner-counters.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(PartnerCounters);
