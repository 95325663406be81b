import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { sampleCatalogueDate } from "./scripts/build-inputs.ts";

export default defineConfig({
  // The year the pages were pre-rendered, so hydration matches before showing the visitor's year.
  define: {
    "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
    // Canonical URLs, the sitemap and social cards: SITE_URL when given, else the content.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
    // The date of the product list the static build ships, for its link's download name.
    "import.meta.env.VITE_PRODUCT_LIST_DATE": JSON.stringify(sampleCatalogueDate().toISOString()),
  },
  plugins: [
    // Artwork (SVG) and owner photos (JPEG/PNG) imported with width directives become
    // hashed, responsive AVIF and WebP files with their intrinsic sizes (sharp under the hood).
    imagetools({ include: /^[^?]+\.(svg|jpe?g|png|webp)\?(.*&)?w=/ }),
    tailwindcss(),
    reactRouter(),
  ],
});
