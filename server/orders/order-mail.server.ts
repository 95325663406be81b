import { languageNamesInEnglish } from "#shared/content/languages.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import { indiaCalendarDate, indiaDateTime } from "#shared/india-time.ts";
import { goingOut, withGst } from "#shared/order-terms.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { formatDate } from "#shared/dates.ts";
import { orderChannelLabels } from "#shared/schemas/orders.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { findCustomer } from "#server/customers/public.server.ts";
import type { Db } from "#server/db/database.server.ts";
import {
  customerMail,
  type MailWriters,
  type Notification,
} from "#server/mail/notification.server.ts";
import type { ShownContent } from "#shared/content/document.ts";
import { holdForStaff } from "#shared/order-hold-text.ts";
import { orderById, type StoredOrder } from "./order-read.server";
import { estimateLines, holdParagraph, quantityText, termsOfLine } from "./order-text.server";

// Mail about orders (docs/product.md#orders): the company hears of each new order (in English,
// for the staff); the customer, in their own language, that it was received and each status
// it reaches. Each is built when the outbox sends it, from what is stored then.

/** An estimate (as placed, or of what is supplied), in the shape the texts say it. */
const estimateOf = (
  order: StoredOrder,
  { total, gst }: { total: number; gst: number } = order,
) => ({
  total,
  gst,
  withGst: withGst({ total, gst }),
  unpriced: order.lines.filter((line) => line.rate === null).length,
  gstUnknown: order.lines.filter((line) => line.rate !== null && line.gst === null).length,
});

/** "Order 1042 was placed through the website", or who of the staff took it, and how. */
const placedHow = ({ number, takenBy, channel }: StoredOrder) =>
  takenBy && channel
    ? `Order ${number} was taken for the customer by ${takenBy} (${orderChannelLabels[channel]})`
    : `Order ${number} was placed through the website`;

async function orderAndCustomer(db: Db, id: string) {
  const order = await orderById(db, id);
  const customer = order && (await findCustomer(db, order.customerId));
  return order && customer ? { order, customer } : undefined;
}

/** The company's notification of a new order: enough to check it and find it in the admin. */
export async function orderNotification(
  db: Db,
  id: string,
  notifyTo: string,
  { site }: ShownContent,
): Promise<Notification | undefined> {
  const found = await orderAndCustomer(db, id);
  if (!found) return undefined;
  const { order, customer } = found;
  const at = new Date(order.createdAt);
  const lines = order.lines.map((line, index) => {
    const marks = [
      line.availability === "out" ? "[OUT OF STOCK]" : "",
      line.rate === null ? "[NO RATE]" : "",
    ].filter(Boolean);
    const terms = [
      `Qty ${line.quantity}${line.free ? ` + ${line.free} free` : ""}`,
      line.rate === null ? "no rate" : `Rate ${formatRupees(line.rate)}`,
      line.scheme ? `Scheme ${line.scheme}` : "",
      line.amount === null ? "" : `Amount ${formatRupees(line.amount)}`,
    ].filter(Boolean);
    const item = [line.name, line.manufacturer, line.pack, line.code && `code ${line.code}`]
      .filter(Boolean)
      .join(" | ");
    return `${index + 1}. ${item}${marks.length ? ` ${marks.join(" ")}` : ""}\n   ${terms.join(" · ")}`;
  });
  const estimate = estimateOf(order);
  const details = [
    `Shop:       ${customer.shop_name}`,
    `Party code: ${customer.code || "none given yet"}`,
    `Contact:    ${customer.contact_name || "erased"}`,
    `Phone:      ${customer.phone || "none"}`,
    `Email:      ${customer.email || "none"}`,
    `Language:   ${languageNamesInEnglish[customer.locale]}`,
  ];
  const held = order.status === "held" && order.hold;
  const message = [
    ...(held
      ? [
          `HELD. ${holdForStaff(held)} Release it or cancel it on the Orders page; the customer was told why.`,
          "",
        ]
      : []),
    ...details,
    "",
    `Lines (${order.lines.length}):`,
    ...lines,
    "",
    `Estimate: ${formatRupees(estimate.total)} before GST, GST (estimate) ${formatRupees(estimate.gst)}, ${formatRupees(estimate.withGst)} with GST.${estimate.unpriced ? ` ${estimate.unpriced} ${estimate.unpriced === 1 ? "line has" : "lines have"} no rate and ${estimate.unpriced === 1 ? "is" : "are"} not counted.` : ""}`,
    "",
    "Note from the customer:",
    order.note || "(none)",
    "",
    "Open the Orders page of the website's admin to accept the order, set what is supplied and export it for the billing software.",
  ].join("\n");
  return {
    kind: "order",
    subject: `${held ? "Held order" : "New order"} ${order.number} from ${customer.shop_name} (${order.lines.length} ${order.lines.length === 1 ? "line" : "lines"})`,
    replyTo: customer.email
      ? { name: customer.contact_name || customer.shop_name, address: customer.email }
      : { name: site.shortName, address: site.email },
    templateParams: {
      to_email: notifyTo,
      name: customer.shop_name,
      email: customer.email,
      phone: customer.phone,
      message,
      from_name: customer.shop_name,
      from_email: customer.email,
      user_name: customer.shop_name,
      user_email: customer.email,
      user_phone: customer.phone,
      user_message: message,
      submitted_date: indiaDateTime(at),
      source: "Website order",
    },
    text: `${placedHow(order)} on ${indiaDateTime(at)} (India time).\n\n${message}`,
  };
}

/** The order's lines as the customer reads them, with what was supplied once staff set it. */
function customerLines(texts: SiteTexts, order: StoredOrder) {
  const { orderMail, account } = texts;
  return order.lines.map((line, index) => {
    const parts = [
      quantityText(texts, line.quantity, line.free),
      ...termsOfLine(texts, line),
      line.rate === null ? account.terms.noRate : "",
      line.amount === null ? "" : formatRupees(line.amount),
      line.availability === "out" ? account.terms.availability.out : "",
      line.supplied === null
        ? ""
        : fill(orderMail.supplied, {
            supplied: quantityText(texts, goingOut(line).billed, goingOut(line).free),
          }),
    ].filter(Boolean);
    const details = [line.pack, line.manufacturer].filter(Boolean).join(", ");
    return `${index + 1}. ${line.name}${details ? ` (${details})` : ""}: ${parts.join(" · ")}`;
  });
}

type OrderMailTexts = SiteTexts["orderMail"];

/**
 * A mail to the customer about their order, when they have an address: in their language, from
 * the order as stored when the outbox sends it, signed by us and ending with the link to their
 * orders. `write` gives its subject and first paragraphs from the values every order text takes.
 */
async function mailToCustomer(
  db: Db,
  orderId: string,
  origin: string,
  { site, texts }: ShownContent,
  kind: "order-received" | "order-status",
  write: (context: {
    order: StoredOrder;
    locale: Locale;
    t: OrderMailTexts;
    /** All the customer's language's published texts. */
    texts: SiteTexts;
    values: { number: number; company: string; shopName: string };
    /** The customer's Bills page, where a held order's mail sends them to pay. */
    billsLink: string;
  }) => { subject: string; paragraphs: string[] },
): Promise<Notification | undefined> {
  const found = await orderAndCustomer(db, orderId);
  if (!found?.customer.email) return undefined;
  const { order, customer } = found;
  const { locale } = customer;
  const t = texts[locale].orderMail;
  const values = { number: order.number, company: site.shortName, shopName: customer.shop_name };
  const billsLink = `${origin}${localePath(locale, paths.accountBills)}`;
  const { subject, paragraphs } = write({
    order,
    locale,
    t,
    texts: texts[locale],
    values,
    billsLink,
  });
  return customerMail(
    kind,
    customer.email,
    subject,
    [...paragraphs, fill(t.seeOrders, { link: `${origin}${localePath(locale, paths.account)}` })],
    site,
  );
}

const linesParagraph = (texts: SiteTexts, order: StoredOrder) =>
  [`${texts.orderMail.items}:`, ...customerLines(texts, order)].join("\n");

/** "We have received your order", in the customer's language. */
export function orderReceivedNotification(db: Db, id: string, origin: string, shown: ShownContent) {
  return mailToCustomer(
    db,
    id,
    origin,
    shown,
    "order-received",
    ({ order, locale, t, texts, values, billsLink }) => {
      const received = { ...values, date: formatDate(locale, indiaCalendarDate(order.createdAt)) };
      const { amounts, notes } = estimateLines(locale, texts, estimateOf(order));
      // Placed held: said in the subject, with why and where to pay before the lines.
      const held = order.status === "held";
      return {
        subject: fill(held ? t.heldSubject : t.receivedSubject, received),
        paragraphs: [
          fill(held ? t.statusText.held : t.receivedText, received),
          held ? holdParagraph(texts, order, billsLink) : "",
          order.placedByStaff ? t.placedByStaff : "",
          linesParagraph(texts, order),
          [...amounts.map(([label, value]) => `${label}: ${value}`), ...notes].join("\n"),
          order.note ? fill(t.yourNote, { note: order.note }) : "",
        ],
      };
    },
  );
}

/** A status the order reached (the order_events row `eventId`), in the customer's language. */
export async function orderStatusNotification(
  db: Db,
  eventId: string,
  origin: string,
  shown: ShownContent,
) {
  const event = await db
    .selectFrom("order_events")
    .select(["order_id", "status"])
    .where("id", "=", Number(eventId))
    .executeTakeFirst();
  if (!event) return undefined;
  const { status } = event;
  // "Received" is mailed when placed; as a later step it is a held order released.
  if (status === "received" || status === "held") {
    const first = await db
      .selectFrom("order_events")
      .select("id")
      .where("order_id", "=", event.order_id)
      .orderBy("id")
      .executeTakeFirst();
    if (first?.id === Number(eventId)) return undefined;
  }
  return mailToCustomer(
    db,
    event.order_id,
    origin,
    shown,
    "order-status",
    ({ order, locale, t, texts, values, billsLink }) => {
      const reached = { ...values, status: texts.orders.mine.statuses[status] };
      const estimate = (heading: string, amounts: { total: number; gst: number }) =>
        [
          heading,
          ...estimateLines(locale, texts, estimateOf(order, amounts)).amounts.map(
            ([label, value]) => `${label}: ${value}`,
          ),
        ].join("\n");
      const { suppliedTotal, suppliedGst } = order;
      return {
        subject: fill(t.statusSubject, reached),
        paragraphs: [
          fill(t.statusText[status], reached),
          order.staffNote ? fill(t.staffNote, { note: order.staffNote }) : "",
          // A held order cancelled: why it was held, and where to pay what is due.
          status === "cancelled" ? holdParagraph(texts, order, billsLink) : "",
          linesParagraph(texts, order),
          // Both totals: the order placed, and what goes out once staff set it.
          estimate(`${t.estimate.ordered}:`, order),
          suppliedTotal === null || suppliedGst === null
            ? ""
            : estimate(`${t.estimate.supplied}:`, { total: suppliedTotal, gst: suppliedGst }),
          t.estimate.mayDiffer,
        ],
      };
    },
  );
}

export const orderMails: MailWriters<"order" | "order-received" | "order-status"> = {
  order: (db, id, { notifyTo, shown }) => orderNotification(db, id, notifyTo, shown),
  "order-received": (db, id, { siteOrigin, shown }) =>
    orderReceivedNotification(db, id, siteOrigin, shown),
  "order-status": (db, id, { siteOrigin, shown }) =>
    orderStatusNotification(db, id, siteOrigin, shown),
};
