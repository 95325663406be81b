import { useState } from "react";
import { TextBox } from "#app/admin/text-box.tsx";
import { Button } from "#app/ui/button.tsx";
import { customerCall } from "#app/customers/admin/customers.ts";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";

/** How many customers a search offers to link. */
const OFFERED = 5;

/**
 * A party of the report no customer was matched to, linked to the customer staff find: the
 * name is kept as that customer's for later reports too (POST /api/admin/outstanding/aliases).
 */
export function LinkParty({ name, onLinked }: { name: string; onLinked: () => void }) {
  const [q, setQ] = useState("");
  const [error, setError] = useState<string>();
  const { state } = useAdminList(
    apiUrl(apiRoutes.listCustomers, { query: { q: q.trim(), pageSize: OFFERED } }),
    apiSchemas.listCustomers.response,
    (answer) => ({ items: answer.customers, total: answer.total }),
    "Failed to fetch the customers",
  );

  async function link(customerId: string) {
    setError(undefined);
    const outcome = await customerCall(undefined, apiRoutes.linkPartyName, {
      body: { customerId, name },
    });
    if (!outcome) return;
    if ("refusal" in outcome) setError(outcome.refusal.error);
    else onLinked();
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <TextBox
        type="search"
        label={`Link “${name}” to the customer named`}
        value={q}
        onChange={setQ}
      />
      {q.trim() && state.status === "ready" && (
        <ul className="flex flex-wrap gap-2">
          {state.items.map((customer) => (
            <li key={customer.id}>
              <Button size="md" variant="outline" onClick={() => void link(customer.id)}>
                Link to {customer.shopName}
                {customer.code && ` (${customer.code})`}
              </Button>
            </li>
          ))}
          {state.items.length === 0 && (
            <li className="text-sm text-slate-700">No such customer.</li>
          )}
        </ul>
      )}
      {error && (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
