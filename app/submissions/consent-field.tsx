import { SiteLink } from "#app/site/site-link.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import type { FieldIds } from "#app/ui/form-field.tsx";

/**
 * The unticked consent checkbox with its short notice (DPDP Act 2023). `input` is the
 * checkbox's own props: conform's for a checked form (required there), or a plain field's.
 */
export function ConsentField({
  field,
  input,
  notice,
  privacyLink,
}: {
  field: FieldIds;
  input: React.ComponentProps<"input">;
  notice: string;
  privacyLink: string;
}) {
  const to = useLocalePath();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...input}
          type="checkbox"
          value="on"
          // Outlined in red on error, as the other fields' borders are (a checkbox has no border).
          className="mt-1 size-5 shrink-0 accent-brand-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-red-700"
        />
        <label htmlFor={field.id} className="text-slate-700">
          {notice}{" "}
          <SiteLink to={to(paths.privacy)} className={linkClass}>
            {privacyLink}
          </SiteLink>
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
