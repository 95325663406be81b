import { Button } from "#app/ui/button.tsx";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { apiRoutes } from "#shared/api/routes.ts";
import type { ReturnsText } from "#shared/content/en/returns.ts";
import { EXPIRY_SHAPE, returnReasons } from "#shared/schemas/returns.ts";
import type { ReturnsPageData } from "#shared/server-pages.ts";

// "Ask for a return": the item (one of the customer's orders', or its name), batch, expiry,
// quantity, why, the bill, a note and a photo, as a multipart post to `/api/account/returns`.

type Items = Extract<ReturnsPageData, { signedIn: true }>["items"];

const fieldClass = `${inputClass} max-w-md`;

/** A one-line field of the form, in the form's look. */
function TextInput({
  field,
  ...props
}: { field: ReturnType<typeof usePlainField> } & React.ComponentProps<"input">) {
  return <input {...field.input} className={fieldClass} {...props} />;
}

export function ReturnRequestForm({ items, text }: { items: Items; text: ReturnsText }) {
  const { locale } = useSiteText();
  const f = text.form;
  const item = usePlainField("itemId");
  const name = usePlainField("name");
  const batch = usePlainField("batch");
  const expiry = usePlainField("expiry", { hint: true });
  const quantity = usePlainField("quantity");
  const billNo = usePlainField("billNo");
  const note = usePlainField("note");
  const photo = usePlainField("photo", { hint: true });
  return (
    <section
      aria-labelledby="request-heading"
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="request-heading" className="text-xl font-semibold text-brand-900">
        {f.heading}
      </h2>
      <form
        method="post"
        action={apiRoutes.requestReturn.path}
        encType="multipart/form-data"
        className="mt-3 grid gap-4"
      >
        <input type="hidden" name="locale" value={locale} />
        {items.length > 0 && (
          <FormField field={item.field} label={f.fromOrders}>
            <select {...item.input} className={fieldClass}>
              <option value="">{f.fromOrdersNone}</option>
              {items.map((ordered) => (
                <option key={ordered.id ?? ordered.name} value={ordered.id ?? ""}>
                  {[ordered.name, ordered.company].filter(Boolean).join(" · ")}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField field={name.field} label={items.length ? f.name : f.nameAlone}>
          <TextInput field={name} maxLength={200} autoComplete="off" />
        </FormField>
        <FormField field={batch.field} label={f.batch}>
          <TextInput field={batch} required maxLength={40} autoComplete="off" />
        </FormField>
        <FormField field={expiry.field} label={f.expiry} hint={f.expiryHint}>
          <TextInput
            field={expiry}
            required
            type="month"
            placeholder="2026-03"
            pattern={EXPIRY_SHAPE.source.slice(1, -1)}
          />
        </FormField>
        <FormField field={quantity.field} label={f.quantity}>
          <TextInput field={quantity} required type="number" min={1} inputMode="numeric" />
        </FormField>
        <fieldset>
          <legend className="mb-1 font-medium text-slate-800">{f.reason}</legend>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {returnReasons.map((reason, index) => (
              <label key={reason} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  defaultChecked={index === 0}
                  className="size-5"
                />
                {text.reasons[reason]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField field={billNo.field} label={f.billNo}>
          <TextInput field={billNo} maxLength={60} autoComplete="off" />
        </FormField>
        <FormField field={note.field} label={f.note}>
          <textarea {...note.input} rows={3} className={`${fieldClass} py-2`} />
        </FormField>
        <FormField field={photo.field} label={f.photo} hint={f.photoHint}>
          <input
            {...photo.input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            className="block w-full max-w-md"
          />
        </FormField>
        <p>
          <Button type="submit">{f.send}</Button>
        </p>
      </form>
    </section>
  );
}
