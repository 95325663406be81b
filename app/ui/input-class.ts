/** The site's text input and select look (forms, search). Alone here, so a page that only
 * searches does not load the form library with it. */
export const inputClass =
  "min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700";
