import { headerLookup, simplify } from "#server/sheets/header.server.ts";

// The columns of a bill-wise outstanding report: the names Tally, Marg and Busy give them.

export type BillField =
  | "partyName"
  | "partyCode"
  | "billNo"
  | "billDate"
  | "amount"
  | "pending"
  | "debit"
  | "credit"
  | "side"
  | "dueOn"
  | "overdueDays";

/** Header names as the reports spell them, compared without case, spaces or punctuation. */
const headerNames: Record<BillField, string[]> = {
  partyName: [
    "partysname",
    "partyname",
    "party",
    "nameofparty",
    "customer",
    "customername",
    "accountname",
    "acname",
    "ledgername",
    "ledger",
    "particulars",
    "name",
  ],
  partyCode: ["code", "partycode", "custcode", "customercode", "accode", "acccode", "ledgercode"],
  billNo: [
    "refno",
    "ref",
    "refnumber",
    "billno",
    "billnumber",
    "bill",
    "invoiceno",
    "invoicenumber",
    "invno",
    "vchno",
    "voucherno",
    "vouchernumber",
    "docno",
  ],
  billDate: ["date", "billdate", "invoicedate", "invdate", "vchdate", "voucherdate", "docdate"],
  amount: ["openingamount", "billamount", "billamt", "amount", "invoiceamount", "invamt"],
  pending: [
    "pendingamount",
    "pending",
    "pendingamt",
    "balance",
    "balanceamount",
    "balamt",
    "bal",
    "outstanding",
    "outstandingamount",
    "dueamount",
    "closingbalance",
  ],
  debit: ["debit", "dr", "dramount", "debitamount"],
  credit: ["credit", "cr", "cramount", "creditamount"],
  side: ["drcr", "type"],
  dueOn: ["dueon", "duedate", "duedt"],
  overdueDays: ["overduebydays", "overdue", "overduedays", "daysoverdue", "days"],
};
export const fieldNames: Record<BillField, string> = {
  partyName: "party's name",
  partyCode: "party code",
  billNo: "bill number",
  billDate: "bill date",
  amount: "bill amount",
  pending: "pending amount",
  debit: "debit",
  credit: "credit",
  side: "Dr/Cr",
  dueOn: "due date",
  overdueDays: "overdue days",
};
const fieldNamed = headerLookup(headerNames);

/** A party's name as matched: case, spaces, punctuation and a leading "M/s" do not count. */
export const partyKey = (name: string) =>
  simplify(
    name
      .normalize("NFKC")
      .replace(/^\s*(m\s*\/\s*s\.?|messrs\.?)\s+/i, "")
      .replace(/&/g, " and "),
  );

/** Which column holds each field, by the usual names (the first of each). */
export function mapColumns(header: string[]) {
  const columns: Partial<Record<BillField, number>> = {};
  header.forEach((cell, index) => {
    const field = fieldNamed(cell);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing: string[] = [];
  if (columns.billNo === undefined) missing.push(fieldNames.billNo);
  if (columns.billDate === undefined) missing.push(fieldNames.billDate);
  if (columns.partyName === undefined && columns.partyCode === undefined)
    missing.push(fieldNames.partyName);
  if (
    [columns.pending, columns.debit, columns.credit, columns.amount].every((c) => c === undefined)
  )
    missing.push(fieldNames.pending);
  return { columns, missing };
}

export const headerScore = (cells: string[]) => new Set(cells.map(fieldNamed).filter(Boolean)).size;
