import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { submittedAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";
import {
  orderStatuses,
  type AdminOrder,
  type OrderStatus,
  type UpdateOrder,
} from "#shared/schemas/orders.ts";
import { saveResponse, signInUrl } from "#app/admin/admin-api.ts";
import { answerOf, callApi, getAnswer } from "#app/lib/api-client.ts";
import { CONNECTION_ERROR, useAdminList } from "#app/admin/use-admin-list.ts";

// The staff's side of the orders (/admin/orders): the list, whose filters live in the page's
// address so that a link (`?customer=<id>`) or the back button brings them back; one order's
// changes; the billing software's files; and the count of new orders in the navigation.

export type OrderFilters = { q: string; status: OrderStatus | ""; customer: string; page: number };

const isStatus = (value: string | null): value is OrderStatus =>
  orderStatuses.some((status) => status === value);

/** The list's filters as the address holds them; anything unknown reads as "all". */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  return {
    q: params.get("q") ?? "",
    status: isStatus(status) ? status : "",
    customer: params.get("customer") ?? "",
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
  };
}

/** The address of the list with these filters (only those set, so links stay short). */
export function listSearch({ q, status, customer, page }: OrderFilters) {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (status) search.set("status", status);
  if (customer) search.set("customer", customer);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The address of one order's view, which keeps the list's filters for the way back. */
export function orderSearch(filters: OrderFilters, id: string, view?: "pick-list") {
  const search = new URLSearchParams(listSearch(filters));
  search.set("id", id);
  if (view) search.set("view", view);
  return `?${search.toString()}`;
}

/** The orders with the staff's search, status and customer filters and page. */
export function useAdminOrders() {
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const query = {
    q: filters.q,
    status: filters.status || undefined,
    customer: filters.customer || undefined,
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
  const list = useAdminList(
    apiUrl(apiRoutes.adminOrders, { query }),
    apiSchemas.adminOrders.response,
    (answer) => ({ items: answer.orders, total: answer.total }),
    "Failed to fetch orders",
  );
  return {
    ...list,
    filters,
    /** A new search or filter starts again from the first page. */
    filter: (change: { q?: string; status?: string; customer?: string }) => {
      const status = change.status ?? filters.status;
      setParams(
        listSearch({ ...filters, ...change, status: isStatus(status) ? status : "", page: 1 }),
      );
    },
    setPage: (page: number) => setParams(listSearch({ ...filters, page })),
  };
}

/**
 * One order, read again by `reload` after a change. While it is read again the order stays
 * shown as it was (`order`), so the page keeps its place and its focus.
 */
export function useAdminOrder(id: string) {
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.adminOrder, { params: { id } }),
    apiSchemas.adminOrder.response,
    (answer) => ({ items: [answer.order], total: 1 }),
    "Failed to fetch the order",
  );
  const [last, setLast] = useState<AdminOrder>();
  const loaded = state.status === "ready" ? state.items[0] : undefined;
  if (loaded && loaded !== last) setLast(loaded);
  const order = loaded ?? (state.status === "loading" ? last : undefined);
  return { state, order, reload };
}

/** Said to the navigation's count of new orders after a change here. */
const ORDERS_CHANGED = "admin-orders-changed";

/**
 * How many orders are received and not yet accepted or cancelled, for the navigation: read
 * again at each navigation (`navigation` changes) and after each change made on this page.
 */
export function useNewOrderCount(navigation: string) {
  const [count, setCount] = useState<number>();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => setChanges((n) => n + 1);
    window.addEventListener(ORDERS_CHANGED, changed);
    return () => window.removeEventListener(ORDERS_CHANGED, changed);
  }, []);
  useEffect(() => {
    let current = true;
    const url = apiUrl(apiRoutes.adminOrders, { query: { status: "received", pageSize: 1 } });
    // A failure leaves the last count: the session's own check sends a signed-out admin away.
    getAnswer(url, apiSchemas.adminOrders.response).then(
      (answer) => current && setCount(answer.newCount),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [navigation, changes]);
  return count;
}

const NOT_DONE = "The server could not do it just now. Please try again.";

/** What a change came to; `status` 409 is a change someone else made first. */
export type ChangeOutcome = { ok: true } | { ok: false; status: number; error: string };

/**
 * `PATCH` one order: a status move, supplied quantities or the note. Null when the session
 * ended (sign-in is next); a refusal keeps the server's sentence.
 */
export async function changeOrder(id: string, body: UpdateOrder): Promise<ChangeOutcome | null> {
  try {
    const response = await callApi(apiRoutes.updateOrder, { params: { id }, body });
    if (response.status === 401) {
      window.location.assign(signInUrl());
      return null;
    }
    if (response.ok) {
      window.dispatchEvent(new Event(ORDERS_CHANGED));
      return { ok: true };
    }
    const refusal = await answerOf(response, submittedAnswer);
    const error = refusal && !refusal.success ? refusal.error : NOT_DONE;
    return { ok: false, status: response.status, error };
  } catch {
    return { ok: false, status: 0, error: CONNECTION_ERROR };
  }
}

/** The file name the server gives (`Content-Disposition`), else `fallback`. */
function fileNameOf(response: Response, fallback: string) {
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** What a download came to: the file saved (by this name), or why not; null when signed out. */
export type DownloadOutcome = { saved: string } | { error: string } | null;

/**
 * Downloads an export for the billing software through `fetch` rather than a plain link, so
 * that the page knows when the server has marked its orders exported, and can say why not.
 */
export async function downloadExport(url: string, fallbackName: string): Promise<DownloadOutcome> {
  try {
    const response = await fetch(url);
    if (response.status === 401) {
      window.location.assign(signInUrl());
      return null;
    }
    if (!response.ok) {
      const refusal = await answerOf(response, submittedAnswer);
      return { error: refusal && !refusal.success ? refusal.error : NOT_DONE };
    }
    const name = fileNameOf(response, fallbackName);
    await saveResponse(response, name);
    return { saved: name };
  } catch {
    return { error: CONNECTION_ERROR };
  }
}
