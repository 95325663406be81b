// Apart from ./text-format.ts, which re-exports it, so that the inline scripts (app/boot/) can use
// it without bringing the paths and number formats that module starts with.

/** Puts the values into a message's {placeholders}; an unknown placeholder stays as written. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
