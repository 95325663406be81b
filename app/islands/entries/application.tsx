import { ApplicationForm } from "#app/components/application-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ApplicationForm);
