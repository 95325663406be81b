import { useState } from "react";
import { countOf } from "#app/catalogue/admin/catalogue-findings.tsx";
import { VersionsTable } from "#app/admin/versions-table.tsx";
import { adminAction } from "#app/admin/admin-api.ts";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import type { CatalogueVersion } from "#shared/schemas/catalogue.ts";

/** The published versions, newest first: the live one, and a restore for each earlier one. */
export function CatalogueVersions({
  state,
  reload,
}: {
  state: ListState<CatalogueVersion>;
  reload: () => void;
}) {
  const [restored, setRestored] = useState<number | null>(null);
  const live =
    state.status === "ready" ? state.items.find((version) => version.current) : undefined;

  async function restore(version: CatalogueVersion) {
    const question =
      `Make version ${version.version} (${countOf(version.rows, "item")}) the live catalogue again?` +
      (live ? ` It replaces version ${live.version} on the website at once.` : "");
    if (!window.confirm(question)) return;
    const done = await adminAction(
      `Version ${version.version} could not be restored. Please try again.`,
      apiRoutes.restoreCatalogue,
      { params: { version: version.version } },
    );
    if (done) {
      setRestored(version.version);
      reload();
    }
  }

  return (
    <section aria-labelledby="catalogue-versions" className="mt-10">
      <h2 id="catalogue-versions" className="text-xl font-bold text-brand-900">
        Earlier versions
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        The live catalogue and the five versions before it are kept. Restoring one puts it back on
        the website at once; the others stay here.
      </p>
      <p role="status" className="mt-2 font-medium text-leaf-700">
        {restored !== null && live?.version === restored
          ? `Version ${restored} is live again.`
          : ""}
      </p>
      <VersionsTable
        state={state}
        reload={reload}
        caption={{ id: "catalogue-versions-caption", text: "Catalogue versions, newest first" }}
        extra={{ title: "Items", cell: (version) => version.rows.toLocaleString("en-IN") }}
        onRestore={(version) => void restore(version)}
      />
    </section>
  );
}
