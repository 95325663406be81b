import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { contains } from "#server/db/list-queries.server.ts";
import type { Database } from "#server/db/tables.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import {
  returnMoves,
  type ReturnReason,
  type ReturnStatus,
  type ReturnWindowMark,
} from "#shared/schemas/returns.ts";

// Returns (docs/product.md#returns): a customer's request, stored with its number, the company's
// window mark and its photo apart, the company told through the outbox in the same transaction;
// then staff's moves, each from the status it must be in (a move that lost a race changes
// nothing), the customer mailed when a return is approved, credited or rejected.

export type ReturnItem = { id: string | null; name: string; code: string; company: string };

export async function storeReturn(
  db: Db,
  request: {
    customerId: string;
    item: ReturnItem;
    batch: string;
    expiry: string;
    quantity: number;
    reason: ReturnReason;
    billNo: string;
    note: string;
    window: ReturnWindowMark;
    photo?: { contentType: string; bytes: Buffer };
  },
) {
  const id = randomUUID();
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const { number } = await trx
      .insertInto("return_numbers")
      .values({ taken_at: at })
      .returning("number")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("returns")
      .values({
        id,
        number,
        customer_id: request.customerId,
        item_id: request.item.id,
        item_name: request.item.name,
        item_code: request.item.code,
        company: request.item.company,
        batch: request.batch,
        expiry: request.expiry,
        quantity: request.quantity,
        reason: request.reason,
        bill_no: request.billNo,
        note: request.note,
        window_mark: request.window,
        status: "requested",
        credit_note: "",
        amount_paise: null,
        reject_reason: "",
        requested_at: at,
        status_at: at,
        status_by: null,
      })
      .execute();
    if (request.photo)
      await trx
        .insertInto("return_photos")
        .values({
          return_id: id,
          content_type: request.photo.contentType,
          size: request.photo.bytes.length,
          content: request.photo.bytes,
        })
        .execute();
    await queueMail(trx, "return-requested", id, at);
    return { id, number };
  });
}

const returnColumns = [
  "returns.id",
  "returns.number",
  "returns.customer_id",
  "returns.item_name",
  "returns.item_code",
  "returns.company",
  "returns.batch",
  "returns.expiry",
  "returns.quantity",
  "returns.reason",
  "returns.bill_no",
  "returns.note",
  "returns.window_mark",
  "returns.status",
  "returns.credit_note",
  "returns.amount_paise",
  "returns.reject_reason",
  "returns.requested_at",
  "returns.status_at",
  "returns.status_by",
] as const;

/** Whether each return has a photo, by id. */
const withPhotoMarks = async <Row extends { id: string }>(db: Db, rows: Row[]) => {
  const ids = rows.map((row) => row.id);
  const photos = ids.length
    ? await db
        .selectFrom("return_photos")
        .select("return_id")
        .where("return_id", "in", ids)
        .execute()
    : [];
  const withPhoto = new Set(photos.map((photo) => photo.return_id));
  return rows.map((row) => ({ ...row, photo: withPhoto.has(row.id) }));
};

/** A customer's returns, newest first. */
export async function returnsOf(db: Db, customerId: string) {
  const rows = await db
    .selectFrom("returns")
    .select(returnColumns)
    .where("customer_id", "=", customerId)
    .orderBy("requested_at", "desc")
    .execute();
  return withPhotoMarks(db, rows);
}

const withCustomer = (db: Db | Transaction<Database>) =>
  db.selectFrom("returns").innerJoin("customers", "customers.id", "returns.customer_id");

/** Returns of one status for staff, oldest request first while requested, else latest moved. */
export async function listReturns(
  db: Db,
  query: { status: ReturnStatus; page: number; pageSize: number; q?: string },
) {
  let filtered = withCustomer(db).where("returns.status", "=", query.status);
  if (query.q) {
    const q = query.q;
    filtered = filtered.where((eb) =>
      eb.or(
        ["customers.shop_name", "customers.code", "returns.item_name", "returns.batch"].map(
          (column) => contains(column, q),
        ),
      ),
    );
  }
  const [{ n }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered
      .select([...returnColumns, "customers.shop_name", "customers.code"])
      .orderBy("returns.status_at", query.status === "requested" ? "asc" : "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(n), rows: await withPhotoMarks(db, rows) };
}

/** One return with its customer's shop, address and language, for its mails. */
export async function returnWithCustomer(db: Db, id: string) {
  return withCustomer(db)
    .select([
      ...returnColumns,
      "customers.shop_name",
      "customers.code",
      "customers.email",
      "customers.locale",
      "customers.erased_at",
    ])
    .where("returns.id", "=", id)
    .executeTakeFirst();
}

/** A status mail's subject: the return and the status it tells of. */
export const statusMailSubject = (id: string, status: ReturnStatus) => `${id}:${status}`;

export type ReturnMove =
  | { status: "approved" | "received" }
  | { status: "credited"; creditNote: string; amount: number }
  | { status: "rejected"; reason: string };

/**
 * Moves a return on, from the status it is in to one `returnMoves` allows. Undefined when there
 * is no such return; "wrong" when the move is not allowed from its status (or another move came
 * first).
 */
export async function moveReturn(db: Db, id: string, move: ReturnMove, by: string) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("returns")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) return undefined;
    if (!returnMoves[found.status].includes(move.status)) return "wrong" as const;
    const at = new Date().toISOString();
    const changed = await trx
      .updateTable("returns")
      .set({
        status: move.status,
        status_at: at,
        status_by: by,
        ...(move.status === "credited"
          ? { credit_note: move.creditNote, amount_paise: move.amount }
          : {}),
        ...(move.status === "rejected" ? { reject_reason: move.reason } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", found.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return "wrong" as const;
    // Staff's receipt of the goods is theirs to know; the customer hears of the rest.
    // The mail names the status it tells of: a later move does not change what it says.
    if (move.status !== "received")
      await queueMail(trx, "return-status", statusMailSubject(id, move.status), at);
    return move.status;
  });
}

/**
 * The returns of a status that reached it from one day to another (India's days; either end
 * may be open), oldest first, for the billing software.
 */
export async function returnsForExport(
  db: Db,
  query: { status: ReturnStatus; from?: string; to?: string },
) {
  let rows = withCustomer(db).where("returns.status", "=", query.status);
  if (query.from)
    rows = rows.where(
      "returns.status_at",
      ">=",
      new Date(`${query.from}T00:00:00+05:30`).toISOString(),
    );
  if (query.to)
    rows = rows.where(
      "returns.status_at",
      "<=",
      new Date(`${query.to}T23:59:59.999+05:30`).toISOString(),
    );
  return rows
    .select([...returnColumns, "customers.shop_name", "customers.code"])
    .orderBy("returns.status_at")
    .execute();
}

/** A return's photo, to its customer only when `customerId` is given (else to staff). */
export async function returnPhoto(db: Db, id: string, customerId?: string) {
  let query = db
    .selectFrom("return_photos")
    .innerJoin("returns", "returns.id", "return_photos.return_id")
    .select(["return_photos.content_type", "return_photos.content"])
    .where("return_photos.return_id", "=", id);
  if (customerId !== undefined) query = query.where("returns.customer_id", "=", customerId);
  return query.executeTakeFirst();
}
