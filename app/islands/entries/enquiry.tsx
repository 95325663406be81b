import { Enquiry } from "#app/submissions/enquiry.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(Enquiry);
