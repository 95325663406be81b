import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { paths } from "#shared/site-paths.ts";

/** The required, unticked consent checkbox with its short notice (DPDP Act 2023). */
export function ConsentField({
  field,
  notice,
  privacyLink,
}: {
  field: FieldMetadata<unknown>;
  notice: string;
  privacyLink: string;
}) {
  const to = useLocalePath();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(field, { type: "checkbox", value: "on" })}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="text-slate-700">
          {notice}{" "}
          <Link
            to={to(paths.privacy)}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            {privacyLink}
          </Link>
        </label>
      </div>
      {field.errors && (
        <p id={field.errorId} className="text-sm font-medium text-red-700">
          {field.errors[0]}
        </p>
      )}
    </div>
  );
}
