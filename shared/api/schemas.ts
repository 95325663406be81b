import { z } from "#shared/schemas/zod.ts";
import {
  adminSessionSchema,
  applicationListSchema,
  applicationQuerySchema,
  auditLogSchema,
  enquiryListSchema,
  listQuerySchema,
  loginSchema,
  signedInSchema,
  statusChangeSchema,
} from "#shared/schemas/admin.ts";
import {
  catalogueMatchQuerySchema,
  catalogueQuerySchema,
  catalogueUploadAnswerSchema,
  catalogueVersionsSchema,
} from "#shared/schemas/catalogue.ts";
import {
  contentAnswerSchema,
  contentImageSchema,
  contentPublishedSchema,
  contentVersionsSchema,
} from "#shared/schemas/content.ts";
import {
  accountMeSchema,
  accountSignInSchema,
  linkAnswerSchema,
  linkQuestionSchema,
  approveCustomerSchema,
  createCustomerSchema,
  customerDetailSchema,
  customerListSchema,
  customerQuerySchema,
  invitationSchema,
  partyCheckSchema,
  partyImportSchema,
  resetRequestSchema,
  setPasswordSchema,
  updateCustomerSchema,
} from "#shared/schemas/customers.ts";
import {
  accountListBodySchema,
  accountListSchema,
  adminOrderAnswerSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  customerOrderSchema,
  customerOrdersQuerySchema,
  customerOrdersSchema,
  dayExportQuerySchema,
  exportFormatSchema,
  orderPlacedSchema,
  placeOrderSchema,
  staffItemSearchSchema,
  staffOrderSchema,
  updateOrderSchema,
} from "#shared/schemas/orders.ts";
import {
  accountBillsSchema,
  adminPaymentsSchema,
  aliasSchema,
  chaseListSchema,
  chaseQuerySchema,
  linkedAnswerSchema,
  outstandingUploadAnswerSchema,
  invoiceUploadAnswerSchema,
  paymentDecisionSchema,
  paymentReportedSchema,
  paymentReportSchema,
  paymentsQuerySchema,
  receiptsExportQuerySchema,
} from "#shared/schemas/money.ts";
import { pasteAnswerSchema } from "#shared/schemas/order-message.ts";
import {
  accountReturnsSchema,
  adminReturnsSchema,
  returnDecisionSchema,
  returnRequestedSchema,
  returnsExportQuerySchema,
  returnsQuerySchema,
} from "#shared/schemas/returns.ts";
import type { ApiRouteName } from "./routes";

// The zod schemas of the API's queries, bodies and answers, by the route names of
// shared/api/routes.ts: the server parses queries and bodies with them, the admin pages check
// answers with them. Kept apart from the routes so that public pages build URLs without zod:
// the answers they read are checked by shared/api/public-answers.ts, and the forms' bodies by
// their own schemas in each language (shared/schemas/enquiry.ts, application.ts).

/** Every refusal: `{success: false, error}`, with field errors for a form. */
const refusalSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const apiSchemas = {
  catalogueSearch: { query: catalogueQuerySchema },
  catalogueMatches: { query: catalogueMatchQuerySchema },
  adminSignIn: {
    body: loginSchema,
    response: z.discriminatedUnion("success", [signedInSchema, refusalSchema]),
  },
  adminSession: { response: adminSessionSchema },
  listApplications: { query: applicationQuerySchema, response: applicationListSchema },
  setApplicationStatus: { body: statusChangeSchema },
  listEnquiries: { query: listQuerySchema, response: enquiryListSchema },
  setEnquiryStatus: { body: statusChangeSchema },
  uploadCatalogue: { response: catalogueUploadAnswerSchema },
  catalogueVersions: { response: catalogueVersionsSchema },
  uploadContentImage: {
    response: z.discriminatedUnion("success", [
      contentImageSchema.extend({ id: z.string().regex(/^[0-9a-f]{64}$/) }),
      refusalSchema,
    ]),
  },
  adminContent: { response: contentAnswerSchema },
  publishContent: {
    response: z.discriminatedUnion("success", [contentPublishedSchema, refusalSchema]),
  },
  contentVersions: { response: contentVersionsSchema },
  restoreContent: {
    response: z.discriminatedUnion("success", [contentPublishedSchema, refusalSchema]),
  },
  auditLog: { query: listQuerySchema, response: auditLogSchema },
  accountSignIn: { body: accountSignInSchema },
  setAccountPassword: { body: setPasswordSchema },
  accountLink: { body: linkQuestionSchema, response: linkAnswerSchema },
  resetAccountPassword: { body: resetRequestSchema },
  accountMe: { response: accountMeSchema },
  listCustomers: { query: customerQuerySchema, response: customerListSchema },
  createCustomer: { body: createCustomerSchema, response: invitationSchema },
  customer: { response: customerDetailSchema },
  updateCustomer: { body: updateCustomerSchema },
  approveCustomer: { body: approveCustomerSchema, response: invitationSchema },
  inviteCustomer: { response: invitationSchema },
  importCustomers: { response: z.union([partyCheckSchema, partyImportSchema]) },
  accountList: { response: accountListSchema },
  saveAccountList: { body: accountListBodySchema, response: accountListSchema },
  placeOrder: { body: placeOrderSchema, response: orderPlacedSchema },
  // JSON `{text}` (pasteBodySchema, adminPasteBodySchema) or a multipart form with the indent.
  parseOrderMessage: { response: pasteAnswerSchema },
  adminParseOrderMessage: { response: pasteAnswerSchema },
  customerOrders: { query: customerOrdersQuerySchema, response: customerOrdersSchema },
  customerOrder: { response: customerOrderSchema },
  adminOrders: { query: adminOrderQuerySchema, response: adminOrderListSchema },
  placeStaffOrder: { body: staffOrderSchema, response: orderPlacedSchema },
  adminCatalogueSearch: { query: catalogueQuerySchema, response: staffItemSearchSchema },
  exportOrdersOfDay: { query: dayExportQuerySchema },
  adminOrder: { response: adminOrderAnswerSchema },
  updateOrder: { body: updateOrderSchema },
  exportOrder: { query: exportFormatSchema },
  accountBills: { response: accountBillsSchema },
  reportPayment: { body: paymentReportSchema, response: paymentReportedSchema },
  uploadOutstanding: { response: outstandingUploadAnswerSchema },
  uploadInvoices: {
    response: z.discriminatedUnion("success", [invoiceUploadAnswerSchema, refusalSchema]),
  },
  chaseList: { query: chaseQuerySchema, response: chaseListSchema },
  linkPartyName: { body: aliasSchema, response: linkedAnswerSchema },
  adminPayments: { query: paymentsQuerySchema, response: adminPaymentsSchema },
  decidePayment: { body: paymentDecisionSchema },
  exportPayments: { query: receiptsExportQuerySchema },
  requestReturn: { response: returnRequestedSchema },
  accountReturns: { response: accountReturnsSchema },
  adminReturns: { query: returnsQuerySchema, response: adminReturnsSchema },
  decideReturn: { body: returnDecisionSchema },
  exportReturns: { query: returnsExportQuerySchema },
} satisfies {
  [Name in ApiRouteName]?: { query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };
};
