import { signInUrl } from "#app/admin/admin-api.ts";
import { fieldId } from "#app/content/admin/admin-content.ts";
import { fieldName, placeOf } from "#app/content/admin/admin-content-places.ts";
import { paths } from "#shared/site-paths.ts";

/** What became of a publish: done, refused by field, overtaken, failed, or signed out. */
export type Notice = {
  kind: "published" | "invalid" | "stale" | "failed" | "signedOut";
  message: string;
};

/**
 * The content editor's answer to a publish. A refusal lists the fields to correct, each a link
 * that `onGoTo` follows to its section and field.
 */
export function PublishNoticeMessage({
  notice,
  problems,
  onGoTo,
}: {
  notice: Notice | null;
  problems: [string, string[]][];
  onGoTo: (path: string) => void;
}) {
  return (
    <>
      {notice?.kind === "published" && (
        <p role="status" className="rounded-xl bg-leaf-600/10 px-4 py-3 font-medium text-leaf-700">
          {notice.message}
        </p>
      )}
      {notice && notice.kind !== "published" && (
        <div
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-red-900"
        >
          <p className="font-medium">{notice.message}</p>
          {notice.kind === "stale" && (
            <p className="mt-2">
              <a
                href={paths.adminContent}
                target="_blank"
                rel="noreferrer"
                className="font-semibold underline"
              >
                Open the newest version in a new tab
              </a>{" "}
              to see what was published, and make your changes there.
            </p>
          )}
          {notice.kind === "signedOut" && (
            <p className="mt-2">
              <a
                href={signInUrl()}
                target="_blank"
                rel="noreferrer"
                className="font-semibold underline"
              >
                Sign in again in a new tab
              </a>
            </p>
          )}
          {notice.kind === "invalid" && problems.length > 0 && (
            <>
              <p className="mt-2">
                {problems.length === 1 ? "1 field needs" : `${problems.length} fields need`}{" "}
                correcting:
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {problems.map(([path, [message]]) => (
                  <li key={path}>
                    {placeOf(path) ? (
                      <a
                        href={`#${fieldId(path)}`}
                        className="font-semibold underline"
                        onClick={(event) => {
                          event.preventDefault();
                          onGoTo(path);
                        }}
                      >
                        {fieldName(path)}
                      </a>
                    ) : (
                      <span className="font-semibold">{fieldName(path)}</span>
                    )}
                    : {message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}
