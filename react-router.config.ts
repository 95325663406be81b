import type { Config } from "@react-router/dev/config";

// React Router builds the admin alone (docs/decisions/0022-public-pages-as-islands.md): a
// single-page app rendered in the browser, whose shell the server hands out for every /admin
// path. The public pages are the site renderer's (vite.islands.config.ts). A static host has no
// admin: `npm run build:static` does not run this build.
export default {
  ssr: false,
  prerender: false,
  buildDirectory: "build/admin",
} satisfies Config;
