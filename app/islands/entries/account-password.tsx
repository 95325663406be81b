import { SetPasswordForm } from "#app/customers/set-password-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(SetPasswordForm);
