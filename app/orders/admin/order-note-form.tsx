import { useId } from "react";
import { ActionFeedback } from "#app/admin/action-feedback.tsx";
import { headingClass, sectionClass, type Feedback } from "./order-view-frame";
import { Button, oneAtATime } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";

/** Staff's note to the customer, read with the order on their account. */
export function OrderNoteForm({
  note,
  onNote,
  onSave,
  busy,
  feedback,
}: {
  note: string;
  onNote: (note: string) => void;
  onSave: (event: React.FormEvent) => void;
  busy: string | null;
  feedback: Feedback | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h3 id={`${id}-heading`} className={headingClass}>
        Note to the customer
      </h3>
      <form onSubmit={onSave} className="flex flex-col gap-2" noValidate>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Note to the customer
        </label>
        <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-700">
          The customer reads it with the order on their account. Saving a note alone sends no mail;
          only a status change mails the customer.
        </p>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={MAX_ORDER_NOTE_LENGTH}
          rows={3}
          onChange={(event) => onNote(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${controlClass} py-2`}
        />
        <Button
          type="submit"
          size="md"
          className="self-start"
          {...oneAtATime(busy, "note")}
          pendingLabel="Saving…"
        >
          Save note
        </Button>
      </form>
      <ActionFeedback outcome={feedback} focus={feedback?.focus} />
    </section>
  );
}
