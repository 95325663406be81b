// The classes of the pages the server writes itself (no JavaScript needed): links, buttons,
// fields and cards as the React pages draw them.

export const linkClass = "font-semibold text-brand-700 underline";
export const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white";
export const quietButtonClass =
  "inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-700";
export const fieldClass =
  "min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900";
export const cardClass = "rounded-2xl bg-white p-4 ring-1 ring-slate-200";
