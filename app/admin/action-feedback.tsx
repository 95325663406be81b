import { useEffect, useRef } from "react";

/** What a staff action did, or why it could not. */
export type ActionOutcome = { message: string } | { error: string };

/**
 * The live sentences under an admin action: what it did (a status) or why it could not (an
 * alert). With `focus`, the sentence takes the focus once shown (an empty one is hidden and
 * cannot), so that a keyboard or screen reader user lands on it.
 */
export function ActionFeedback({
  outcome,
  focus = false,
}: {
  outcome: ActionOutcome | null;
  focus?: boolean;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome && focus) ("error" in outcome ? problem : message).current?.focus();
  }, [outcome, focus]);
  // Both are always in the page, so that screen readers announce what appears in them.
  const sentences = [
    {
      ref: message,
      role: "status",
      text: outcome && "message" in outcome ? outcome.message : "",
      className: "font-medium text-leaf-700 outline-none empty:hidden",
    },
    {
      ref: problem,
      role: "alert",
      text: outcome && "error" in outcome ? outcome.error : "",
      className:
        "rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden",
    },
  ];
  return (
    <>
      {sentences.map(({ ref, role, text, className }) => (
        <p key={role} ref={ref} tabIndex={-1} role={role} className={className}>
          {text}
        </p>
      ))}
    </>
  );
}
