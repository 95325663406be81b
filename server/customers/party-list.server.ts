import {
  CUSTOMER_LIMITS,
  HEADER_SCAN_ROWS,
  MAX_PARTY_ROWS,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
} from "#shared/limits.ts";
import { z } from "#shared/schemas/zod.ts";
import {
  createCustomerSchema,
  isGstin,
  loginMobile,
  looksLikeLandline,
  type NewCustomer,
  type PartyPreview,
} from "#shared/schemas/customers.ts";
import { headerLookup, repeatsHeader } from "#server/sheets/header.server.ts";
import { UnreadableFile, type Sheet } from "#server/sheets/sheet.server.ts";

// The billing software's party list (docs/operations.md, "Your existing customers"), read with
// the catalogue's file readers: title rows above the header, repeated headers, several
// address or licence columns. Rows are checked here; what they do to the customers is decided
// against the database in party-import.server.ts.

type PartyField =
  "code" | "shopName" | "contactName" | "phone" | "email" | "gstin" | "drugLicence" | "address";

/** Header names as party lists spell them, compared without case, spaces or punctuation. */
const headerNames: Record<PartyField, string[]> = {
  code: [
    "code",
    "partycode",
    "partyid",
    "custcode",
    "customercode",
    "acccode",
    "accountcode",
    "accode",
    "ledgercode",
    "pcode",
    "partyno",
  ],
  shopName: [
    "name",
    "partyname",
    "party",
    "customername",
    "customer",
    "accountname",
    "acname",
    "ledgername",
    "nameofledger",
    "nameofparty",
    "firmname",
    "shopname",
  ],
  contactName: ["contactperson", "contact", "contactname", "proprietor", "owner", "person"],
  phone: [
    "mobile",
    "mobileno",
    "mobilenumber",
    "mob",
    "mobno",
    "phone",
    "phoneno",
    "phonenumber",
    "contactno",
    "contactnumber",
    "cell",
    "telephone",
    "tel",
    "whatsapp",
    "whatsappno",
  ],
  email: ["email", "emailid", "emailaddress", "mail", "mailid"],
  gstin: ["gstin", "gstno", "gstnumber", "gstinno", "gstinuin", "gstnouin", "gst"],
  drugLicence: [
    "dlno",
    "dl",
    "dlnumber",
    "druglicence",
    "druglicense",
    "druglicenceno",
    "druglicenseno",
    "druglic",
    "druglicno",
    "dl1",
    "dl2",
    "dlno1",
    "dlno2",
    "20b",
    "21b",
    "dlno20b",
    "dlno21b",
  ],
  address: [
    "address",
    "address1",
    "address2",
    "address3",
    "add1",
    "add2",
    "add3",
    "addr",
    "addr1",
    "addr2",
    "city",
    "town",
    "area",
    "station",
    "place",
    "district",
    "pin",
    "pincode",
  ],
};
const fieldNamed = headerLookup(headerNames);

/** The row (1-based) within the first rows that names the most party columns. */
function findHeader(rows: string[][]) {
  let best = { row: 0, score: 0 };
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const score = new Set((rows[index] ?? []).map(fieldNamed)).size;
    const named = (rows[index] ?? []).filter((cell) => fieldNamed(cell) !== undefined).length;
    if (named > best.score && score > 1) best = { row: index + 1, score: named };
  }
  return best.row;
}

export type PartyRow = { row: number; fields: NewCustomer };
export type RowProblem = { row: number; message: string };
export type PartyRows = {
  sheet: string;
  headerRow: number;
  rows: PartyRow[];
  /** Data rows read (blank ones and repeated headers left out). */
  read: number;
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** A party list often names no contact person, and its phone may be any note. */
const partySchema = createCustomerSchema.extend({
  contactName: z.string().trim().max(MAX_NAME_LENGTH).default(""),
  phone: z.string(),
});

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const joined = (cells: string[]) => [...new Set(cells.filter(Boolean))].join(", ");

/** Reads and checks the party list's rows: the first sheet whose header names a code and a name. */
export function readPartyRows(sheets: Sheet[]): PartyRows {
  const found = sheets
    .map((sheet) => ({ sheet, headerRow: findHeader(sheet.rows) }))
    .find(({ sheet, headerRow }) => {
      const fields = (sheet.rows[headerRow - 1] ?? []).map(fieldNamed);
      return headerRow > 0 && fields.includes("code") && fields.includes("shopName");
    });
  if (!found)
    throw new UnreadableFile(
      400,
      "No header row names the party code and the party name. Please export the party list with its column headings (for example Code, Party Name, Mobile, Email, GSTIN, DL No, Address).",
    );
  const { sheet, headerRow } = found;
  const header = sheet.rows[headerRow - 1]!;
  const columns = header.map(fieldNamed);
  const result: PartyRows = {
    sheet: sheet.name,
    headerRow,
    rows: [],
    read: 0,
    errors: [],
    warnings: [],
  };
  const codes = new Map<string, number>();

  for (let index = headerRow; index < sheet.rows.length; index++) {
    const cells = (sheet.rows[index] ?? []).map((cell) => cell.trim());
    const row = index + 1;
    if (cells.every((cell) => cell === "") || repeatsHeader(cells, header)) continue;
    result.read += 1;
    if (result.read > MAX_PARTY_ROWS)
      throw new UnreadableFile(
        413,
        `The party list has more than ${MAX_PARTY_ROWS.toLocaleString("en-IN")} rows. Please split it.`,
      );
    const of = (field: PartyField) =>
      cells.filter((_, i) => columns[i] === field && cells[i] !== "");
    const problem = (list: RowProblem[], message: string) => list.push({ row, message });

    const code = of("code")[0] ?? "";
    const shopName = of("shopName")[0] ?? "";
    if (!code) {
      problem(
        result.errors,
        `Row ${row} has no party code. Every row needs the billing software's code.`,
      );
      continue;
    }
    const first = codes.get(code);
    if (first) {
      problem(result.errors, `Row ${row} repeats the party code ${code} of row ${first}.`);
      continue;
    }
    codes.set(code, row);
    if (!shopName) {
      problem(result.errors, `Row ${row} (code ${code}) has no party name.`);
      continue;
    }
    // A mobile before a landline whose digits happen to read as one, if the row has both.
    const phones = of("phone");
    const phone =
      phones.find((cell) => loginMobile(cell) && !looksLikeLandline(cell)) ??
      phones.find((cell) => loginMobile(cell)) ??
      phones[0] ??
      "";
    const mobile = loginMobile(phone);
    if (mobile && looksLikeLandline(phone))
      problem(
        result.warnings,
        `Row ${row} (code ${code}): the phone ${phone} starts with 0 and an STD code, as a landline does, yet reads as the mobile ${mobile}, which would become the customer's sign-in. If it is a landline, give the customer's mobile instead.`,
      );
    let email = (of("email")[0] ?? "").toLowerCase();
    let gstin = (of("gstin")[0] ?? "").toUpperCase().replace(/\s/g, "");
    if (gstin && !isGstin(gstin)) {
      problem(
        result.warnings,
        `Row ${row} (code ${code}): the GSTIN ${gstin} is not valid and was left out.`,
      );
      gstin = "";
    }
    if (email && !emailShape.test(email)) {
      problem(
        result.warnings,
        `Row ${row} (code ${code}): the email ${email} is not valid and was left out.`,
      );
      email = "";
    }
    const parsed = partySchema.safeParse({
      shopName,
      contactName: of("contactName")[0] ?? "",
      phone: phone.slice(0, MAX_PHONE_LENGTH),
      email,
      code,
      address: joined(of("address")).slice(0, CUSTOMER_LIMITS.address),
      drugLicence: joined(of("drugLicence")).slice(0, CUSTOMER_LIMITS.drugLicence),
      gstin,
    });
    if (!parsed.success) {
      problem(result.errors, `Row ${row} (code ${code}): ${parsed.error.issues[0]!.message}`);
      continue;
    }
    const fields = parsed.data;
    if (!mobile && !email)
      problem(
        result.warnings,
        `Row ${row} (code ${code}) has no mobile number or email: the customer cannot sign in until staff add one.`,
      );
    result.rows.push({ row, fields });
  }
  return result;
}

export const previewOf = (row: PartyRow, action: PartyPreview["action"]): PartyPreview => ({
  row: row.row,
  code: row.fields.code,
  shopName: row.fields.shopName,
  contactName: row.fields.contactName,
  phone: row.fields.phone,
  email: row.fields.email,
  gstin: row.fields.gstin,
  drugLicence: row.fields.drugLicence,
  address: row.fields.address,
  action,
});
