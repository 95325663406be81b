import { useOutletContext } from "react-router";
import type { Route } from "./+types/customers";
import { AddCustomer } from "#app/customers/admin/add-customer.tsx";
import { CustomerList } from "#app/customers/admin/customer-list.tsx";
import { PartyImport } from "#app/customers/admin/party-import.tsx";
import { useCustomers } from "#app/customers/admin/customers.ts";
import { site } from "#shared/content/site.ts";
import type { AdminSession } from "#shared/schemas/admin.ts";

export const meta: Route.MetaFunction = () => [
  { title: `Customers | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Trade customers: their requests, accounts and invitations, added one by one or imported. */
export default function Customers() {
  const list = useCustomers();
  // The admin's frame hands down the session it read (null until then).
  const session = useOutletContext<AdminSession | null>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Customers</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Chemists, nursing homes and hospitals with an account see rates, schemes and stock. Check
        each request, approve it with the party code from the billing software, and send the
        customer the invitation link: the website never mails it itself.
      </p>
      {session?.customerMail === "file-only" && (
        <p className="mt-3 max-w-prose rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          Mail is set to write files on the server only (MAIL_TRANSPORT=log): customers who use
          “Forgot password” receive no email. Give them a new link from here instead.
        </p>
      )}
      <CustomerList list={list} />
      <AddCustomer onAdded={list.reload} />
      <PartyImport onImported={list.reload} />
    </>
  );
}
