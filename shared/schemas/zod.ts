import { z } from "zod";

// No code generation: zod probes `new Function` as soon as a schema is made, unless told not to,
// and the site's CSP forbids it (a violation on every page that loads a form's checks). Every
// schema module takes z from here, so this runs before the first schema is made, whatever
// order a bundle evaluates its modules in.
z.config({ jitless: true });

export { z };

type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;
/** A field of a patch: its own output, its own input or null. */
type PatchField<Field extends z.ZodType> = z.ZodOptional<
  z.ZodType<z.output<WithoutDefault<Field>>, z.input<WithoutDefault<Field>> | null>
>;

/**
 * The body of a `PATCH` on a resource whose fields are `shape` (its create schema's): every
 * field optional and without its default, so a field left out is left alone (a default would
 * overwrite it); `null` clears a field as `""` does, which the field's own rules refuse where it
 * may not be empty. Unknown fields are refused.
 */
export function patchSchema<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const plain = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
      return [name, z.preprocess((value) => (value === null ? "" : value), plain).optional()];
    }),
  ) as unknown as { [Name in keyof Shape]: PatchField<Shape[Name]> };
  return z.object(fields).strict();
}
