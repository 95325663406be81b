import { randomBytes } from "node:crypto";
import { INVOICE_RETENTION_DAYS, INVOICE_WAIT_DAYS } from "#shared/limits.ts";
import type { Db } from "#server/db/database.server.ts";
import { billKey } from "./bill-figures.server";
import type { InvoiceFile } from "./invoice-files.server";
import { pdfTextReader } from "./pdf-text.server";

// Invoice copies (docs/product.md#invoice-copies): each PDF matched to a bill of the kept
// outstanding reports by the bill number in its file name, else in its text, and so to the
// party and its customer. Never attached by guess: a file naming no known bill, or several, is
// listed with why. A file whose name gives a bill number no report has yet waits 30 days and is
// matched again at each publish.

/** A bill of the kept reports, as a copy is filed under it. */
type KnownBill = { billNo: string; partyKey: string; partyCode: string; customerId: string | null };

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The kept reports' bills by bill number as compared (without case, spaces, /, - or _). */
async function knownBills(db: Db) {
  const rows = await db
    .selectFrom("outstanding_bills")
    .select(["bill_no", "party_key", "party_code", "customer_id"])
    .orderBy("report_version", "desc")
    .execute();
  const known = new Map<string, KnownBill[]>();
  for (const row of rows) {
    const key = billKey(row.bill_no);
    const bills = known.get(key) ?? [];
    // The same bill in both reports is one bill (the newer report's party first).
    if (!bills.some((bill) => bill.partyKey === row.party_key && bill.partyCode === row.party_code))
      bills.push({
        billNo: row.bill_no,
        partyKey: row.party_key,
        partyCode: row.party_code,
        customerId: row.customer_id,
      });
    known.set(key, bills);
  }
  return known;
}

/** A file name's parts that may be a bill number: the whole name, and its pieces between `_`. */
function nameParts(file: string) {
  const stem = (file.split(/[/\\]/).at(-1) ?? file).replace(/\.pdf$/i, "");
  return [stem, ...stem.split(/_+/)].map((part) => part.trim()).filter(Boolean);
}

/** The distinct bills among `keys`. */
function billsAmong(keys: Iterable<string>, known: Map<string, KnownBill[]>) {
  const found = new Map<string, KnownBill>();
  for (const key of keys)
    for (const bill of known.get(key) ?? [])
      found.set(`${bill.partyKey} ${bill.partyCode} ${key}`, bill);
  return [...found.values()];
}

const label = /\b(bill|invoice|inv|vch|voucher)\b/i;
const trimmed = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * The known bills a PDF's text names: a bill number written whole or in up to three pieces
 * ("SB / 1234"). A number of digits alone is everywhere on an invoice (amounts, a PIN code), so
 * it counts only after the words bill, invoice or voucher.
 */
export function billsInText(text: string, known: Map<string, KnownBill[]>) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const keys = new Set<string>();
  for (let at = 0; at < tokens.length; at++)
    for (let length = 1; length <= 3 && at + length <= tokens.length; length++) {
      const key = billKey(trimmed(tokens.slice(at, at + length).join("")));
      if (!key || !known.has(key)) continue;
      if (/^\d+$/.test(key) && !label.test(tokens.slice(Math.max(0, at - 4), at).join(" ")))
        continue;
      keys.add(key);
    }
  return billsAmong(keys, known);
}

export const billsInName = (file: string, known: Map<string, KnownBill[]>) =>
  billsAmong(
    nameParts(file).map((part) => billKey(part)),
    known,
  );

/** The bill number a file name seems to give (its last piece with a digit), for a file that waits. */
const nameBillNo = (file: string) =>
  nameParts(file)
    .slice(1)
    .reverse()
    .find((part) => /\d/.test(part) && part.length <= 40);

export type Filed = { file: string; billNo: string; customerId: string | null };
export type Unfiled = { file: string; why: string };

const listNames = (bills: KnownBill[]) =>
  bills
    .slice(0, 5)
    .map((bill) => bill.billNo)
    .join(", ");

/** Files each of `files` under its bill, or says why not. */
export async function fileInvoices(db: Db, files: InvoiceFile[], by: string) {
  const known = await knownBills(db);
  const reader = pdfTextReader();
  const matched: Filed[] = [];
  const unmatched: Unfiled[] = [];
  try {
    for (const { file, content } of files) {
      let bills = billsInName(file, known);
      if (bills.length === 0) {
        const text = await reader.read(content);
        if (text === undefined) {
          unmatched.push({
            file,
            why: "Its text could not be read, and its name gives no bill of the outstanding report.",
          });
          continue;
        }
        bills = billsInText(text, known);
      }
      if (bills.length > 1) {
        unmatched.push({
          file,
          why: `It names several bills (${listNames(bills)}): not attached to any.`,
        });
        continue;
      }
      const [bill] = bills;
      if (bill) {
        await store(db, { file, content, by }, bill, new Date().toISOString());
        matched.push({ file, billNo: bill.billNo, customerId: bill.customerId });
        continue;
      }
      const waitingFor = nameBillNo(file);
      if (waitingFor) {
        const waiting = { billNo: waitingFor, partyKey: "", partyCode: "", customerId: null };
        await store(db, { file, content, by }, waiting, null);
        unmatched.push({
          file,
          why: `No bill ${waitingFor} is in the outstanding report yet: kept ${INVOICE_WAIT_DAYS} days and matched when a report has it.`,
        });
      } else
        unmatched.push({
          file,
          why: "No bill number of the outstanding report is in its name or its text.",
        });
    }
  } finally {
    reader.close();
  }
  return { matched, unmatched };
}

/** Keeps a copy under its bill; a newer upload of the same party's bill replaces the older. */
async function store(
  db: Db,
  upload: { file: string; content: Buffer; by: string },
  bill: KnownBill,
  matchedAt: string | null,
) {
  const row = {
    bill_key: billKey(bill.billNo),
    bill_no: bill.billNo.slice(0, 60),
    party_key: bill.partyKey,
    party_code: bill.partyCode,
    customer_id: bill.customerId,
    file_name: upload.file.slice(0, 300),
    content: new Uint8Array(upload.content),
    bytes: upload.content.length,
    matched_at: matchedAt,
    uploaded_at: new Date().toISOString(),
    uploaded_by: upload.by,
  };
  await db
    .insertInto("invoice_copies")
    .values({ id: randomBytes(18).toString("base64url"), ...row })
    .onConflict((conflict) =>
      conflict.columns(["party_key", "party_code", "bill_key"]).doUpdateSet(row),
    )
    .execute();
}

/**
 * After a publish, or a party linked to a customer: files that waited are matched to the bills
 * the reports now have, copies learn their party's customer, and files that waited too long go.
 */
export async function rematchInvoices(db: Db) {
  const known = await knownBills(db);
  const waiting = await db
    .selectFrom("invoice_copies")
    .select(["id", "bill_key"])
    .where("matched_at", "is", null)
    .execute();
  for (const copy of waiting) {
    const bills = known.get(copy.bill_key) ?? [];
    if (bills.length !== 1) continue;
    const [bill] = bills as [KnownBill];
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("invoice_copies")
        .where("party_key", "=", bill.partyKey)
        .where("party_code", "=", bill.partyCode)
        .where("bill_key", "=", copy.bill_key)
        .execute();
      await trx
        .updateTable("invoice_copies")
        .set({
          bill_no: bill.billNo,
          party_key: bill.partyKey,
          party_code: bill.partyCode,
          customer_id: bill.customerId,
          matched_at: new Date().toISOString(),
        })
        .where("id", "=", copy.id)
        .execute();
    });
  }
  const customers = await db
    .selectFrom("outstanding_bills")
    .select(["party_key", "party_code", "customer_id"])
    .distinct()
    .where("customer_id", "is not", null)
    .execute();
  for (const party of customers)
    await db
      .updateTable("invoice_copies")
      .set({ customer_id: party.customer_id })
      .where("customer_id", "is", null)
      .where("matched_at", "is not", null)
      .where("party_key", "=", party.party_key)
      .where("party_code", "=", party.party_code)
      .execute();
  await db
    .deleteFrom("invoice_copies")
    .where("matched_at", "is", null)
    .where("uploaded_at", "<", daysAgo(INVOICE_WAIT_DAYS))
    .execute();
}

/** A customer's copies, newest first. */
export const invoicesOf = (db: Db, customerId: string) =>
  db
    .selectFrom("invoice_copies")
    .select(["id", "bill_no", "bill_key", "uploaded_at"])
    .where("customer_id", "=", customerId)
    .orderBy("uploaded_at", "desc")
    .execute();

/** One copy of the customer's, or undefined (another's, or none). */
export const invoiceOf = (db: Db, customerId: string, id: string) =>
  db
    .selectFrom("invoice_copies")
    .select(["bill_no", "content"])
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();

/** Copies kept past the retention period (400 days after upload) are deleted. */
export async function eraseExpiredInvoices(db: Db) {
  const result = await db
    .deleteFrom("invoice_copies")
    .where("uploaded_at", "<", daysAgo(INVOICE_RETENTION_DAYS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** At a customer's erasure, their copies go. */
export async function eraseInvoicesOf(db: Db, customerId: string) {
  await db.deleteFrom("invoice_copies").where("customer_id", "=", customerId).execute();
}
