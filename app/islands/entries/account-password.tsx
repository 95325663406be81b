import { SetPasswordOnceRunning } from "#app/components/set-password-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(SetPasswordOnceRunning);
