import { setTimeout as sleep } from "node:timers/promises";
import type { ParsedMail } from "mailparser";
import type pg from "pg";
import type { AcknowledgedOrder } from "./day-proxy";

// What the day bench asserts once the day is over (decisions: nothing acknowledged lost or
// stored twice; mail is at least once): every acknowledged order stored once with all its
// lines, and its company notification received by the SMTP sink; duplicates counted.

export type DayChecks = {
  acknowledged: number;
  /** The day's orders in the database, and those stored without a 201 (open at the kill, or a 503 after storing). */
  stored: number;
  storedNotAcknowledged: number;
  /** Acknowledged orders missing, or stored with fewer lines: must be 0. */
  lost: number;
  /** Orders stored twice (one idempotency key or one number on two rows): must be 0. */
  storedTwice: number;
  /** Outbox rows not sent when the bench stopped waiting for them. */
  unsent: number;
  /** Acknowledged orders with no notification received: must be 0. */
  notMailed: number;
  /** Acknowledged orders notified more than once (by order number), and Message-IDs received twice. */
  mailedTwice: number;
  duplicateMessageIds: number;
};

const OUTBOX_WAIT_MS = 120_000;

async function unsentMail(database: pg.Pool) {
  const { rows } = await database.query<{ n: string }>(
    "select count(*) as n from outbox where status <> 'sent'",
  );
  return Number(rows[0]?.n ?? 0);
}

/** Waits for the outbox to drain (bounded), and a little more for a duplicate on its way. */
async function outboxDrained(database: pg.Pool) {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  let unsent = await unsentMail(database);
  while (unsent > 0 && Date.now() < deadline) {
    await sleep(1000);
    unsent = await unsentMail(database);
  }
  await sleep(2000);
  return unsent;
}

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

export async function checkDay(
  database: pg.Pool,
  received: ParsedMail[],
  acknowledged: AcknowledgedOrder[],
  options: { note: string; linesPerOrder: number },
): Promise<DayChecks> {
  const unsent = await outboxDrained(database);
  const { rows: stored } = await database.query<{
    id: string;
    number: number;
    key: string | null;
    lines: string;
  }>(
    `select o.id, o.number, o.idempotency_key as key,
       (select count(*) from order_lines l where l.order_id = o.id) as lines
     from orders o where o.note = $1`,
    [options.note],
  );
  const byId = new Map(stored.map((order) => [order.id, order]));
  const lost = acknowledged.filter(
    (order) => Number(byId.get(order.id)?.lines ?? 0) !== options.linesPerOrder,
  ).length;
  const repeated = (counts: Map<unknown, number>) =>
    [...counts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
  const storedTwice =
    repeated(countBy(stored.map((order) => order.key).filter(Boolean))) +
    repeated(countBy(stored.map((order) => order.number)));
  const acknowledgedIds = new Set(acknowledged.map((order) => order.id));

  const notified = received
    .map((mail) => /^(?:New|Held) order (\d+) /.exec(mail.subject ?? "")?.[1])
    .filter((number) => number !== undefined)
    .map(Number);
  const mails = countBy(notified);
  const acknowledgedNumbers = acknowledged.map((order) => order.number);
  return {
    acknowledged: acknowledged.length,
    stored: stored.length,
    storedNotAcknowledged: stored.filter((order) => !acknowledgedIds.has(order.id)).length,
    lost,
    storedTwice,
    unsent,
    notMailed: acknowledgedNumbers.filter((number) => !mails.has(number)).length,
    mailedTwice: acknowledgedNumbers.filter((number) => (mails.get(number) ?? 0) > 1).length,
    duplicateMessageIds: repeated(countBy(received.map((mail) => mail.messageId))),
  };
}
