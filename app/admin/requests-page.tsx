import { useState } from "react";
import { StatusChoice } from "#app/admin/decision-list.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { AdminPayment } from "#shared/schemas/money.ts";
import type { AdminReturn } from "#shared/schemas/returns.ts";

// The admin's pages of customers' requests (payments reported, returns asked for): the
// requests of the status staff choose to show, to answer one by one.

/** The routes that list one status's requests, each with where its answer holds them. */
const requestLists = { adminPayments: "payments", adminReturns: "returns" } as const;
type RequestList = keyof typeof requestLists;
type RequestOf<List extends RequestList> = List extends "adminPayments"
  ? AdminPayment
  : AdminReturn;

/** The requests of one status, from the route that lists them. */
export function useRequests<List extends RequestList>(list: List, status: string) {
  const plural = requestLists[list];
  // The route's own schema checks the answer; TypeScript cannot follow it through `List`.
  const check = apiSchemas[list].response as unknown as AnswerCheck<
    { total: number } & Record<typeof plural, RequestOf<List>[]>
  >;
  return useAdminList(
    apiUrl(apiRoutes[list], { query: { status } }),
    check,
    (answer) => ({ items: answer[plural], total: answer.total }),
    `Failed to fetch the ${plural}`,
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
