import path from "node:path";
import { build, type Rolldown } from "vite";

// The three scripts every public page carries inline (app/boot/): the boot script, enhance and
// the island runtime. Each is built alone as one classic script (an IIFE: an inline script
// cannot be a module that imports), minified, for the renderer to put into the pages and the
// CSP to hash.

const root = path.resolve(import.meta.dirname, "..");

/** Each script: the module and the function that starts it. */
const scripts = {
  boot: ["app/boot/state.ts", "bootStateWhenFramed"],
  enhance: ["app/boot/enhance.ts", "enhance"],
  islands: ["app/boot/islands.ts", "startIslands"],
} as const;

export type InlineScripts = Record<keyof typeof scripts, string>;

async function buildOne([file, start]: readonly [string, string]): Promise<string> {
  // A module made here (no file on disk) that imports the script's function and calls it.
  const entryId = path.join(root, `${file}.inline.js`);
  const output = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [
      {
        name: "inline-entry",
        resolveId: (id) => (id === entryId ? id : undefined),
        load: (id) =>
          id === entryId
            ? `import { ${start} } from ${JSON.stringify(path.join(root, file))};\n${start}();`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: entryId, formats: ["iife"], name: start },
    },
  })) as Rolldown.RolldownOutput[];
  const [chunk, ...rest] = output[0]!.output;
  if (rest.length || chunk.type !== "chunk")
    throw new Error(`${file} must build to one script, without imports or assets`);
  return chunk.code.trim();
}

/** The three inline scripts, minified. Built one after the other: the machine is small. */
export async function buildInlineScripts(): Promise<InlineScripts> {
  const built: Partial<InlineScripts> = {};
  for (const [name, entry] of Object.entries(scripts))
    built[name as keyof InlineScripts] = await buildOne(entry);
  return built as InlineScripts;
}
