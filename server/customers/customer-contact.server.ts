import type { CustomerTable } from "#server/db/trade-tables.server.ts";

/**
 * Who a customer is and how to reach them, from their record: what staff's list, an order's
 * customer and the signed-in customer all begin with.
 */
export const customerContact = (
  row: Pick<CustomerTable, "id" | "code" | "shop_name" | "contact_name" | "phone" | "email">,
) => ({
  id: row.id,
  code: row.code,
  shopName: row.shop_name,
  contactName: row.contact_name,
  phone: row.phone,
  email: row.email,
});
