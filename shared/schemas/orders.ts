import { z } from "#shared/schemas/zod.ts";
import {
  ITEM_LIMITS,
  MAX_ITEM_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTE_LENGTH,
} from "#shared/limits.ts";
import { orders } from "#shared/content/en/orders.ts";
import { locales } from "#shared/site-paths.ts";
import { listPageSchema, listQuerySchema } from "./admin";
import { wholeQuantity } from "./fields";

// Orders (docs/product.md#orders): the customer's order list kept on the server, placing an
// order, the customer's orders, and the staff's side of them, in one contract the server and
// both sides' pages read.

/**
 * Where an order stands. Staff move it one step at a time (received → accepted → dispatched →
 * delivered), or cancel it while it is received or accepted. An order that breaks the credit
 * rules is placed `held`: staff release it (held → received) or cancel it.
 */
export const orderStatuses = [
  "held",
  "received",
  "accepted",
  "dispatched",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Each status in English words, as the customer's pages name it (one source for staff too). */
export const orderStatusLabels: Record<OrderStatus, string> = orders.mine.statuses;

/** How staff took an order for a customer (`POST /api/admin/orders`). */
export const orderChannels = ["phone", "whatsapp", "visit"] as const;
export type OrderChannel = (typeof orderChannels)[number];
export const orderChannelLabels: Record<OrderChannel, string> = {
  phone: "Phone",
  whatsapp: "WhatsApp",
  visit: "Visit",
};

/** The one step forward from each status, if any. */
export const nextOrderStatus: Partial<Record<OrderStatus, OrderStatus>> = {
  held: "received",
  received: "accepted",
  accepted: "dispatched",
  dispatched: "delivered",
};

/** Whether staff may move an order from one status to another. */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  nextOrderStatus[from] === to ||
  (to === "cancelled" && (from === "held" || from === "received" || from === "accepted"));

/** Orders staff have still to look at: the count beside "Orders" (held ones wait for a release). */
export const newOrderStatuses = ["held", "received"] as const satisfies readonly OrderStatus[];

/**
 * Why an order was held (docs/product.md#credit): over the credit limit, or a bill overdue
 * beyond the age allowed. `pending` is what the customer owed with their orders not yet billed,
 * before this order; `limit` the credit limit that applied (null: none); `overdueDays` the days
 * the oldest overdue bill is past its due date (0: none). Amounts in rupees.
 */
export const holdReasons = ["limit", "overdue"] as const;
export type HoldReason = (typeof holdReasons)[number];
export const orderHoldSchema = z.object({
  reason: z.enum(holdReasons),
  pending: z.number(),
  limit: z.number().nullable(),
  overdueDays: z.number(),
});
export type OrderHold = z.output<typeof orderHoldSchema>;

/** Supplied quantities may be set while an order is accepted; from dispatch they are frozen. */
export const canSetSupplied = (status: OrderStatus) => status === "accepted";

const availabilitySchema = z.enum(["in_stock", "low", "out"]).nullable();
/** An item's stable id (docs/product.md#item-catalogue): a billing code or "h-" and a hash. */
const itemIdSchema = z.string().trim().min(1).max(80);
const quantitySchema = wholeQuantity();
const noteSchema = z
  .string()
  .trim()
  .max(MAX_ORDER_NOTE_LENGTH)
  // Line breaks are the note's own; any other control character is refused.
  .refine((text) => !/[^\P{Cc}\n\r\t]/u.test(text), "The note holds a control character.");

// ---- The customer's order list (kept on the server while signed in) ----------------------

/**
 * `PUT /api/account/list`: the whole list, in order. A line names its item by `itemId`, or,
 * from an older device list, by name, company and pack (the server looks it up; a line it
 * cannot find is kept and marked).
 */
export const accountListBodySchema = z.object({
  items: z
    .array(
      z
        .object({
          itemId: itemIdSchema.optional(),
          name: z.string().trim().max(ITEM_LIMITS.name).optional(),
          manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
          pack: z.string().trim().max(ITEM_LIMITS.pack).optional(),
          quantity: quantitySchema,
        })
        .refine((line) => line.itemId || line.name, "A line names its item by itemId or name."),
    )
    .max(MAX_ORDER_LINES),
});
export type AccountListBody = z.output<typeof accountListBodySchema>;

/**
 * A line of the list as the customer sees it: today's terms of the live catalogue, the free
 * quantity its scheme gives and its amount. `inCatalogue: false` marks an item that left the
 * catalogue since it was added (its terms are then null).
 */
export const listLineSchema = z.object({
  itemId: z.string().nullable(),
  name: z.string(),
  manufacturer: z.string(),
  pack: z.string(),
  quantity: z.number(),
  inCatalogue: z.boolean(),
  mrp: z.number().nullable(),
  rate: z.number().nullable(),
  scheme: z.string(),
  /** GST % as the bill adds it (for the estimate). */
  gst: z.number().nullable(),
  availability: availabilitySchema,
  free: z.number(),
  /** rate × quantity less a % scheme's discount; null without a rate. */
  amount: z.number().nullable(),
});
export type ListLine = z.output<typeof listLineSchema>;

export const estimateSchema = z.object({
  total: z.number(),
  gst: z.number(),
  withGst: z.number(),
  unpriced: z.number(),
  gstUnknown: z.number(),
});

/** `GET` and `PUT /api/account/list`. */
export const accountListSchema = z.object({
  success: z.literal(true),
  items: z.array(listLineSchema),
  estimate: estimateSchema,
});
export type AccountList = z.output<typeof accountListSchema>;

// ---- Placing an order --------------------------------------------------------------------

/**
 * `POST /api/orders`. Lines naming the same item are added together. `idempotencyKey` is a
 * UUID the page makes when the list is opened for placing: a repeat within 24 h places nothing.
 */
export const placeOrderSchema = z.object({
  items: z
    .array(z.object({ itemId: itemIdSchema, quantity: quantitySchema }))
    .min(1)
    .max(MAX_ORDER_LINES),
  note: noteSchema.default(""),
  idempotencyKey: z.uuid().optional(),
  /** The customer confirmed the large lines a first attempt named (409 `needsConfirm`). */
  confirmLarge: z.literal(true).optional(),
});
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/**
 * `POST /api/admin/orders`: staff take an order for an invited or active customer, by phone,
 * WhatsApp or a visit. The same lines, note and key as a customer's order; large lines are not
 * asked about, and no hourly limit applies.
 */
export const staffOrderSchema = placeOrderSchema.omit({ confirmLarge: true }).extend({
  customerId: z.string().trim().min(1).max(80),
  channel: z.enum(orderChannels),
});
export type StaffOrder = z.output<typeof staffOrderSchema>;

/** An item with the terms a signed-in customer sees (their search, a pasted message's lines). */
export const termsItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  composition: z.string(),
  pack: z.string(),
  category: z.string(),
  mrp: z.number().nullable(),
  rate: z.number().nullable(),
  scheme: z.string(),
  availability: availabilitySchema,
});

/** `GET /api/admin/catalogue/search`: items with the terms a signed-in customer sees. */
export const staffItemSearchSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  items: z.array(termsItemSchema),
});
export type StaffItem = z.output<typeof staffItemSearchSchema>["items"][number];

/** The order placed: `held` with its `hold` when it broke the credit rules (placed all the same). */
export const orderPlacedSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  hold: orderHoldSchema.nullable(),
  /** The estimate as placed: before GST, and its GST. */
  total: z.number(),
  gst: z.number(),
});

/**
 * A 409 for a large order, placed only once confirmed: each line to check (`index` as posted;
 * null: the whole order) with its reason (shared/order-terms.ts).
 */
export const needsConfirmSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  needsConfirm: z.array(
    z.discriminatedUnion("reason", [
      z.object({ index: z.number(), reason: z.literal("usual"), usual: z.number() }),
      z.object({ index: z.number(), reason: z.literal("line"), amount: z.number() }),
      z.object({ index: z.null(), reason: z.literal("order"), amount: z.number() }),
    ]),
  ),
});

/** A 400 for lines whose item is not in the live catalogue: one error per such line. */
export const orderLineErrorsSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(z.object({ index: z.number(), itemId: z.string(), message: z.string() })),
});

// ---- An order, as its customer and the staff see it --------------------------------------

/**
 * A line as it was placed: the live catalogue's terms then (rate, scheme, free, GST %,
 * availability), `code` the billing code, `supplied` what staff supply (null until set).
 */
export const orderLineSchema = z.object({
  itemId: z.string().nullable(),
  name: z.string(),
  manufacturer: z.string(),
  pack: z.string(),
  code: z.string(),
  quantity: z.number(),
  free: z.number(),
  rate: z.number().nullable(),
  scheme: z.string(),
  gst: z.number().nullable(),
  amount: z.number().nullable(),
  availability: availabilitySchema,
  supplied: z.number().nullable(),
});
export type OrderLine = z.output<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  /** The customer's note. */
  note: z.string(),
  /** The staff's note to the customer ("" when none). */
  staffNote: z.string(),
  lines: z.array(orderLineSchema),
  /** The estimate when placed: amounts before GST, GST (estimate), lines without a rate. */
  total: z.number(),
  gst: z.number(),
  /** The same for what is supplied, once staff have set any supplied quantity (null before). */
  suppliedTotal: z.number().nullable(),
  suppliedGst: z.number().nullable(),
  /** Each status the order reached, with when. */
  history: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  /** Staff took it for the customer ("placed for you by our staff"). */
  placedByStaff: z.boolean(),
  /** Why it was held, when it was placed against the credit rules (kept once released). */
  hold: orderHoldSchema.nullable(),
});
export type Order = z.output<typeof orderSchema>;

/** `GET /api/orders`: the customer's own orders, newest first, a page at a time. */
export const customerOrdersSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  page: z.number(),
  orders: z.array(orderSchema),
});
export const customerOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const customerOrderSchema = z.object({ success: z.literal(true), order: orderSchema });

// ---- The staff's side --------------------------------------------------------------------

/** The customer an order came from, as staff see it (to call, WhatsApp or mail them). */
export const orderCustomerSchema = z.object({
  id: z.string(),
  code: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  gstin: z.string(),
  drugLicence: z.string(),
  locale: z.enum(locales),
});

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  /** When it was last exported for the billing software (null: never). */
  exportedAt: z.string().nullable(),
  /** The administrator who took it for the customer, and how (null: the customer placed it). */
  takenBy: z.string().nullable(),
  channel: z.enum(orderChannels).nullable(),
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  lineCount: z.number(),
  /** The estimate when placed: before GST, and its GST. */
  total: z.number(),
  gst: z.number(),
  exportedAt: z.string().nullable(),
  customer: orderCustomerSchema.pick({ id: true, code: true, shopName: true, phone: true }),
  hold: orderHoldSchema.nullable(),
});
export type AdminOrderRow = z.output<typeof adminOrderRowSchema>;

/**
 * `GET /api/admin/orders`: `status`, `customer` (a customer's id), `q` (order number, party
 * code or shop name), paging. Received orders first, then newest first.
 */
export const adminOrderQuerySchema = listQuerySchema
  .pick({ q: true, page: true, pageSize: true })
  .extend({
    status: z.enum(orderStatuses).optional().catch(undefined),
    customer: z.string().trim().max(80).optional().catch(undefined),
  });
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

export const adminOrderListSchema = listPageSchema({
  /** Orders held or received, not yet released, accepted or cancelled: the count beside "Orders". */
  newCount: z.number(),
  orders: z.array(adminOrderRowSchema),
});
export const adminOrderAnswerSchema = z.object({
  success: z.literal(true),
  order: adminOrderSchema,
});

/**
 * `PATCH /api/admin/orders/{id}`: a status move, supplied quantities by 0-based line index
 * (0 to the quantity ordered, while accepted; shared/order-terms.ts), and/or the note to the
 * customer (a note alone sends no mail).
 */
export const updateOrderSchema = z
  .object({
    status: z.enum(orderStatuses).optional(),
    lines: z
      .array(
        z.object({
          index: z
            .number()
            .int()
            .min(0)
            .max(MAX_ORDER_LINES - 1),
          supplied: z.number().int().min(0).max(MAX_ITEM_QUANTITY),
        }),
      )
      .max(MAX_ORDER_LINES)
      .optional(),
    note: noteSchema.optional(),
  })
  .refine(
    (change) =>
      change.status !== undefined || change.lines !== undefined || change.note !== undefined,
    "Say what to change: status, lines or note.",
  );
export type UpdateOrder = z.output<typeof updateOrderSchema>;

export const exportFormatSchema = z.object({ format: z.enum(["csv", "xlsx"]).default("csv") });
/** `GET /api/admin/orders/export?date=YYYY-MM-DD&format=`: the orders accepted that day (India). */
export const dayExportQuerySchema = exportFormatSchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as YYYY-MM-DD."),
});

/** The billing software's import columns, in order; the day's export puts three before them. */
export const billingColumns = [
  "Code",
  "Item Name",
  "Company",
  "Pack",
  "Qty",
  "Free",
  "Rate",
] as const;
export const dayExportColumns = [
  "Order No",
  "Party Code",
  "Party Name",
  ...billingColumns,
] as const;
