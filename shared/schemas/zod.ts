import { z } from "zod";

// No code generation: zod probes `new Function` as soon as a schema is made, unless told not to,
// and the site's CSP forbids it (a violation on every page that loads a form's checks). Every
// schema module takes z from here, so this runs before the first schema is made, whatever
// order a bundle evaluates its modules in.
z.config({ jitless: true });

export { z };
