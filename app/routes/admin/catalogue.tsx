import { CatalogueUpload } from "#app/catalogue/admin/catalogue-upload.tsx";
import { CatalogueVersions } from "#app/catalogue/admin/catalogue-versions.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";

/** The item catalogue: this week's item list from the billing software, checked, then published. */
export default function Catalogue() {
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.catalogueVersions),
    apiSchemas.catalogueVersions.response,
    ({ versions }) => ({ items: versions, total: versions.length }),
    "Failed to fetch the catalogue versions",
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Catalogue</h1>
      <div className="mt-3 max-w-prose space-y-2 text-slate-700">
        <p>
          The item list behind the website’s medicine search. Export this week’s stock or price list
          from the billing software as CSV or Excel (.xlsx or .xls) and choose it below: it is
          checked first, and you see how many items were found, the first of them, and any row that
          needs fixing. Publishing replaces the items on the website at once.
        </p>
        <p>
          Usual column headings are recognised, such as Item Name or Particulars, Company or Mfg.,
          Composition or Salt, Packing, Item Code, M.R.P, Rate or PTR, Scheme or Deal and Free,
          Stock or Bal, Batch, Exp, HSN and % GST. If yours differ, you can choose the columns.
          Rates, schemes, stock and expiry are never shown to the public; one row per batch becomes
          one item, its stock summed.
        </p>
      </div>
      <div className="mt-6">
        <CatalogueUpload onPublished={reload} />
      </div>
      <CatalogueVersions state={state} reload={reload} />
    </>
  );
}
