import { useState } from "react";
import { StatusChoice } from "#app/admin/decision-list.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";

// The admin's pages of customers' requests (payments reported, returns asked for): the
// requests of the status staff choose to show, to answer one by one.

/** A route that lists one status's requests, its answer's schema, and where the answer holds them. */
function requestList<Answer extends { total: number }, Row>(
  route: "adminPayments" | "adminReturns",
  check: AnswerCheck<Answer>,
  rowsOf: (answer: Answer) => Row[],
  plural: string,
) {
  return { route, check, rowsOf, plural };
}

export const paymentRequests = requestList(
  "adminPayments",
  apiSchemas.adminPayments.response,
  (answer) => answer.payments,
  "payments",
);
export const returnRequests = requestList(
  "adminReturns",
  apiSchemas.adminReturns.response,
  (answer) => answer.returns,
  "returns",
);

/** The requests of one status, from the route that lists them. */
export function useRequests<Answer extends { total: number }, Row>(
  list: ReturnType<typeof requestList<Answer, Row>>,
  status: string,
) {
  return useAdminList(
    apiUrl(apiRoutes[list.route], { query: { status } }),
    list.check,
    (answer) => ({ items: list.rowsOf(answer), total: answer.total }),
    `Failed to fetch the ${list.plural}`,
  );
}

/** A StatusChoice's state: the status chosen (`first` until staff choose), and its props. */
export function useStatusChoice<Status extends string>(
  id: string,
  statuses: readonly Status[],
  names: Record<Status, string>,
  first: Status,
  label?: string,
) {
  const [value, onChange] = useState(first);
  return { id, label, statuses, names, value, onChange };
}

/**
 * A page of requests: its title, what staff do with them (`intro`), which status it shows,
 * then the requests and what follows them (`children`).
 */
export function RequestsPage<Status extends string>({
  title,
  intro,
  choice,
  children,
}: {
  title: string;
  intro: string;
  choice: ReturnType<typeof useStatusChoice<Status>>;
  children: React.ReactNode;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{intro}</p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <StatusChoice {...choice} />
      </p>
      {children}
    </>
  );
}
