import { Button, type ButtonSize, type ButtonVariant } from "#app/ui/button.tsx";
import { downloadResume, eraseApplication } from "#app/submissions/admin/applications.ts";
import type { ApplicationRow } from "#shared/schemas/admin.ts";

// The actions on one application, for the table (/admin) and the cards (/admin-view). Each
// button's accessible name says whose application it acts on, since a page holds many.

export function DownloadResumeButton({
  application,
  variant,
  size,
}: {
  application: ApplicationRow;
  variant?: ButtonVariant;
  size: ButtonSize;
}) {
  return (
    <Button variant={variant} size={size} onClick={() => downloadResume(application)}>
      Download<span className="sr-only"> resume of {application.name}</span>
    </Button>
  );
}

/** Deletes the application after the administrator confirms, then calls `onDeleted`. */
export function DeleteApplicationButton({
  application,
  size,
  onDeleted,
}: {
  application: ApplicationRow;
  size: ButtonSize;
  onDeleted: () => void;
}) {
  return (
    <Button
      variant="danger"
      size={size}
      onClick={async () => {
        if (await eraseApplication(application)) onDeleted();
      }}
    >
      Delete<span className="sr-only"> application of {application.name}</span>
    </Button>
  );
}
