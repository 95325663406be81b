/**
 * True in the build for plain static hosting (`npm run build:static`, which sets
 * VITE_STATIC_MODE=1). Vite replaces it at build time, so the default build drops every
 * static-only branch: its forms post to the site's API and its admin is the real one.
 */
export const staticMode = import.meta.env.VITE_STATIC_MODE === "1";
