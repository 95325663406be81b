import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

// The layer rules of `npm run lint` (.dependency-cruiser.js), run on tests/lint-fixtures/: a
// small tree laid out like the project that breaks each rule once.

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtures = fileURLToPath(new URL("../lint-fixtures", import.meta.url));
const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.js`);

async function run(baseDir: string, folders: string[]) {
  const { output } = await cruise(folders, { ...options, baseDir });
  // A string only when a reporter is asked for; the rules' result is the object.
  if (typeof output === "string") throw new Error(output);
  return output;
}

describe("layer rules", () => {
  it("report each planted violation with its rule, and nothing else", async () => {
    const result = await run(fixtures, ["app", "server", "shared", "scripts"]);
    // A package is found in the node_modules above the fixtures, wherever that is.
    const reported = result.summary.violations.map(
      ({ rule, from, to }) =>
        `${rule.name}: ${from} → ${to.replace(/^.*?node_modules\//, "node_modules/")}`,
    );
    expect(reported.sort()).toEqual([
      "boot-reaches-react: app/boot/state.ts → node_modules/react/index.js",
      "browser-imports-server: app/lib/orders.ts → server/orders.server.ts",
      "component-imports-route: app/orders/order-card.ts → app/routes/orders.ts",
      "feature-imports-app: server/orders/order-routes.server.ts → server/app/app.server.ts",
      "feature-imports-later-feature: server/catalogue/search.server.ts → server/orders/public.server.ts",
      "feature-reaches-into-feature: server/orders/order-store.server.ts → server/customers/customer-store.server.ts",
      "infrastructure-imports-feature: server/mail/outbox.server.ts → server/orders/order-mail.server.ts",
      "no-cycle: shared/cycle-a.ts → shared/cycle-b.ts",
      "not-resolvable: app/lib/missing.ts → #app/lib/not-there.ts",
      "public-code-imports-router: app/site/page-link.ts → node_modules/react-router/dist/production/index.d.ts",
      "public-code-imports-site-facts: app/pages/about.ts → shared/content/site.ts",
      "server-imports-browser: server/render.server.ts → app/site/banner.ts",
      "server-imports-scripts: server/start.server.ts → scripts/build-name.ts",
      "shared-imports-side: shared/labels.ts → server/orders.server.ts",
    ]);
  });

  it("leave the fixtures out of the project's own run", async () => {
    const result = await run(root, ["tests/lint-fixtures"]);
    expect(result.modules).toEqual([]);
  });
});
