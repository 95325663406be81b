/** A link inside running text: underlined, in the brand's colour. */
export const linkClass =
  "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";
