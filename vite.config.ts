import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { sampleCatalogueDate } from "./scripts/build-inputs.ts";

/**
 * The browser's scripts come in three layers, so that a page loads few files and each compresses
 * well: the framework (React, React Router), the site's frame (every module the root and the
 * public pages' layout import, collected here from the module graph), then each page's own
 * module. Left to itself the bundler splits them into some twenty files of a few hundred bytes.
 */
const siteFrame = new Set<string>();
const collectSiteFrame: Plugin = {
  name: "collect-site-frame",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const visit = (id: string) => {
      if (siteFrame.has(id) || id.includes("node_modules")) return;
      siteFrame.add(id);
      this.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    for (const id of this.getModuleIds())
      if (/[\\/]app[\\/](root|routes[\\/]site-layout)\.tsx$/.test(id)) visit(id);
  },
};

export default defineConfig({
  // The year the pages were pre-rendered, so hydration matches before showing the visitor's year.
  define: {
    "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
    // Canonical URLs, the sitemap and social cards: SITE_URL when given, else the content.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
    // The date of the product list the static build ships, for its link's download name.
    "import.meta.env.VITE_PRODUCT_LIST_DATE": JSON.stringify(sampleCatalogueDate().toISOString()),
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: "site", test: (id) => siteFrame.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [
    // Artwork (SVG) and owner photos (JPEG/PNG) imported with width directives become
    // hashed, responsive AVIF and WebP files with their intrinsic sizes (sharp under the hood).
    imagetools({ include: /^[^?]+\.(svg|jpe?g|png|webp)\?(.*&)?w=/ }),
    tailwindcss(),
    reactRouter(),
    collectSiteFrame,
  ],
});
