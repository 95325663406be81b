import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { pictureImports, siteDefines } from "./scripts/build-inputs.ts";

/**
 * The admin's build (React Router, a single-page app: react-router.config.ts). The framework
 * comes as one file that stays cached while the admin's own code changes.
 */
export default defineConfig({
  define: siteDefines(),
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  plugins: [imagetools({ include: pictureImports }), tailwindcss(), reactRouter()],
});
