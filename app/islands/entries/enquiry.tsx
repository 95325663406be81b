import { Enquiry } from "#app/components/enquiry.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(Enquiry);
