import { inputClass } from "#app/ui/input-class.ts";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";

/**
 * The email or 10-digit mobile number an account is known by, named `login` as the API reads
 * it, and marked as the username so a password manager fills it.
 */
export function LoginField({ label }: { label: string }) {
  const login = usePlainField("login");
  return (
    <FormField field={login.field} label={label}>
      <input
        {...login.input}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        className={inputClass}
      />
    </FormField>
  );
}
