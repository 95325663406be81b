import type { ActionOutcome } from "#app/admin/action-feedback.tsx";

// What the sections of one order's page share: which section an action came from, its result,
// and the sections' look.

export type OrderSection = "lines" | "status" | "note";
/**
 * The last action's result, shown (and read out) in the section it came from; `focus` takes
 * the focus to it, when the action changed the buttons or was refused.
 */
export type Feedback = { section: OrderSection; focus?: boolean } & ActionOutcome;

export const sectionClass = "flex flex-col gap-3 border-t border-slate-200 pt-5";
export const headingClass = "text-lg font-bold text-brand-900";
