import { ContentSection, SectionIntro } from "#app/content/admin/content-section-frame.tsx";
import { VersionsTable } from "#app/admin/versions-table.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
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
    <ContentSection section="versions">
      <SectionIntro>
        <p>
          Every publish is a new version; the newest 50 are kept. Restoring an older one publishes a
          copy of it as the newest, on the website at once.
        </p>
      </SectionIntro>
      <p role="status" className="mt-2 font-medium text-leaf-700">
        {restored}
      </p>
      <VersionsTable
        state={state}
        reload={reload}
        caption={{ id: "content-versions-caption", text: "Content versions, newest first" }}
        onRestore={(version) => onRestore(version, live)}
      />
    </ContentSection>
  );
}
