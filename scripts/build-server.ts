// Bundles the server (server/main.ts and what it imports of app/, shared/ and server/) into one
// JavaScript file, build/node/main.js, that the production start runs with Node alone, and each
// worker thread's module into one beside it. Running the
// TypeScript sources through tsx costs every instance about 60 MB of resident memory (the loader,
// its thread and each module's source twice) and a slower start; the packages stay in
// node_modules (only our code is bundled).
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { buildDir } from "./build-inputs";

export const serverBundle = path.join(buildDir, "node", "main.js");

/** The modules that run in worker threads (named *-worker.ts), bundled each beside main.js. */
const workers = readdirSync("server", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("-worker.ts"))
  .map((file) => path.join("server", file));
/** How a module names a worker thread's module beside it: `new URL("./name-worker.ts", import.meta.url)`. */
const workerAddress = /new URL\("\.\/([\w-]+-worker)\.ts", import\.meta\.url\)/g;

/**
 * Our modules find files beside them (fonts, the sample list, worker threads) from their own
 * `import.meta.url`. In the bundle that would be the bundle's address, so each module's
 * `import.meta.url` becomes its source file's, reached from the bundle by a relative path: the
 * build still works when the project is copied elsewhere (an archive, a container image).
 */
const sourceAddresses: Plugin = {
  name: "source-addresses",
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(file, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), file).split(path.sep).join("/");
      return {
        contents: text
          // A worker thread's module is bundled too: its address is the bundle's, beside main.js.
          .replace(workerAddress, 'new URL("./$1.js", BUNDLE_ADDRESS)')
          .replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          )
          .replaceAll("BUNDLE_ADDRESS", "import.meta.url"),
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

await build({
  entryPoints: ["server/main.ts", ...workers],
  outdir: path.dirname(serverBundle),
  entryNames: "[name]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  // Packages are imported from node_modules as they are; only the project's own modules are bundled.
  packages: "external",
  // A stack trace in the log names the bundle's lines; `node --enable-source-maps` maps them back.
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  plugins: [sourceAddresses],
});
