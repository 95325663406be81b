import { patchSchema, z } from "#shared/schemas/zod.ts";
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  CUSTOMER_LIMITS,
} from "#shared/limits.ts";
import { locales } from "#shared/site-paths.ts";
import type { AccountValidation } from "#shared/content/en/account.ts";
import { listPageSchema, listQuerySchema } from "./admin";
import { antiSpamFields, personFields, type ValidationMessages } from "./fields";

// Trade customers (docs/product.md#trade-customers): the request form, the customer's own
// session calls and the staff's customer list, in one contract the server and both sides'
// pages read.

/**
 * Where a customer stands: asked for an account (`requested`), made or approved by staff and
 * sent a link but without a password yet (`invited`), signed in at least once with a password
 * (`active`), stopped by staff (`disabled`), or turned down (`rejected`).
 */
export const customerStatuses = ["requested", "invited", "active", "disabled", "rejected"] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerStatusLabels: Record<CustomerStatus, string> = {
  requested: "Requested",
  invited: "Invited",
  active: "Active",
  disabled: "Disabled",
  rejected: "Rejected",
};

/**
 * The mobile a customer signs in with: the phone's digits without a leading +91, 91 or 0,
 * when that leaves 10 digits starting with 6–9. Any other phone is a contact phone only.
 */
export function loginMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, "").replace(/^(?:91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/**
 * A phone written as a landline is: the trunk 0 and an STD code of 2 to 4 digits set apart
 * ("0671 230 4567", "011-2345 6789", "(06723) 45678"). Its digits may still read as a mobile
 * (Cuttack's 0671 then 2…), which is why an import says so.
 */
export const looksLikeLandline = (phone: string) => /^\s*\(?0\d{2,4}[)\s/-]/.test(phone);

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A GSTIN: state code, PAN, entity number, a letter or digit, and the check character
 * computed over the first fourteen (the GST network's mod-36 scheme). Any state code.
 */
export function isGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return value[14] === GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** No control characters: a name or address goes into mails, CSV and the billing software. */
const plain = (text: string) => !/\p{Cc}/u.test(text);

/**
 * Invisible format characters (Unicode's Cf: bidi overrides and isolates, marks, zero-width
 * spaces), which can make a shop's name read backwards in a mail's subject or hide what a field
 * holds. The zero-width non-joiner and joiner stay: Odia and Hindi spelling uses them.
 */
const invisibleCharacter = /(?![\u200C\u200D])\p{Cf}/u;
export const hasInvisibleCharacters = (text: string) => invisibleCharacter.test(text);

/**
 * A trimmed text of at most `max` characters, without control or invisible format characters;
 * empty is allowed (required fields say so).
 */
const text = (max: number, message: string, invisible: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(plain, message)
    .refine((value) => !hasInvisibleCharacters(value), invisible);

/** The drug licence field: one or more numbers separated by commas. */
const drugLicenceText = (message: string, invisible: string) =>
  text(CUSTOMER_LIMITS.drugLicence, message, invisible).refine(
    (value) => value === "" || value.split(",").every((part) => part.trim() !== ""),
    message,
  );

const gstinText = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s/g, ""))
    .refine((value) => value === "" || isGstin(value), message);

/**
 * The request-access form (`POST /api/account/request`), with its messages in one language.
 * A hospital may leave the drug licence empty; everyone else gives theirs.
 */
export function accessRequestSchemaFor(v: ValidationMessages & AccountValidation) {
  const { email, phone, consent, locale } = personFields(v);
  // A missing field says the same as an empty one, in the form's language.
  const required = (max: number, tooLong: string, missing: string) =>
    z
      .string({ error: missing })
      .pipe(text(max, tooLong, v.invisibleCharacters))
      .pipe(z.string().min(1, missing));
  return z
    .object({
      shopName: required(CUSTOMER_LIMITS.shopName, v.shopNameTooLong, v.shopNameRequired),
      contactName: required(MAX_NAME_LENGTH, v.nameTooLong, v.nameRequired),
      phone,
      email,
      address: required(CUSTOMER_LIMITS.address, v.addressTooLong, v.addressRequired),
      /** "on" from a ticked box, true from an API client. */
      hospital: z
        .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
        .optional()
        .transform((value) => value === true || value === "on" || value === "true"),
      drugLicence: drugLicenceText(v.drugLicenceInvalid, v.invisibleCharacters).default(""),
      gstin: gstinText(v.gstinInvalid).default(""),
      consent,
      locale,
      ...antiSpamFields,
    })
    .refine((request) => request.hospital || request.drugLicence !== "", {
      path: ["drugLicence"],
      message: v.drugLicenceRequired,
      // Said with the other fields' problems, not in a second round once they are fixed.
      when: ({ issues }) =>
        !issues.some((issue) => ["drugLicence", "hospital"].includes(String(issue.path?.[0]))),
    });
}
export type AccessRequest = z.output<ReturnType<typeof accessRequestSchemaFor>>;

/** No NUL characters: PostgreSQL text cannot hold them. */
const noNul = /^[^\0]*$/;

export const accountSignInSchema = z.object({
  login: z.string().trim().min(1).max(MAX_EMAIL_LENGTH).regex(noNul),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH).regex(noNul),
  locale: z.enum(locales).optional().catch(undefined),
});
export const setPasswordSchema = z.object({
  token: z.string().min(1).max(200).regex(noNul),
  password: z.string().max(MAX_PASSWORD_LENGTH).regex(noNul),
  /** Ticked when the customer was made by staff or by import: they accept the privacy notice here. */
  consent: z.union([z.literal(true), z.literal("on"), z.literal("true")]).optional(),
  locale: z.enum(locales).optional().catch(undefined),
});
/** `POST /api/account/link`: what an invitation or reset link is for, without using it. */
export const linkQuestionSchema = setPasswordSchema.pick({ token: true, locale: true });
export const linkAnswerSchema = z.object({
  success: z.literal(true),
  shopName: z.string(),
  /** The login the password will go with, masked ("94•••••222", "s•••@example.com"); "" if none. */
  login: z.string(),
});
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

export const resetRequestSchema = z.object({
  login: z.string().trim().min(1).max(MAX_EMAIL_LENGTH).regex(noNul),
  locale: z.enum(locales).optional().catch(undefined),
});

/** `GET /api/account/me`. */
export const accountMeSchema = z.object({
  success: z.literal(true),
  customer: z.object({
    code: z.string(),
    shopName: z.string(),
    contactName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type AccountMe = z.infer<typeof accountMeSchema>;

/** A customer as the staff's list shows one. */
export const customerRowSchema = z.object({
  id: z.string(),
  status: z.enum(customerStatuses),
  code: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  drugLicence: z.string(),
  gstin: z.string(),
  hospital: z.boolean(),
  locale: z.enum(locales),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /**
   * When the customer's newest invitation link stops working, or stopped (an expired one is
   * kept, so the list can say so); null when none was made or it was used or ended.
   */
  linkExpiresAt: z.string().nullable(),
  /** Kept aside as spam (a request that tripped the form's spam signals). */
  spam: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/**
 * A customer's own credit term (docs/product.md#credit): a number, `null` for the owner's
 * default, or "none" for no check.
 */
const creditTerm = (number: z.ZodNumber, message: string) =>
  z.union([z.literal("none"), number, z.null()], { error: message });
export const creditTermsSchema = {
  /** The most the customer may owe, in rupees, with GST. */
  creditLimit: creditTerm(
    z.number().min(0).max(10_00_00_00_000),
    'Give the credit limit in rupees (0 to ₹10,00,00,00,000), null for the owner\'s default, or "none" for no limit.',
  ),
  /** The most days a bill may be overdue when an order is placed. */
  maxOverdueDays: creditTerm(
    z.number().int().min(0).max(3650),
    'Give the overdue age in whole days (0 to 3650), null for the owner\'s default, or "none" for no check.',
  ),
};
export type CreditTerm = z.infer<(typeof creditTermsSchema)["creditLimit"]>;

/** One customer, with what the details panel adds. */
export const customerDetailSchema = z.object({
  success: z.literal(true),
  customer: customerRowSchema.extend({
    /** Where the customer came from. */
    source: z.enum(["request", "staff", "import"]),
    passwordSet: z.boolean(),
    consentedAt: z.string().nullable(),
    erasedAt: z.string().nullable(),
    /** How many sessions are open. */
    sessions: z.number(),
    /** Their own credit terms: a number, null (the owner's default) or "none" (no check). */
    creditLimit: creditTermsSchema.creditLimit,
    maxOverdueDays: creditTermsSchema.maxOverdueDays,
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>["customer"];

/** The lists' search, page and spam filter, with the customers' own statuses. */
export const customerQuerySchema = listQuerySchema
  .pick({ q: true, page: true, pageSize: true, spam: true })
  .extend({ status: z.enum(customerStatuses).optional().catch(undefined) });
export type CustomerQuery = z.output<typeof customerQuerySchema>;

export const customerListSchema = listPageSchema({ customers: z.array(customerRowSchema) });

/** The staff's messages (the admin is in English). */
const staff = {
  shopName: "Please enter the shop's or hospital's name.",
  contactName: "Please enter the contact person's name.",
  phone: "Please enter a phone number of 7 to 15 digits.",
  email: "Please enter a valid email address, like name@example.com.",
  code: "Please keep the party code under 40 characters, without spaces at either end.",
  text: "Please keep it shorter and without control characters.",
  invisible: "Please remove the invisible formatting characters (such as a right-to-left mark).",
  gstin: "This GSTIN is not valid: check its 15 characters.",
  locale: "Please choose English, Odia or Hindi.",
};

const staffText = (max: number, message: string) => text(max, message, staff.invisible);
const staffFields = {
  shopName: staffText(CUSTOMER_LIMITS.shopName, staff.shopName).pipe(
    z.string().min(1, staff.shopName),
  ),
  contactName: staffText(MAX_NAME_LENGTH, staff.contactName),
  phone: z
    .string()
    .trim()
    .max(MAX_PHONE_LENGTH, staff.phone)
    .refine((value) => value === "" || /^\+?[0-9(][0-9 ()-]*$/.test(value), staff.phone)
    .refine((value) => value === "" || value.replace(/\D/g, "").length >= 7, staff.phone),
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, staff.email)
    .refine((value) => value === "" || z.email().safeParse(value).success, staff.email),
  code: staffText(CUSTOMER_LIMITS.code, staff.code),
  address: staffText(CUSTOMER_LIMITS.address, staff.text),
  drugLicence: drugLicenceText(staff.text, staff.invisible),
  gstin: gstinText(staff.gstin),
  locale: z.enum(locales, { error: staff.locale }),
};

/** `POST /api/admin/customers`: staff make a customer they know. */
export const createCustomerSchema = z.object({
  shopName: staffFields.shopName,
  contactName: staffFields.contactName.pipe(z.string().min(1, staff.contactName)),
  phone: staffFields.phone.pipe(z.string().min(1, staff.phone)),
  email: staffFields.email.default(""),
  code: staffFields.code.default(""),
  address: staffFields.address.default(""),
  drugLicence: staffFields.drugLicence.default(""),
  gstin: staffFields.gstin.default(""),
  hospital: z.boolean().default(false),
  locale: staffFields.locale.default("en"),
});
export type NewCustomer = z.output<typeof createCustomerSchema>;

/** `PATCH /api/admin/customers/{id}`: any of the fields; status moves have their own routes. */
export const updateCustomerSchema = patchSchema({
  ...createCustomerSchema.shape,
  // An imported party may have neither: staff may leave them empty.
  contactName: staffFields.contactName,
  phone: staffFields.phone,
}).extend({
  creditLimit: creditTermsSchema.creditLimit.optional(),
  maxOverdueDays: creditTermsSchema.maxOverdueDays.optional(),
});
export type CustomerChanges = z.output<typeof updateCustomerSchema>;

export const approveCustomerSchema = z.object({ code: staffFields.code.optional() }).strict();

/** What staff send the customer: the link, and a prefilled message in the customer's language. */
export const invitationSchema = z.object({
  success: z.literal(true),
  id: z.string().optional(),
  inviteUrl: z.string(),
  invitation: z.object({ subject: z.string(), text: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A party-list row as the dry run previews it. */
const partyPreviewSchema = z.object({
  row: z.number(),
  code: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  gstin: z.string(),
  drugLicence: z.string(),
  address: z.string(),
  /** What publishing would do with the row. */
  action: z.enum(["create", "update"]),
});
export type PartyPreview = z.infer<typeof partyPreviewSchema>;

const rowProblemSchema = z.object({ row: z.number(), message: z.string() });

/** `POST /api/admin/customers/import?dryRun=1`. */
export const partyCheckSchema = z.object({
  success: z.literal(true),
  rows: z.number(),
  headerRow: z.number(),
  sheet: z.string(),
  errors: z.array(rowProblemSchema),
  warnings: z.array(rowProblemSchema),
  preview: z.array(partyPreviewSchema),
  /** How many rows would make new customers and update existing ones. */
  creates: z.number(),
  updates: z.number(),
});
export type PartyCheck = z.infer<typeof partyCheckSchema>;

/** `POST /api/admin/customers/import`: what the import did. */
export const partyImportSchema = z.object({
  success: z.literal(true),
  created: z.number(),
  updated: z.number(),
});
