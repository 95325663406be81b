import { AccessRequestForm } from "#app/customers/access-request-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(AccessRequestForm);
