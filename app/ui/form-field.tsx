import { useId } from "react";
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { inputClass } from "#app/ui/input-class.ts";
import { around } from "#shared/text-format.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
type AnyField = FieldMetadata<any, any, any>;

/** What ties a field's label, hint and error together: conform's field metadata has it. */
export type FieldIds = { id: string; descriptionId: string; errorId: string; errors?: string[] };

type Props = {
  field: FieldIds;
  label: string;
  hint?: string;
  required?: boolean;
  children: React.ReactNode;
};

/** A label, the control, an optional hint and the field's error, tied together for screen readers. */
export function FormField({ field, label, hint, required, children }: Props) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={field.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {field.errors && (
        <p id={field.errorId} className="text-sm font-medium text-red-700">
          {field.errors[0]}
        </p>
      )}
    </div>
  );
}

/**
 * A field of a form too small to load the zod checks for (sign-in, password): the ids its
 * FormField ties together, and the input's side of them.
 */
export function usePlainField(
  name: string,
  { errors, hint = false }: { errors?: string[]; hint?: boolean } = {},
) {
  const id = `${useId()}${name}`;
  const field: FieldIds = { id, descriptionId: `${id}-hint`, errorId: `${id}-error`, errors };
  const describedBy = [hint && field.descriptionId, errors && field.errorId].filter(Boolean);
  const input = {
    id,
    name,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": describedBy.join(" ") || undefined,
  };
  return { field, input };
}

type ConformProps = Omit<Props, "field" | "children" | "hint"> & { field: AnyField };

/** A one-line input (name, email, phone) in its FormField. */
export function TextField({
  field,
  label,
  type,
  autoComplete,
  required,
}: ConformProps & { type: "text" | "email" | "tel"; autoComplete: string }) {
  return (
    <FormField field={field} label={label} required={required}>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </FormField>
  );
}

/**
 * A drop-down in its FormField that starts on a disabled placeholder, so nothing is
 * preselected. Each option shows its name in the page's language and sends its stored value.
 */
export function SelectField({
  field,
  label,
  placeholder,
  options,
  required,
}: ConformProps & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField field={field} label={label} required={required}>
      <select {...getSelectProps(field)} className={inputClass} defaultValue="">
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The sentence above a form that explains the required mark, which it reads out as words. */
export function RequiredFieldsNote({ text }: { text: { text: string; star: string } }) {
  const [before, after] = around(text.text, "star");
  return (
    <>
      {before}
      <span aria-hidden="true">*</span>
      <span className="sr-only">{text.star}</span>
      {after}
    </>
  );
}

/** A field people never see; automated form fillers tend to fill it. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Name, email and phone, as both forms ask for them; `paired` sets email and phone side by
 * side on wider screens.
 */
export function PersonFields({
  fields,
  text,
  paired = false,
}: {
  fields: { name: AnyField; email: AnyField; phone: AnyField };
  text: { name: string; email: string; phone: string };
  paired?: boolean;
}) {
  const contact = (
    <>
      <TextField
        field={fields.email}
        label={text.email}
        type="email"
        autoComplete="email"
        required
      />
      <TextField field={fields.phone} label={text.phone} type="tel" autoComplete="tel" required />
    </>
  );
  return (
    <>
      <TextField field={fields.name} label={text.name} type="text" autoComplete="name" required />
      {paired ? <div className="grid gap-5 sm:grid-cols-2">{contact}</div> : contact}
    </>
  );
}
