import { useState } from "react";
import { ChaseList } from "#app/money/admin/chase-list.tsx";
import { InvoiceUpload } from "#app/money/admin/invoice-upload.tsx";
import { OutstandingUpload } from "#app/money/admin/outstanding-upload.tsx";

/** The outstanding customers see: the billing software's bill-wise report, checked, then published. */
export default function Outstanding() {
  // Each publish reads the list again.
  const [published, setPublished] = useState(0);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Outstanding</h1>
      <div className="mt-3 max-w-prose space-y-2 text-slate-700">
        <p>
          What customers owe, as the billing software says: export the bill-wise outstanding
          (receivables) report and choose it below. Each customer then sees their own pending bills
          on the website, as of the report’s day, with what is overdue and a way to pay.
        </p>
        <p>
          A party is matched to a customer by its party code, else by its name when only one
          customer has it. The website keeps this report and the one before it.
        </p>
      </div>
      <div className="mt-6">
        <OutstandingUpload onPublished={() => setPublished((n) => n + 1)} />
      </div>
      <InvoiceUpload />
      <ChaseList key={published} />
    </>
  );
}
