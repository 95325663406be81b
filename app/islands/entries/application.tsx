import { ApplicationForm } from "#app/submissions/application-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ApplicationForm);
