import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/content";
import { HomeSection } from "#app/content/admin/content-home.tsx";
import {
  PartnersSection,
  everyPartner,
  type PartnerView,
} from "#app/content/admin/content-partners.tsx";
import { JobsSection, NoticesSection } from "#app/content/admin/content-announcement-sections.tsx";
import { CompanySection } from "#app/content/admin/content-company-section.tsx";
import { HoursSection } from "#app/content/admin/content-hours-section.tsx";
import { TextsSection, viewOf, type TextView } from "#app/content/admin/content-texts.tsx";
import { ContentVersions } from "#app/content/admin/content-versions.tsx";
import { ContentLoading } from "#app/content/admin/content-loading.tsx";
import { ContentPreviewForm } from "#app/content/admin/content-preview-form.tsx";
import { PublishNoticeMessage, type Notice } from "#app/content/admin/content-publish-notice.tsx";
import { ContentSectionNav } from "#app/content/admin/content-section-nav.tsx";
import { Button } from "#app/ui/button.tsx";
import { adminAction, signInUrl } from "#app/admin/admin-api.ts";
import { editorReducer, fieldId } from "#app/content/admin/admin-content.ts";
import { placeOf, sections, type SectionId } from "#app/content/admin/admin-content-places.ts";
import { answerOf, callApi, getAnswer, SignedOut } from "#app/lib/api-client.ts";
import { useLeaveGuard } from "#app/admin/use-admin-leave-guard.ts";
import { CONNECTION_ERROR, useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import type { MediaImage } from "#shared/media.ts";
import type { ContentVersion } from "#shared/schemas/content.ts";

export const meta: Route.MetaFunction = () => [
  { title: `Content | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

type Published = { version: number; content: ContentDocument };
type Images = Record<string, MediaImage>;

const readContent = () =>
  getAnswer(apiUrl(apiRoutes.adminContent), apiSchemas.adminContent.response);

const firstView = (content: ContentDocument) =>
  viewOf(content, { group: "common", filter: "all", search: "" });

/** The owner's content: every fact and text of the site, edited here and published live. */
export default function Content() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const section: SectionId = sections.find((s) => s.id === params.get("section"))?.id ?? "company";
  const [published, setPublished] = useState<Published | null>(null);
  // The photos the slides name, as far as the editor knows them: the published ones, then
  // each upload's.
  const [images, setImages] = useState<Images>({});
  const [loadError, setLoadError] = useState("");
  const [draft, dispatch] = useReducer(editorReducer, null);
  const [textView, setTextView] = useState<TextView | null>(null);
  const [partnerView, setPartnerView] = useState<PartnerView>(everyPartner);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [restored, setRestored] = useState("");
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<{ path: string; section: string } | null>(null);
  const versions = useAdminList(
    apiUrl(apiRoutes.contentVersions),
    apiSchemas.contentVersions.response,
    ({ versions: list }) => ({ items: list, total: list.length }),
    "Failed to fetch the content versions",
  );

  const show = useCallback((answer: Published & { images: Images }) => {
    setPublished({ version: answer.version, content: answer.content });
    setImages((known) => ({ ...known, ...answer.images }));
    dispatch({ type: "load", content: answer.content });
    setTextView((view) => (view ? viewOf(answer.content, view) : firstView(answer.content)));
    // A search's partners are places in the list it was typed against.
    setPartnerView(everyPartner);
  }, []);
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOut) return void navigate(signInUrl());
      setLoadError(
        error instanceof TypeError
          ? CONNECTION_ERROR
          : "The site’s content could not be read. Please try again.",
      );
    },
    [navigate],
  );
  const load = () => readContent().then(show, fail);
  useEffect(() => {
    let current = true;
    readContent().then(
      (answer) => current && show(answer),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [show, fail]);

  const dirty = !!draft && !!published && draft.content !== published.content;

  useLeaveGuard(dirty, "Leave the content editor? Your unpublished changes will be lost.");

  // A link of the error summary brings its field into view once its section is shown.
  useEffect(() => {
    // The section changes with the address, a render or two after the link's click.
    if (!focusNext.current || focusNext.current.section !== section) return;
    const { path } = focusNext.current;
    focusNext.current = null;
    const keys = path.split(".");
    for (let length = keys.length; length > 0; length--) {
      const element = document.getElementById(fieldId(keys.slice(0, length).join(".")));
      if (element) return void element.focus();
    }
    document.getElementById(`section-${section}`)?.focus();
  });

  function showNotice(next: Notice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function goTo(path: string) {
    const place = placeOf(path);
    if (!place || !draft) return;
    if (place.group)
      setTextView(viewOf(draft.content, { group: place.group, filter: "all", search: "" }));
    // The search may hide the partner: the link shows them all.
    if (place.section === "partners") setPartnerView(everyPartner);
    focusNext.current = { path, section: place.section };
    setParams({ section: place.section });
  }

  async function publish() {
    if (!draft || !published) return;
    const sent = draft.content;
    setPublishing(true);
    setNotice(null);
    try {
      const response = await callApi(apiRoutes.publishContent, {
        body: { baseVersion: published.version, content: sent },
      });
      if (response.status === 401)
        return showNotice({
          kind: "signedOut",
          message:
            "Your session has ended: nothing was published. Sign in again in a new tab, then come back here and publish: your edits are still here.",
        });
      const answer = await answerOf(response, apiSchemas.publishContent.response);
      if (answer?.success) {
        // The server clears the marks of texts whose English changed: take what it holds.
        const live = await readContent().catch(() => undefined);
        const content = live?.version === answer.version ? live.content : sent;
        setPublished({ version: answer.version, content });
        dispatch({ type: "rebase", sent, content });
        versions.reload();
        return showNotice({
          kind: "published",
          message: `Published: version ${answer.version} is on the website now.`,
        });
      }
      if (response.status === 409)
        return showNotice({
          kind: "stale",
          message: answer?.error ?? "Someone else published meanwhile: nothing was published.",
        });
      if (answer?.fieldErrors) dispatch({ type: "refused", errors: answer.fieldErrors });
      showNotice({
        kind: answer?.fieldErrors ? "invalid" : "failed",
        message:
          answer?.error ??
          "The content could not be published. Please try again: your edits are still here.",
      });
    } catch {
      showNotice({
        kind: "failed",
        message:
          "The content could not be sent. Please check the connection and try again: your edits are still here.",
      });
    } finally {
      setPublishing(false);
    }
  }

  async function restore(version: ContentVersion, live: ContentVersion | undefined) {
    const question =
      `Make version ${version.version} the live content again?` +
      (live ? ` It replaces version ${live.version} on the website at once.` : "") +
      (dirty ? " Your unpublished changes here are discarded." : "");
    if (!window.confirm(question)) return;
    const done = await adminAction(
      `Version ${version.version} could not be restored. Please try again.`,
      apiRoutes.restoreContent,
      { params: { version: version.version } },
    );
    if (!done) return;
    setRestored(`Version ${version.version} is live again, as the newest version.`);
    versions.reload();
    await load();
  }

  if (!draft || !published || !textView)
    return (
      <ContentLoading
        error={loadError}
        onRetry={() => {
          setLoadError("");
          void load();
        }}
      />
    );

  const { content, errors } = draft;
  const problems = Object.entries(errors);
  const problemsIn = (id: SectionId) =>
    problems.filter(([path]) => placeOf(path)?.section === id).length;
  const sectionProps = { content, errors, dispatch };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Content</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        The website’s facts and texts, in English, Odia and Hindi. Change what you need in any
        section, preview a page, then publish: the website shows it within seconds. Nothing changes
        on the website until you publish.
      </p>

      <div className="sticky top-0 z-10 -mx-4 mt-4 border-b border-slate-200 bg-canvas/95 px-4 py-3 backdrop-blur">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="md"
              onClick={() => void publish()}
              pending={publishing}
              pendingLabel="Publishing…"
              disabled={!dirty}
            >
              Publish
            </Button>
            <p className="text-sm text-slate-700" aria-live="polite">
              {dirty
                ? "Unpublished changes"
                : `Version ${published.version} is live; no unpublished changes.`}
            </p>
          </div>
          <ContentPreviewForm content={content} />
        </div>
      </div>

      <div ref={noticeRef} tabIndex={-1} className="mt-4 outline-none empty:hidden">
        <PublishNoticeMessage notice={notice} problems={problems} onGoTo={goTo} />
      </div>

      <ContentSectionNav section={section} problemsIn={problemsIn} />

      <div className="mt-6">
        {section === "company" && <CompanySection {...sectionProps} />}
        {section === "hours" && <HoursSection {...sectionProps} />}
        {section === "notices" && <NoticesSection {...sectionProps} />}
        {section === "jobs" && <JobsSection {...sectionProps} />}
        {section === "partners" && (
          <PartnersSection {...sectionProps} view={partnerView} onView={setPartnerView} />
        )}
        {section === "home" && (
          <HomeSection
            {...sectionProps}
            images={images}
            onUploaded={(image) => setImages((known) => ({ ...known, [image.id]: image }))}
          />
        )}
        {section === "texts" && (
          <TextsSection {...sectionProps} view={textView} onView={setTextView} />
        )}
        {section === "versions" && (
          <ContentVersions
            state={versions.state}
            reload={versions.reload}
            onRestore={(version, live) => void restore(version, live)}
            restored={restored}
          />
        )}
      </div>
    </>
  );
}
