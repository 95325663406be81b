import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import type { CustomerRow } from "#shared/schemas/customers.ts";
import type { OrderChannel, StaffItem } from "#shared/schemas/orders.ts";
import { useState } from "react";
import { signInUrl } from "#app/admin/admin-api.ts";
import { getAnswer, SignedOut } from "#app/lib/api-client.ts";
import { customerCall } from "#app/customers/admin/customers.ts";
import { quantityOf } from "#app/ui/quantity-input.tsx";

// Staff taking an order for a customer (/admin/orders/new): finding the customer and the items
// (with the terms that customer sees), and placing the order with the page's key, so that a
// second press, or a retry after a lost answer, places it once.

/** How many customers or items a search shows: enough to pick from while on the phone. */
const SEARCH_SIZE = 8;

/** The customers staff may take an order for; the others are shown, and cannot be chosen. */
export const canOrderFor = (customer: Pick<CustomerRow, "status">) =>
  customer.status === "invited" || customer.status === "active";

/** Customers whose name, code, phone, email, GSTIN or address holds `q`. */
export async function findCustomers(q: string) {
  const url = apiUrl(apiRoutes.listCustomers, { query: { q, pageSize: SEARCH_SIZE } });
  return (await getAnswer(url, apiSchemas.listCustomers.response)).customers;
}

/** Catalogue items for `q`, with the rate, scheme and availability a customer sees. */
export async function findItems(q: string) {
  const url = apiUrl(apiRoutes.adminCatalogueSearch, { query: { q, pageSize: SEARCH_SIZE } });
  return (await getAnswer(url, apiSchemas.adminCatalogueSearch.response)).items;
}

/** A line of the order being taken: the item as found, and its quantity as typed. */
export type StaffLine = { item: StaffItem; typed: string };

/** `lines` with `added` put in: an item already there has its quantity added to. */
export function withLines(lines: StaffLine[], added: { item: StaffItem; quantity: number }[]) {
  const next = [...lines];
  for (const { item, quantity } of added) {
    const index = next.findIndex((line) => line.item.id === item.id);
    const line = next[index];
    const sum = Math.min(MAX_ITEM_QUANTITY, (line ? (quantityOf(line.typed) ?? 0) : 0) + quantity);
    if (line) next[index] = { item, typed: String(sum) };
    else next.push({ item, typed: String(sum) });
  }
  return next;
}

/** Places the order; null when the session ended (sign-in is next). */
export function placeStaffOrder(order: {
  customerId: string;
  lines: { item: StaffItem; quantity: number }[];
  channel: OrderChannel;
  note: string;
  idempotencyKey: string;
}) {
  const { lines, ...rest } = order;
  return customerCall(apiSchemas.placeStaffOrder.response, apiRoutes.placeStaffOrder, {
    body: {
      ...rest,
      items: lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
    },
  });
}

/** A search's state: nothing asked yet, under way, failed, or what it found. */
export type Found<T> = { status: "idle" | "searching" | "failed" } | { status: "found"; rows: T[] };

/** A search box's query and what it found; a signed-out administrator is sent to sign in. */
export function useFinder<T>(find: (q: string) => Promise<T[]>) {
  const [found, setFound] = useState<Found<T>>({ status: "idle" });
  const [query, setQuery] = useState("");
  async function search(q: string) {
    setQuery(q);
    if (!q.trim()) return setFound({ status: "idle" });
    setFound({ status: "searching" });
    try {
      setFound({ status: "found", rows: await find(q) });
    } catch (error) {
      if (error instanceof SignedOut) window.location.assign(signInUrl());
      setFound({ status: "failed" });
    }
  }
  return { found, query, search };
}
