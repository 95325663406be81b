/** A link inside running text: underlined, in the brand's colour. */
export const linkClass =
  "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";
/** A link on a page's dark band (under its title): white, underlined. */
export const heroLinkClass = "font-semibold text-white underline underline-offset-4";
