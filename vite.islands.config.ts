import { readdirSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { buildDir, pictureImports, siteDefines } from "./scripts/build-inputs.ts";

/** Each island's browser entry (app/islands/entries/<name>.tsx), by the island's name. */
const islandEntries = Object.fromEntries(
  readdirSync("app/islands/entries")
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => [path.basename(file, ".tsx"), `app/islands/entries/${file}`]),
);

/**
 * The public pages' build (docs/decisions/0022-public-pages-as-islands.md), apart from React
 * Router's (vite.config.ts), which keeps the admin. scripts/render-pages.ts builds both
 * environments:
 * - `client`: each island's entry and the stylesheet into build/client/assets/, with a manifest
 *   (build/islands-manifest.json) that gives each entry's file and the files it imports. React
 *   is one file every island shares.
 * - `ssr`: the site's renderer, into build/render/entry.server.js.
 */
export default defineConfig({
  define: siteDefines(),
  plugins: [imagetools({ include: pictureImports }), tailwindcss()],
  environments: {
    client: {
      build: {
        outDir: path.join(buildDir, "client"),
        emptyOutDir: true,
        // Moved to build/islands-manifest.json by scripts/render-pages.ts: not a file to serve.
        manifest: true,
        rolldownOptions: {
          input: { ...islandEntries, style: "app/app.css" },
          // The island runtime imports an entry and calls its `hydrate`.
          preserveEntrySignatures: "exports-only",
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // What every island starts with, and the few-hundred-byte modules islands share:
                // one file instead of four on the home page, whose budget is tight.
                {
                  name: "hydrate",
                  test: /app[\\/](islands[\\/](hydrate|root)|site[\\/]use-client-state|ui[\\/]svg-icon)\.tsx?$|shared[\\/]constants\.ts$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: path.join(buildDir, "render"),
        emptyOutDir: true,
        // The pictures the pages show: the same files, by the same names, as the browser's.
        emitAssets: true,
        rolldownOptions: {
          input: "app/render/entry.server.ts",
          // Apart from build/render/assets/, which holds only what the browser may be sent.
          output: { chunkFileNames: "chunks/[name]-[hash].js" },
        },
      },
    },
  },
});
