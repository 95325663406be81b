import type { ReactNode } from "react";
import { ListStates } from "#app/admin/paged-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { ColumnTitles } from "#app/ui/column-titles.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { indiaDateTime } from "#shared/india-time.ts";

/** What every kind of published version says of itself. */
type PublishedVersion = {
  version: number;
  publishedAt: string;
  publishedBy: string;
  current: boolean;
};

/**
 * Published versions (the catalogue's, the content's), newest first: who published each and
 * when, "Live" on the live one and "Restore" on the others. `extra` adds a column after the
 * version's number.
 */
export function VersionsTable<V extends PublishedVersion>({
  state,
  reload,
  caption,
  extra,
  onRestore,
}: {
  state: ListState<V>;
  reload: () => void;
  /** What the table lists, for screen readers. */
  caption: { id: string; text: string };
  extra?: { title: string; cell: (version: V) => ReactNode };
  onRestore: (version: V) => void;
}) {
  const titles = ["Version", ...(extra ? [extra.title] : []), "Published (India time)", "By"];
  return (
    <div className="mt-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <ListStates state={state} empty="Nothing has been published yet" onRetry={reload}>
        {(versions) => (
          <TableScroll labelledBy={caption.id}>
            <table
              className={`w-full text-left text-sm ${extra ? "min-w-[36rem]" : "min-w-[32rem]"}`}
            >
              <caption id={caption.id} className="sr-only">
                {caption.text}
              </caption>
              <ColumnTitles labels={[...titles, "Live"]} />
              <tbody>
                {versions.map((version) => (
                  <tr key={version.version} className="border-b border-slate-200 last:border-0">
                    <td className="px-3 py-2 font-semibold">{version.version}</td>
                    {extra && <td className="px-3 py-2 tabular-nums">{extra.cell(version)}</td>}
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
                        <Button variant="soft" size="sm" onClick={() => onRestore(version)}>
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
  );
}
