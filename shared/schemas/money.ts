import { z } from "#shared/schemas/zod.ts";
import { MAX_PAYMENT_BILLS, MAX_REJECT_REASON_LENGTH, MONEY_PAGE_SIZE } from "#shared/limits.ts";
import type { BillsText } from "#shared/content/en/bills.ts";

// Bills and payments (docs/product.md#bills-and-payments): what a customer reports as paid (one
// set of checks for the browser and the server, the refusals in the customer's language), the
// answers of the outstanding upload and of the customer's bills, and staff's link of a party's
// name to a customer.

export const paymentModes = ["upi", "bank"] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const paymentStatuses = ["reported", "confirmed", "rejected"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A UPI reference (UTR) is 12 digits; a bank's, 12 to 22 letters and digits. */
export const referenceShapes: Record<PaymentMode, RegExp> = {
  upi: /^\d{12}$/,
  bank: /^[A-Z0-9]{12,22}$/,
};
/** A reference as stored and compared: spaces dropped, letters in capitals. */
export const normaliseReference = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** `POST /api/account/payments`: JSON, or the Bills page's form without JavaScript. */
export const paymentReportSchema = z.object({
  mode: z.enum(paymentModes).catch("upi"),
  utr: z.string().max(60).catch(""),
  amount: z.union([z.number(), z.string().max(30)]).catch(""),
  paidOn: z.string().max(30).catch(""),
  billNos: z
    .union([z.array(z.string().trim().max(60)).max(MAX_PAYMENT_BILLS), z.string().max(4000)])
    .optional()
    .catch(undefined),
});
export type PaymentReport = z.input<typeof paymentReportSchema>;

/** Rupees as typed ("12,500.50", 12500.5) in paise; undefined when not a positive amount. */
export function paiseOf(amount: number | string) {
  const text = typeof amount === "number" ? String(amount) : amount.replace(/[,\s₹]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const paise = Math.round(Number(text) * 100);
  return paise > 0 && Number.isSafeInteger(paise) ? paise : undefined;
}

/** Bill numbers as named: a list, or a form's comma-separated text. */
export const billNosOf = (billNos: PaymentReport["billNos"]) =>
  (typeof billNos === "string" ? billNos.split(",") : (billNos ?? []))
    .map((billNo) => billNo.trim())
    .filter(Boolean);

/**
 * The first thing wrong with a payment report, as the field and the sentence to show (the
 * amount against what is due is checked on the server); `today` is India's day.
 */
export function paymentReportProblem(
  report: z.output<typeof paymentReportSchema>,
  answers: BillsText["answers"],
  today: string,
): { field: "utr" | "amount" | "paidOn"; message: string } | undefined {
  const reference = normaliseReference(report.utr);
  if (!referenceShapes[report.mode].test(reference))
    return {
      field: "utr",
      message: report.mode === "upi" ? answers.badUtr : answers.badBankReference,
    };
  if (paiseOf(report.amount) === undefined) return { field: "amount", message: answers.badAmount };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(report.paidOn) || Number.isNaN(Date.parse(report.paidOn)))
    return { field: "paidOn", message: answers.badDate };
  if (report.paidOn > today) return { field: "paidOn", message: answers.future };
  return undefined;
}

/** `PATCH /api/admin/payments/{id}`. */
export const paymentDecisionSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("confirmed"), reason: z.string().max(0).optional() }),
  z.object({
    status: z.literal("rejected"),
    reason: z
      .string()
      .trim()
      .min(1, "Say why the payment is rejected: the customer reads it.")
      .max(MAX_REJECT_REASON_LENGTH),
  }),
]);

/** Staff's lists a page at a time, of MONEY_PAGE_SIZE. */
const page = {
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.literal(MONEY_PAGE_SIZE).catch(MONEY_PAGE_SIZE),
};

export const paymentsQuerySchema = z.object({
  status: z.enum(paymentStatuses).catch("reported"),
  ...page,
  q: z.string().trim().max(100).catch(""),
});

export const chaseQuerySchema = z.object({
  ...page,
  q: z.string().trim().max(100).catch(""),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day as YYYY-MM-DD.");
export const receiptsExportQuerySchema = z
  .object({ from: day, to: day, format: z.enum(["csv", "xlsx"]).default("csv") })
  .refine((query) => query.from <= query.to, "The first day cannot be after the last.");

/** The receipts export's columns, as the billing software's receipt import reads them. */
export const receiptColumns = [
  "Date",
  "Party Code",
  "Party Name",
  "Bill No",
  "Amount",
  "UTR",
  "Mode",
] as const;

export const aliasSchema = z.object({
  customerId: z.string().uuid(),
  name: z.string().trim().min(1).max(200),
});

/** A problem in an uploaded report, by row, quoting it (row 0: about the whole report). */
const findingSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
  quote: z.string(),
});

const partySchema = z.object({
  name: z.string(),
  code: z.string(),
  bills: z.number(),
  pending: z.number(),
  customerId: z.string().nullable(),
  shopName: z.string().nullable(),
  by: z.enum(["code", "alias", "name"]).nullable(),
});
export type OutstandingParty = z.infer<typeof partySchema>;

const outstandingCheckSchema = z.object({
  asOf: z.string(),
  /** Whether "as of" was read from the report's titles (else the upload day, or staff's). */
  asOfFrom: z.enum(["titles", "upload", "staff"]),
  headerRow: z.number(),
  rows: z.number(),
  bills: z.number(),
  total: z.number(),
  skipped: z.record(z.string(), z.number()),
  parties: z.object({ matched: z.array(partySchema), unmatched: z.array(partySchema) }),
  errors: z.array(findingSchema),
  errorCount: z.number(),
  warnings: z.array(findingSchema),
  warningCount: z.number(),
  preview: z.array(
    z.object({
      party: z.string(),
      code: z.string(),
      billNo: z.string(),
      date: z.string(),
      pending: z.number(),
      dueOn: z.string().nullable(),
    }),
  ),
});
export type OutstandingCheck = z.infer<typeof outstandingCheckSchema>;

export const outstandingUploadAnswerSchema = z.discriminatedUnion("success", [
  outstandingCheckSchema.extend({ success: z.literal(true), version: z.number().optional() }),
  outstandingCheckSchema.partial().extend({ success: z.literal(false), error: z.string() }),
]);

const chasePartySchema = z.object({
  customerId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  bills: z.number(),
  pending: z.number(),
  overdue: z.number(),
  oldestDays: z.number(),
  reminder: z
    .object({
      text: z.string(),
      whatsappUrl: z.string().nullable(),
      mailtoUrl: z.string().nullable(),
    })
    .nullable(),
});
export type ChaseParty = z.infer<typeof chasePartySchema>;

export const chaseListSchema = z.object({
  success: z.literal(true),
  asOf: z.string().nullable(),
  total: z.number(),
  page: z.number(),
  pageSize: z.literal(MONEY_PAGE_SIZE),
  parties: z.array(chasePartySchema),
});

const adminPaymentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  shopName: z.string(),
  code: z.string(),
  mode: z.enum(paymentModes),
  utr: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  bills: z.array(z.object({ billNo: z.string(), amount: z.number() })),
  status: z.enum(paymentStatuses),
  reason: z.string(),
  reportedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  exportedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  page: z.number(),
  pageSize: z.literal(MONEY_PAGE_SIZE),
  payments: z.array(adminPaymentSchema),
});

const billSchema = z.object({
  billNo: z.string(),
  date: z.string(),
  amount: z.number().nullable(),
  pending: z.number(),
  due: z.number(),
  dueOn: z.string(),
  overdueDays: z.number(),
  payment: z
    .object({
      status: z.enum(paymentStatuses),
      amount: z.number(),
      utr: z.string(),
      reportedAt: z.string(),
      reason: z.string(),
    })
    .nullable(),
  invoice: z.object({ url: z.string() }).nullable(),
});
export type AccountBill = z.infer<typeof billSchema>;

const payLinkSchema = z.object({
  upiUrl: z.string(),
  amount: z.number(),
  note: z.string(),
  billNos: z.array(z.string()),
});
export type PayLink = z.infer<typeof payLinkSchema>;

/** `GET /api/account/bills` (`?pay=` a comma-separated choice of bills for `pay`). */
export const accountBillsSchema = z.object({
  success: z.literal(true),
  asOf: z.string().nullable(),
  total: z.number(),
  overdue: z.number(),
  ageing: z.object({
    d0_30: z.number(),
    d31_60: z.number(),
    d61_90: z.number(),
    d90_plus: z.number(),
  }),
  bills: z.array(billSchema),
  pay: payLinkSchema.nullable(),
  /** How the customer may pay: the UPI id, the largest UPI link, the bank details. */
  paying: z.object({
    upiId: z.string().nullable(),
    upiMax: z.number().nullable(),
    bankDetails: z.string().nullable(),
  }),
  credit: z.object({ limit: z.number(), left: z.number() }).nullable(),
  /** Every invoice copy of the customer's, newest first (paid bills' too). */
  invoices: z.array(z.object({ billNo: z.string(), uploadedAt: z.string(), url: z.string() })),
  payments: z.array(
    z.object({
      id: z.string(),
      mode: z.enum(paymentModes),
      utr: z.string(),
      amount: z.number(),
      paidOn: z.string(),
      status: z.enum(paymentStatuses),
      reason: z.string(),
      reportedAt: z.string(),
    }),
  ),
});
export type AccountBills = z.infer<typeof accountBillsSchema>;

/** `POST /api/admin/invoices`: the files filed under a bill, and the others with why. */
export const invoiceUploadAnswerSchema = z.object({
  success: z.literal(true),
  matched: z.array(
    z.object({ file: z.string(), billNo: z.string(), customerId: z.string().nullable() }),
  ),
  unmatched: z.array(z.object({ file: z.string(), why: z.string() })),
});
export type InvoiceUploadAnswer = z.infer<typeof invoiceUploadAnswerSchema>;

/** `POST /api/admin/outstanding/aliases`: how many bills the link matched. */
export const linkedAnswerSchema = z.object({ success: z.literal(true), matched: z.number() });

export const paymentReportedSchema = z.object({ success: z.literal(true), id: z.string() });
