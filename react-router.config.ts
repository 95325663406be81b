import type { Config } from "@react-router/dev/config";
import { paths, publicPaths } from "#shared/site-paths.ts";

// `npm run build:static` (VITE_STATIC_MODE=1) builds the same pages for plain static file
// hosting into build-static/, so it never replaces the server's build in build/.
const staticMode = process.env.VITE_STATIC_MODE === "1";

// No runtime rendering: public pages are pre-rendered at build time; admin pages are
// client-rendered from the SPA fallback. The Node server only serves files and the API.
export default {
  ssr: false,
  // A static host has no server to hand out the admin shell: there /admin and /admin-view are
  // pages of their own that say the admin needs the server.
  prerender: staticMode ? [...publicPaths, paths.admin, paths.adminCards] : publicPaths,
  buildDirectory: staticMode ? "build-static" : "build",
} satisfies Config;
