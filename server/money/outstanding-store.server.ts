import { rematchInvoices } from "./invoice-store.server";
import type { DatabaseHandle, Db } from "#server/db/database.server.ts";
import { OUTSTANDING_DROP_WARNING } from "#shared/limits.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import { partyKey } from "./report-columns.server";
import type { BillRow } from "./report-rows.server";

// The outstanding on the site (docs/product.md#bills-and-payments): each publish replaces the
// whole of it; the report before is kept, older ones go. A party is matched to a customer by its
// code, else by a name staff linked to one (an alias), else by its name when exactly one customer
// has it; never guessed. Bills of parties not matched are kept, and matched when the customer
// appears or staff link the name.

export type MatchedBy = "code" | "alias" | "name";
type Party = { code: string; key: string };

/** Who each party of a report is, as the customers and the aliases stand now. */
export async function partyMatcher(db: Db) {
  const [customers, aliases] = await Promise.all([
    db
      .selectFrom("customers")
      .select(["id", "code", "shop_name"])
      .where("status", "in", ["invited", "active", "disabled"])
      .execute(),
    db.selectFrom("customer_aliases").select(["alias_key", "customer_id"]).execute(),
  ]);
  const byCode = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const customer of customers) {
    if (customer.code) byCode.set(customer.code.trim().toUpperCase(), customer.id);
    const key = partyKey(customer.shop_name);
    byName.set(key, [...(byName.get(key) ?? []), customer.id]);
  }
  const byAlias = new Map(aliases.map((alias) => [alias.alias_key, alias.customer_id]));
  const shopNames = new Map(customers.map((customer) => [customer.id, customer.shop_name]));
  const match = (party: Party): { customerId: string; by: MatchedBy } | undefined => {
    const coded = party.code && byCode.get(party.code);
    if (coded) return { customerId: coded, by: "code" };
    const aliased = byAlias.get(party.key);
    if (aliased) return { customerId: aliased, by: "alias" };
    const named = byName.get(party.key);
    // A name that fits more than one customer is nobody's until staff say whose.
    if (named?.length === 1) return { customerId: named[0]!, by: "name" };
    return undefined;
  };
  return { match, shopName: (id: string) => shopNames.get(id) ?? "" };
}

/** A party as the dry run lists it. */
export type PartySummary = {
  name: string;
  code: string;
  bills: number;
  /** In paise. */
  pending: number;
  customerId: string | null;
  shopName: string | null;
  by: MatchedBy | null;
};

const partyId = (bill: Pick<BillRow, "partyCode" | "partyKey">) =>
  bill.partyCode ? `code ${bill.partyCode}` : `name ${bill.partyKey}`;

/** The report's parties, each matched or not, in the report's order. */
export function summariseParties(
  bills: BillRow[],
  matcher: Awaited<ReturnType<typeof partyMatcher>>,
) {
  const parties = new Map<string, PartySummary>();
  for (const bill of bills) {
    const id = partyId(bill);
    let party = parties.get(id);
    if (!party) {
      const found = matcher.match({ code: bill.partyCode, key: bill.partyKey });
      party = {
        name: bill.partyName,
        code: bill.partyCode,
        bills: 0,
        pending: 0,
        customerId: found?.customerId ?? null,
        shopName: found ? matcher.shopName(found.customerId) : null,
        by: found?.by ?? null,
      };
      parties.set(id, party);
    }
    party.bills += 1;
    party.pending += bill.pending;
  }
  return [...parties.values()];
}

/** The report the site shows, if any. */
export const currentReport = (db: Db) =>
  db.selectFrom("outstanding_reports").selectAll().where("current", "=", 1).executeTakeFirst();

/**
 * What a publish would drop, said as warnings: a fifth or more of the current report's parties
 * missing from the new one, or of its total.
 */
export async function dropWarnings(db: Db, parties: PartySummary[], total: number) {
  const current = await currentReport(db);
  if (!current) return [];
  const before = await db
    .selectFrom("outstanding_bills")
    .select(["customer_id", "party_code", "party_key"])
    .distinct()
    .where("report_version", "=", current.version)
    .execute();
  const identity = (customerId: string | null, code: string, key: string) =>
    customerId ?? (code ? `code ${code}` : `name ${key}`);
  const after = new Set(
    parties.map((party) => identity(party.customerId, party.code, partyKey(party.name))),
  );
  const earlier = new Set(
    before.map((row) => identity(row.customer_id, row.party_code, row.party_key)),
  );
  const gone = [...earlier].filter((party) => !after.has(party)).length;
  const warnings: RowProblem[] = [];
  const warn = (message: string) => warnings.push({ row: 0, column: "", message, quote: "" });
  if (earlier.size && gone / earlier.size >= OUTSTANDING_DROP_WARNING)
    warn(
      `${gone} of the ${earlier.size} parties in the outstanding now shown (as of ${current.as_of}) are not in this report: publishing would take their bills off the site.`,
    );
  if (current.total_paise > 0 && total <= current.total_paise * (1 - OUTSTANDING_DROP_WARNING))
    warn(
      `This report's total is ${Math.round((1 - total / current.total_paise) * 100)}% below the outstanding now shown (as of ${current.as_of}). Is it the whole report?`,
    );
  return warnings;
}

/** Rows a statement inserts at once: well under either database's limit of parameters. */
const INSERT_CHUNK = 500;

/**
 * Replaces the whole outstanding with `bills`, as of `asOf`; the report before is kept, any older
 * one deleted with its bills. Answers the new version.
 */
export async function publishReport(
  database: DatabaseHandle,
  report: { bills: BillRow[]; asOf: string; fileName: string; by: string },
) {
  const matcher = await partyMatcher(database.db);
  const total = report.bills.reduce((sum, bill) => sum + bill.pending, 0);
  return database.db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom("outstanding_reports")
      .select("version")
      .where("current", "=", 1)
      .executeTakeFirst();
    const { version } = await trx
      .insertInto("outstanding_reports")
      .values({
        as_of: report.asOf,
        file_name: report.fileName.slice(0, 200),
        bills: report.bills.length,
        total_paise: total,
        current: 0,
        published_at: new Date().toISOString(),
        published_by: report.by,
      })
      .returning("version")
      .executeTakeFirstOrThrow();
    const rows = report.bills.map((bill, position) => ({
      report_version: version,
      position,
      party_name: bill.partyName,
      party_code: bill.partyCode,
      party_key: bill.partyKey,
      customer_id: matcher.match({ code: bill.partyCode, key: bill.partyKey })?.customerId ?? null,
      bill_no: bill.billNo,
      bill_date: bill.billDate,
      amount_paise: bill.amount,
      pending_paise: bill.pending,
      due_on: bill.dueOn,
    }));
    for (let at = 0; at < rows.length; at += INSERT_CHUNK)
      await trx
        .insertInto("outstanding_bills")
        .values(rows.slice(at, at + INSERT_CHUNK))
        .execute();
    await trx
      .updateTable("outstanding_reports")
      .set({ current: 0 })
      .where("current", "=", 1)
      .execute();
    await trx
      .updateTable("outstanding_reports")
      .set({ current: 1 })
      .where("version", "=", version)
      .execute();
    const kept = previous ? [version, previous.version] : [version];
    await trx.deleteFrom("outstanding_bills").where("report_version", "not in", kept).execute();
    await trx.deleteFrom("outstanding_reports").where("version", "not in", kept).execute();
    return { version, total };
  });
}

/** Matches the kept reports' bills that no customer had yet, as customers and aliases stand now. */
export async function rematchBills(db: Db) {
  const loose = await db
    .selectFrom("outstanding_bills")
    .select(["party_code", "party_key"])
    .distinct()
    .where("customer_id", "is", null)
    .execute();
  if (loose.length === 0) return 0;
  const matcher = await partyMatcher(db);
  let matched = 0;
  for (const party of loose) {
    const found = matcher.match({ code: party.party_code, key: party.party_key });
    if (!found) continue;
    const result = await db
      .updateTable("outstanding_bills")
      .set({ customer_id: found.customerId })
      .where("customer_id", "is", null)
      .where("party_code", "=", party.party_code)
      .where("party_key", "=", party.party_key)
      .executeTakeFirst();
    matched += Number(result.numUpdatedRows);
  }
  // The invoice copies of those bills' parties are the customer's too.
  if (matched) await rematchInvoices(db);
  return matched;
}

/**
 * A customer's own bills of a report. Bills no one had that may be theirs (under their party
 * code or shop name: the customer was added, or given the code, after the report) are matched
 * first, by the same rules as a publish.
 */
export async function billsOfCustomer(
  db: Db,
  version: number,
  customer: { id: string; code: string; shopName: string },
) {
  const code = customer.code.trim().toUpperCase();
  const maybeTheirs = await db
    .selectFrom("outstanding_bills")
    .select("position")
    .where("report_version", "=", version)
    .where("customer_id", "is", null)
    .where((eb) =>
      eb.or([
        eb("party_key", "=", partyKey(customer.shopName)),
        ...(code ? [eb("party_code", "=", code)] : []),
      ]),
    )
    .executeTakeFirst();
  if (maybeTheirs) await rematchBills(db);
  return db
    .selectFrom("outstanding_bills")
    .select(["bill_no", "bill_date", "amount_paise", "pending_paise", "due_on"])
    .where("report_version", "=", version)
    .where("customer_id", "=", customer.id)
    .orderBy("bill_date")
    .orderBy("position")
    .execute();
}

/** Staff say a party's name in the report is this customer: kept for later reports too. */
export async function linkPartyName(
  db: Db,
  link: { customerId: string; name: string; by: string },
) {
  const key = partyKey(link.name);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("customer_aliases").where("alias_key", "=", key).execute();
    await trx
      .insertInto("customer_aliases")
      .values({
        alias_key: key,
        customer_id: link.customerId,
        name: link.name,
        created_at: new Date().toISOString(),
        created_by: link.by,
      })
      .execute();
  });
  return rematchBills(db);
}
