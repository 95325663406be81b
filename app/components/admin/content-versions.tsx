import { ListStates } from "#app/components/admin/paged-list.tsx";
import { SectionHeading } from "#app/components/admin/content-sections.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ColumnTitles } from "#app/components/ui/column-titles.tsx";
import { TableScroll } from "#app/components/ui/table-scroll.tsx";
import type { ListState } from "#app/lib/use-admin-list.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { ContentVersion } from "#shared/schemas/content.ts";

/** The published versions of the content, newest first: who published each and when; restore. */
export function ContentVersions({
  state,
  reload,
  onRestore,
  restored,
}: {
  state: ListState<ContentVersion>;
  reload: () => void;
  onRestore: (version: ContentVersion, live: ContentVersion | undefined) => void;
  /** What the last restore did, for the live region. */
  restored: string;
}) {
  const live =
    state.status === "ready" ? state.items.find((version) => version.current) : undefined;
  return (
    <section aria-labelledby="section-versions">
      <SectionHeading id="section-versions" title="Versions">
        <p>
          Every publish is a new version; the newest 50 are kept. Restoring an older one publishes a
          copy of it as the newest, on the website at once.
        </p>
      </SectionHeading>
      <p role="status" className="mt-2 font-medium text-leaf-700">
        {restored}
      </p>
      <div className="mt-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <ListStates state={state} empty="Nothing has been published yet" onRetry={reload}>
          {(versions) => (
            <TableScroll labelledBy="content-versions-caption">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption id="content-versions-caption" className="sr-only">
                  Content versions, newest first
                </caption>
                <ColumnTitles labels={["Version", "Published (India time)", "By", "Live"]} />
                <tbody>
                  {versions.map((version) => (
                    <tr key={version.version} className="border-b border-slate-200 last:border-0">
                      <td className="px-3 py-2 font-semibold">{version.version}</td>
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
                          <Button variant="soft" size="sm" onClick={() => onRestore(version, live)}>
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
