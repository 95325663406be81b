import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./app/public-paths";

// No runtime rendering: public pages are pre-rendered at build time; admin pages are
// client-rendered from the SPA fallback. The Node server only serves files and the API.
export default {
  ssr: false,
  prerender: publicPaths,
} satisfies Config;
