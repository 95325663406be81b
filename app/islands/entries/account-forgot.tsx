import { ForgotPasswordForm } from "#app/customers/forgot-password-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ForgotPasswordForm);
