// The layer rules, checked on the resolved import graph (`npm run lint`): rules on files, not on
// how an import is spelled, so a relative path, an alias (#app/…) or a type-only import is held to
// the same rule. tests/lint/layer-rules.test.ts runs them on tests/lint-fixtures/.

const serverFile = "^server/|[.]server[.]tsx?$";

// The server's layers (docs/decisions/0025-server-layers-and-contract.md): infrastructure below, the
// features above it, the app that assembles them on top. Features are listed in the order they
// may lean on each other: each may use the public module of one listed before it, never after.
const infrastructure = "^server/(db|http|mail|auth|forms|sheets)/|^server/(?!main[.]ts$)[^/]+$";
const app = "^server/app/|^server/main[.]ts$";
const features = ["content", "catalogue", "customers", "submissions", "orders", "money", "returns"];
const feature = `^server/(${features.join("|")})/`;
const publicModule = "^server/[^/]+/public[.]server[.]ts$";
const react = "^node_modules/(react|react-dom|react-router)/";

// The browser's code is laid out as the server's: a folder per feature (its public UI, its admin
// UI in admin/, the calls they make), beside the site's frame, the UI kit, the admin's shared kit
// and lib/. Routes, pages, islands and the renderer are made of them.
const uiCode =
  "^app/(ui|site|lib|admin|content|catalogue|chat|submissions|customers|orders|money|returns)/";
const adminCode = "^app/admin/|^app/[^/]+/admin/";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Modules that import each other load in an order that depends on who came first.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "component-imports-route",
      comment: "Routes are made of the features' components; the other way round is a circle.",
      severity: "error",
      from: { path: uiCode },
      to: { path: "^app/routes/" },
    },
    {
      name: "public-code-imports-router",
      comment:
        "The public pages move by full page loads (docs/decisions/0022-public-pages-as-islands.md): their components take links and the address from app/site/site-link.tsx. Only the admin's code and the route modules use React Router.",
      severity: "error",
      from: { path: uiCode, pathNot: adminCode },
      to: { path: "(^|/)node_modules/react-router/" },
    },
    {
      name: "public-code-imports-site-facts",
      comment:
        "The public pages show the business facts of the content they are rendered with, which the renderer passes down (useSiteText().site, usePageSite, page data, parameters): a component that imported shared/content/site.ts would show the shipped ones. Only tests import them; the renderer's seed comes from shared/content/document.ts.",
      severity: "error",
      from: {
        path: "^app/(?!routes/|boot/)",
        pathNot: "[.]test[.]tsx?$",
      },
      to: { path: "^shared/content/site[.]ts$" },
    },
    {
      name: "server-imports-scripts",
      comment: "scripts/ are build steps and CLI tools; what the server needs lives in server/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^scripts/" },
    },
    {
      name: "browser-imports-server",
      comment: "Server code never reaches the browser bundle.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: serverFile },
    },
    {
      name: "infrastructure-imports-feature",
      comment:
        "Databases, HTTP, mail, sign-in, forms and sheets serve every feature and know none: a feature hands them what they need (a mail writer, a count, a callback) through the app.",
      severity: "error",
      from: { path: infrastructure },
      to: { path: [feature, app] },
    },
    {
      name: "feature-imports-app",
      comment: "The app assembles the features; a feature never reaches up into it.",
      severity: "error",
      from: { path: feature },
      to: { path: app },
    },
    {
      name: "feature-reaches-into-feature",
      comment:
        "A feature uses another only through that one's public module (server/<feature>/public.server.ts): what is behind it may change without the other knowing.",
      severity: "error",
      from: { path: "^server/([^/]+)/", pathNot: [infrastructure, app] },
      to: { path: feature, pathNot: ["^server/$1/", publicModule] },
    },
    ...features.map((name, place) => ({
      name: "feature-imports-later-feature",
      comment: `No two features lean on each other: ${name} may use ${features.slice(0, place).join(", ") || "no other feature"}.`,
      severity: "error",
      from: { path: `^server/${name}/` },
      to: { path: `^server/(${features.slice(place + 1).join("|") || "(?!)"})/` },
    })),
    {
      name: "server-imports-browser",
      comment:
        "app/ is browser code: what both sides use lives in shared/. No React on the server.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: ["^app/", react] },
    },
    {
      name: "shared-imports-side",
      comment:
        "shared/ is imported by both sides, so it imports neither (nor React, nor scripts/).",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: ["^(app|scripts)/", serverFile, react] },
    },
    {
      name: "boot-reaches-react",
      comment:
        "The inline scripts (app/boot/) run before and without React: nothing they import may bring it.",
      severity: "error",
      from: { path: "^app/boot/", pathNot: "[.]test[.]ts$" },
      to: { path: "(^|/)node_modules/(react|react-dom)/", reachable: true },
    },
    {
      name: "not-resolvable",
      comment: "An import the resolver cannot follow would escape every rule above.",
      severity: "error",
      from: {},
      // React Router's generated route types (./+types/…) exist only after `react-router typegen`.
      to: { couldNotResolve: true, pathNot: "^[.]/[+]types/" },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^tests/lint-fixtures/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
