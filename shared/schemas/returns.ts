import { z } from "#shared/schemas/zod.ts";
import {
  MAX_ITEM_QUANTITY,
  MAX_REJECT_REASON_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  MONEY_PAGE_SIZE,
} from "#shared/limits.ts";
import type { ReturnsText } from "#shared/content/en/returns.ts";
import { paiseOf } from "./money";

// Expiry and breakage returns (docs/product.md#returns): what a customer asks to send back (one
// set of checks, the refusals in the customer's language), staff's moves and the answers.

export const returnReasons = ["expired", "near_expiry", "breakage", "wrong_item", "other"] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnStatuses = [
  "requested",
  "approved",
  "received",
  "credited",
  "rejected",
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
/** Whether a request falls inside the company's return window; null where none applies. */
export type ReturnWindowMark = "inside" | "outside" | null;

/** The statuses each status may move to (a return ends credited or rejected). */
export const returnMoves: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  received: ["credited", "rejected"],
  credited: [],
  rejected: [],
};

/** An expiry as printed on the strip: a month, `YYYY-MM`. */
export const EXPIRY_SHAPE = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * `POST /api/account/returns`: a multipart form's fields (the photo apart), with or without
 * JavaScript. An item from the catalogue (`itemId`) or one typed (`name`).
 */
export const returnRequestSchemaFor = (t: ReturnsText["validation"]) =>
  z
    .object({
      itemId: optionalText(40),
      name: optionalText(200),
      batch: z.string(t.batch).trim().min(1, t.batch).max(40, t.batch),
      expiry: z.string(t.expiry).trim().regex(EXPIRY_SHAPE, t.expiry),
      quantity: z.coerce
        .number(t.quantity)
        .int(t.quantity)
        .min(1, t.quantity)
        .max(MAX_ITEM_QUANTITY, t.quantity),
      reason: z.enum(returnReasons, t.reason),
      billNo: optionalText(60),
      note: z.string().trim().max(MAX_RETURN_NOTE_LENGTH, t.note).optional().default(""),
    })
    .refine((request) => request.itemId || request.name, { message: t.item, path: ["name"] });
export type ReturnRequest = z.output<ReturnType<typeof returnRequestSchemaFor>>;

export const returnRequestedSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  number: z.number(),
  window: z.enum(["inside", "outside"]).nullable(),
});

const creditAmount = z
  .union([z.number(), z.string()])
  .refine((amount) => paiseOf(amount) !== undefined, "Give the credit note's amount in rupees.");

/** `PATCH /api/admin/returns/{id}`: the next status, with what it needs. */
export const returnDecisionSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("approved") }),
  z.object({ status: z.literal("received") }),
  z.object({
    status: z.literal("credited"),
    creditNote: z
      .string("Give the credit note's number.")
      .trim()
      .min(1, "Give the credit note's number.")
      .max(40),
    amount: creditAmount,
  }),
  z.object({
    status: z.literal("rejected"),
    reason: z
      .string("Say why the return is rejected: the customer reads it.")
      .trim()
      .min(1, "Say why the return is rejected: the customer reads it.")
      .max(MAX_REJECT_REASON_LENGTH),
  }),
]);
export type ReturnDecision = z.output<typeof returnDecisionSchema>;

export const returnsQuerySchema = z.object({
  status: z.enum(returnStatuses).catch("requested"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.literal(MONEY_PAGE_SIZE).catch(MONEY_PAGE_SIZE),
  q: z.string().trim().max(100).catch(""),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day as YYYY-MM-DD.");
export const returnsExportQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    status: z.enum(returnStatuses).default("received"),
    format: z.enum(["csv", "xlsx"]).default("csv"),
  })
  .refine(
    (query) => !query.from || !query.to || query.from <= query.to,
    "The first day cannot be after the last.",
  );

/** The returns export's columns, as the billing software's breakage/expiry receipt reads them. */
export const returnColumns = [
  "Party Code",
  "Party Name",
  "Item Code",
  "Item Name",
  "Batch",
  "Expiry",
  "Qty",
  "Reason",
  "Credit Note",
  "Amount",
] as const;

/** What the customer and staff both see of a return. */
const returnFields = {
  id: z.string(),
  number: z.number(),
  itemName: z.string(),
  itemCode: z.string(),
  company: z.string(),
  batch: z.string(),
  expiry: z.string(),
  quantity: z.number(),
  reason: z.enum(returnReasons),
  billNo: z.string(),
  note: z.string(),
  window: z.enum(["inside", "outside"]).nullable(),
  status: z.enum(returnStatuses),
  creditNote: z.string(),
  amount: z.number().nullable(),
  rejectReason: z.string(),
  requestedAt: z.string(),
  statusAt: z.string(),
  photo: z.boolean(),
};

export const accountReturnSchema = z.object(returnFields);
export type AccountReturn = z.infer<typeof accountReturnSchema>;
export const accountReturnsSchema = z.object({
  success: z.literal(true),
  returns: z.array(accountReturnSchema),
});

const adminReturnSchema = z.object({
  ...returnFields,
  customerId: z.string(),
  shopName: z.string(),
  code: z.string(),
  statusBy: z.string().nullable(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;
export const adminReturnsSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  page: z.number(),
  pageSize: z.literal(MONEY_PAGE_SIZE),
  returns: z.array(adminReturnSchema),
});
