import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { buildDir, pictureImports, siteDefines } from "./scripts/build-inputs.ts";

/**
 * The public pages' build (docs/decisions/0022-public-pages-as-islands.md), apart from React
 * Router's (vite.config.ts), which keeps the admin. Its `ssr` environment bundles the site's
 * renderer into build/render/entry.server.js (scripts/render-pages.ts builds it).
 */
export default defineConfig({
  define: siteDefines(),
  plugins: [imagetools({ include: pictureImports }), tailwindcss()],
  environments: {
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
