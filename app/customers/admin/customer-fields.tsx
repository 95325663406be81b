import { useRef, useState } from "react";
import { controlClass } from "#app/ui/search-bar.tsx";
import type { Refusal } from "#app/customers/admin/customers.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { CUSTOMER_LIMITS } from "#shared/limits.ts";
import type { NewCustomer } from "#shared/schemas/customers.ts";
import { fieldErrorsOf, type FieldErrors } from "#shared/schemas/fields.ts";
import type { z } from "#shared/schemas/zod.ts";
import { locales } from "#shared/site-paths.ts";

// The staff's fields of a customer, as adding one and editing one ask for them; the forms check
// them with the shared schema (createCustomerSchema, updateCustomerSchema) before sending.

type TextField = Exclude<keyof NewCustomer, "hospital" | "locale">;

const textFields: {
  name: TextField;
  label: string;
  type?: "tel" | "email";
  maxLength?: number;
  hint?: string;
}[] = [
  { name: "shopName", label: "Shop or hospital name", maxLength: CUSTOMER_LIMITS.shopName },
  { name: "contactName", label: "Contact person" },
  {
    name: "phone",
    label: "Phone",
    type: "tel",
    hint: "A 10-digit mobile (with or without +91) is what the customer signs in with.",
  },
  { name: "email", label: "Email", type: "email", hint: "The customer may sign in with it too." },
  {
    name: "code",
    label: "Party code in the billing software",
    maxLength: CUSTOMER_LIMITS.code,
    // Beside the drug licence's: with a hint of its own, the two boxes line up.
    hint: "Orders reach the billing software under it.",
  },
  { name: "drugLicence", label: "Drug licence numbers", hint: "Separated by commas." },
  { name: "gstin", label: "GSTIN" },
];

/** The fields out of a form made with CustomerFields, for the schema to check. */
export function staffFieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    ...Object.fromEntries(textFields.map(({ name }) => [name, text(name)])),
    address: text("address"),
    hospital: data.has("hospital"),
    locale: text("locale"),
  };
}

/**
 * A customer form's problems: the fields' own (checked with the shared schema first, then as
 * the server answers them) and a sentence, with the focus on the first field to correct or,
 * without one, on the sentence.
 */
export function useFieldProblems(idPrefix: string) {
  const [problems, setProblems] = useState<Refusal>({ error: "" });
  const sentence = useRef<HTMLParagraphElement>(null);

  function refuse({ error, fieldErrors = {} }: Refusal) {
    setProblems({ error, fieldErrors });
    const fields = [...textFields.map(({ name }) => name), "address", "locale"];
    const first = fields.find((name) => fieldErrors[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    else sentence.current?.focus();
  }
  /** The form's fields as `schema` reads them, or undefined once the problems are shown. */
  function check<T>(schema: z.ZodType<T>, form: HTMLFormElement): T | undefined {
    const fields = schema.safeParse(staffFieldsOf(form));
    if (fields.success) return fields.data;
    refuse({
      error: "Please correct the fields marked below.",
      fieldErrors: fieldErrorsOf(fields.error),
    });
  }

  return {
    errors: problems.fieldErrors ?? {},
    refuse,
    check,
    clear: () => setProblems({ error: "" }),
    /** The sentence, in the page from the start so that screen readers announce it. */
    sentence: (
      <p
        ref={sentence}
        tabIndex={-1}
        role="alert"
        className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden"
      >
        {problems.error}
      </p>
    ),
  };
}

/** Each field with its label, hint and first problem; `required` fields are marked. */
export function CustomerFields({
  idPrefix,
  values,
  errors,
  required,
}: {
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  values?: NewCustomer;
  errors: FieldErrors;
  required: readonly (keyof NewCustomer)[];
}) {
  const described = (name: string, hint?: string) =>
    [hint && `${idPrefix}-${name}-hint`, errors[name] && `${idPrefix}-${name}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  const label = (name: keyof NewCustomer, text: string) => (
    <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-medium">
      {text}
      {required.includes(name) && <span className="font-normal text-slate-600"> (required)</span>}
    </label>
  );
  const problem = (name: string) =>
    errors[name] && (
      <p id={`${idPrefix}-${name}-error`} className="text-sm font-medium text-red-700">
        {errors[name][0]}
      </p>
    );
  const input = `${controlClass} w-full aria-[invalid=true]:border-red-700`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textFields.map(({ name, label: text, type = "text", maxLength, hint }) => (
        <div key={name} className="flex flex-col gap-1">
          {label(name, text)}
          {hint && (
            <p id={`${idPrefix}-${name}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type={type}
            defaultValue={values?.[name]}
            maxLength={maxLength}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={described(name, hint)}
            className={input}
          />
          {problem(name)}
        </div>
      ))}
      <div className="flex flex-col gap-1 sm:col-span-2">
        {label("address", "Address")}
        <textarea
          id={`${idPrefix}-address`}
          name="address"
          rows={3}
          defaultValue={values?.address}
          maxLength={CUSTOMER_LIMITS.address}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={described("address")}
          className={`${input} py-2`}
        />
        {problem("address")}
      </div>
      <div className="flex flex-col gap-1">
        {label("locale", "Language of the invitation and the account")}
        <select
          id={`${idPrefix}-locale`}
          name="locale"
          defaultValue={values?.locale ?? "en"}
          aria-invalid={errors.locale ? true : undefined}
          aria-describedby={described("locale")}
          className={input}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {languageNamesInEnglish[locale]}
            </option>
          ))}
        </select>
        {problem("locale")}
      </div>
      <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium">
        <input
          type="checkbox"
          name="hospital"
          defaultChecked={values?.hospital}
          className="size-5"
        />
        A hospital (may have no drug licence)
      </label>
    </div>
  );
}
