import { useState } from "react";
import { countOf } from "#app/components/admin/catalogue-findings.tsx";
import { ListStates } from "#app/components/admin/paged-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ColumnTitles } from "#app/components/ui/column-titles.tsx";
import { TableScroll } from "#app/components/ui/table-scroll.tsx";
import { adminAction } from "#app/lib/admin-api.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { ListState } from "#app/lib/use-admin-list.ts";
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
      <div className="mt-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <ListStates state={state} empty="Nothing has been published yet" onRetry={reload}>
          {(versions) => (
            <TableScroll labelledBy="catalogue-versions-caption">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption id="catalogue-versions-caption" className="sr-only">
                  Catalogue versions, newest first
                </caption>
                <ColumnTitles
                  labels={["Version", "Items", "Published (India time)", "By", "Live"]}
                />
                <tbody>
                  {versions.map((version) => (
                    <tr key={version.version} className="border-b border-slate-200 last:border-0">
                      <td className="px-3 py-2 font-semibold">{version.version}</td>
                      <td className="px-3 py-2 tabular-nums">
                        {version.rows.toLocaleString("en-IN")}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {indiaDateTime(version.publishedAt)}
                      </td>
                      <td className="px-3 py-2 break-all">{version.publishedBy}</td>
                      <td className="px-3 py-2">
                        {version.current ? (
                          <span className="inline-block rounded-full bg-leaf-600/10 px-3 py-1 text-xs font-semibold text-leaf-700">
                            Live
                          </span>
                        ) : (
                          <Button variant="soft" size="sm" onClick={() => restore(version)}>
                            Restore<span className="sr-only"> version {version.version}</span>
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </ListStates>
      </div>
    </section>
  );
}
