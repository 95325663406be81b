import { staticMode } from "#app/site/static-mode.ts";
import { productListFileName } from "#shared/site-paths.ts";

/**
 * The `download` attribute of a link to paths.productList. The server names the file itself
 * (Content-Disposition, dated with the catalogue's publish date), so there the attribute is
 * bare; a static host cannot, so the static build's link carries the name of the PDF the build
 * made from the sample list (dated by vite.config.ts), after the company's `shortName`.
 */
export const productListDownload = (shortName: string): string | true =>
  staticMode ? productListFileName(shortName, import.meta.env.VITE_PRODUCT_LIST_DATE) : true;
