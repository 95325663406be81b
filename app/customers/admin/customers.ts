import { submittedAnswer, type AnswerCheck } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl, type OptionsFor } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import {
  customerStatuses,
  customerStatusLabels,
  type CustomerRow,
} from "#shared/schemas/customers.ts";
import type { FieldErrors } from "#shared/schemas/fields.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";
import { signInUrl } from "#app/admin/admin-api.ts";
import { answerOf, callApi, type RequestOptions, type Route } from "#app/lib/api-client.ts";
import { CONNECTION_ERROR, useAdminList, useListFilters } from "#app/admin/use-admin-list.ts";

// The staff's side of the trade customers (/admin/customers): the list with its filters, and
// the calls that answer either what the route promises or a refusal to show in words.

/** The status filter's choices: every status, and the requests kept aside as spam. */
export const customerFilterOptions = [...customerStatuses, "spam"] as const;
export const customerFilterLabels: Record<string, string> = {
  ...customerStatusLabels,
  spam: "Spam",
};

/**
 * What the list says of an invited customer's link: open until when, run out, or never made
 * (a party list's customers until staff invite them). Nothing for other statuses: an active
 * customer's line is their last sign-in.
 */
export function invitationState(
  customer: Pick<CustomerRow, "status" | "linkExpiresAt">,
  now = Date.now(),
) {
  if (customer.status !== "invited") return undefined;
  if (!customer.linkExpiresAt) return "Not invited yet";
  return Date.parse(customer.linkExpiresAt) > now
    ? `Invited until ${indiaDateTime(customer.linkExpiresAt)}`
    : "Link expired";
}

export type CustomerFilters = { q: string; status: string; page: number };

/** The list's query, which the CSV download shares (less the page). */
function queryOf({ q, status }: CustomerFilters) {
  return status === "spam" ? { q, spam: 1 } : { q, status: status || undefined };
}

/** The customers with the staff's search, status filter and page. */
export function useCustomers() {
  const { filters, filter, setPage } = useListFilters<CustomerFilters>({
    q: "",
    status: "",
    page: 1,
  });
  const query = { ...queryOf(filters), page: filters.page, pageSize: ADMIN_PAGE_SIZE };
  const list = useAdminList(
    apiUrl(apiRoutes.listCustomers, { query }),
    apiSchemas.listCustomers.response,
    (answer) => ({ items: answer.customers, total: answer.total }),
    "Failed to fetch customers",
  );
  return {
    ...list,
    filters,
    filter,
    setPage,
    csvUrl: apiUrl(apiRoutes.exportCustomers, { query: queryOf(filters) }),
  };
}

export type Refusal = { error: string; fieldErrors?: FieldErrors };
/** What a call came to: the answer, or why not; null when the session ended (sign-in is next). */
export type Outcome<T> = { answer: T } | { refusal: Refusal } | null;

const NOT_ANSWERED = "The server could not do it just now. Please try again.";

/**
 * One call about customers. With `check`, the answer must pass it; without, any 2xx will do
 * (the status moves answer only `{success: true}`). A refusal's own sentence and field errors
 * are kept, so a form can show them.
 */
export async function customerCall<R extends Route, T = undefined>(
  check: AnswerCheck<T> | undefined,
  route: R,
  ...options: OptionsFor<R["path"], RequestOptions<R>>
): Promise<Outcome<T>> {
  try {
    const response = await callApi(route, ...options);
    if (response.status === 401) {
      window.location.assign(signInUrl());
      return null;
    }
    const refusal = await answerOf(response.clone(), submittedAnswer);
    if (response.ok) {
      if (!check) return { answer: undefined as T };
      const answer = await answerOf(response, check);
      if (answer !== undefined) return { answer };
    }
    if (refusal && !refusal.success)
      return { refusal: { error: refusal.error, fieldErrors: refusal.fieldErrors } };
    return { refusal: { error: NOT_ANSWERED } };
  } catch {
    return { refusal: { error: CONNECTION_ERROR } };
  }
}
