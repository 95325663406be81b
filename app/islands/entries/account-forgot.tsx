import { ForgotPasswordForm } from "#app/components/forgot-password-form.tsx";
import { hydrator } from "#app/islands/hydrate.tsx";

export const hydrate = hydrator(ForgotPasswordForm);
