// Every number a visitor or an operator relies on (docs/product.md#constants-and-limits), in
// one place: the schemas, the server's checks, the admin pages and the texts all read them from
// here. A text states a limit through a {placeholder} (shared/content/limit-values.ts fills
// them in), never by writing the number again.

/** KB and MB count 1,024 bytes and 1,024 KB (decisions: "KB or KiB, MB or MiB"). */
const KB = 1024;
const MB = 1024 * KB;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---- Resumes (the careers form) ----------------------------------------------------------

/** A resume is at most this many MB, checked in the browser and on the server. */
export const MAX_RESUME_MB = 5;
export const MAX_RESUME_BYTES = MAX_RESUME_MB * MB;
/** The only resume files accepted; the server also checks that the content matches. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

// ---- How long personal data is kept ------------------------------------------------------

/**
 * Enquiries and applications (with resumes and their mail) are deleted this many days after
 * they were sent. The privacy notice and the consent notices promise it; RETENTION_DAYS in the
 * environment may only repeat it (server/env.server.ts).
 */
export const RETENTION_DAYS = 365;
/** The shortest retention period the owner may set (the content's `settings.retentionDays`). */
export const MIN_RETENTION_DAYS = 30;
/** Spam is kept this long, for an administrator to release what was not spam. */
export const SPAM_RETENTION_DAYS = 30;
/** Audit log entries are kept a year (the DPDP Rules ask for one year of logs). */
export const AUDIT_RETENTION_DAYS = 365;

// ---- The public forms --------------------------------------------------------------------

/** Characters of each field, as the forms and the API check them. */
export const MAX_NAME_LENGTH = 100;
/** The longest address the email standard allows. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 20;
export const MAX_MESSAGE_LENGTH = 2000;
/** Items one enquiry may ask about (the visitor's enquiry list is cut there too). */
export const MAX_ENQUIRY_ITEMS = 200;
/** The largest quantity of one item an enquiry may ask for. */
export const MAX_ITEM_QUANTITY = 100_000;

// ---- Request bodies, counted on every byte that arrives ---------------------------------

/** An enquiry as JSON or a web form: MAX_ENQUIRY_ITEMS items fit easily. */
export const MAX_JSON_BYTES = 128 * KB;
/** The owner's whole content document, the one JSON body allowed past MAX_JSON_BYTES. */
export const MAX_CONTENT_BYTES = 1024 * KB;
/** How deep the content document may nest, and how long one of its texts may be. */
export const MAX_CONTENT_DEPTH = 32;
export const MAX_CONTENT_TEXT_LENGTH = 10_000;
/** Room for a multipart post's text fields and framing, beside its file. */
export const MULTIPART_ROOM_BYTES = 64 * KB;
/** An application: the resume and the room for the rest. */
export const MAX_MULTIPART_BYTES = MAX_RESUME_BYTES + MULTIPART_ROOM_BYTES;
/** A multipart post's text fields: how many, how long each, how many parts in all. */
export const MAX_MULTIPART_FIELDS = 20;
export const MAX_MULTIPART_FIELD_BYTES = 8 * KB;
export const MAX_MULTIPART_PARTS = 25;
/** An administrator's sign-in (JSON email and password). */
export const MAX_SIGN_IN_BYTES = 4 * KB;
export const MAX_PASSWORD_LENGTH = 1024;
/** An administrator's password has at least this many characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

// ---- The owner's photos (slides) ---------------------------------------------------------

/** An uploaded photo: its file size, and its pixels as its header states them (before decoding). */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * MB;
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Decoding a photo (and each of its encodings) is given up after this long. */
export const IMAGE_DECODE_SECONDS = 20;
/** A photo no kept version of the content uses is deleted once it is this old (unpublished uploads survive a day). */
export const UNUSED_IMAGE_GRACE_MS = DAY_MS;

// ---- The item catalogue ------------------------------------------------------------------

/** Characters of each field of an item, as an uploaded list is checked. */
export const ITEM_LIMITS = {
  name: 120,
  manufacturer: 120,
  composition: 300,
  pack: 60,
  category: 60,
  code: 40,
} as const;
/** An uploaded item list (CSV, XLSX or XLS): its size and its rows. */
export const MAX_CATALOGUE_MB = 20;
export const MAX_CATALOGUE_BYTES = MAX_CATALOGUE_MB * MB;
export const MAX_CATALOGUE_ROWS = 100_000;
/** Report exports put titles and a date above the header: it is looked for in these first rows. */
export const HEADER_SCAN_ROWS = 25;
/** Columns of a sheet read; a real export has a few dozen at most. */
export const MAX_CATALOGUE_COLUMNS = 256;
/** An old Excel file (.xls) is read apart from the server, and given up after this long. */
export const XLS_READ_BUDGET_MS = 20_000;
/** Trade values as an upload accepts them (a value outside is a warning, the field left empty). */
export const TRADE_LIMITS = {
  maxPrice: 10_00_000,
  maxGstPercent: 40,
  firstExpiry: "2000-01",
  lastExpiry: "2099-12",
  scheme: 40,
  hsnDigits: [4, 6, 8],
} as const;
/** At or under this many units an item shows as "low" to trade customers. */
export const LOW_STOCK_THRESHOLD = 10;
/** Problems of an uploaded list shown (the count says how many in all), and preview rows. */
export const MAX_CATALOGUE_PROBLEMS = 500;
export const CATALOGUE_PREVIEW_ROWS = 20;
/** Medicine search: the words searched for, results per page, and the pages reachable. */
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE_SIZE = 50;
export const MAX_SEARCH_PAGE = 1000;

// ---- The admin lists ---------------------------------------------------------------------

/** Rows per page on the admin's screens (applications, enquiries, spam); the audit log's. */
export const ADMIN_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
/** What the admin API allows: `pageSize` 1 to the maximum (the default without one), pages. */
export const MAX_ADMIN_PAGE_SIZE = 200;
export const DEFAULT_ADMIN_PAGE_SIZE = 50;
export const MAX_ADMIN_PAGE = 100_000;
/** The words of an admin list's search. */
export const MAX_ADMIN_SEARCH_LENGTH = 200;

// Trade customers (docs/product.md#trade-customers).
/** Longest texts of a customer's record. */
export const CUSTOMER_LIMITS = { shopName: 120, address: 300, drugLicence: 200, code: 40 };
/** A customer's password: characters besides spaces, and how many of them must differ. */
export const MIN_CUSTOMER_PASSWORD_LENGTH = 8;
export const MIN_CUSTOMER_PASSWORD_DISTINCT = 4;
/** How long an invitation link works, and a reset link. */
export const INVITATION_LINK_MS = 7 * DAY_MS;
export const RESET_LINK_MS = 60 * 60 * 1000;
/** A customer's session ends after this long unused, and after this long in all. */
export const CUSTOMER_IDLE_TIMEOUT_MS = 30 * DAY_MS;
export const CUSTOMER_SESSION_LIFETIME_MS = 90 * DAY_MS;
/** The most party-list rows one import may hold. */
export const MAX_PARTY_ROWS = 20_000;

// Orders (docs/product.md#orders).
/** Lines one order (and a customer's order list) may hold. */
export const MAX_ORDER_LINES = MAX_ENQUIRY_ITEMS;
/**
 * Orders from a message (docs/product.md#orders-from-a-message): a pasted message's characters
 * and lines, and an indent file's size and item rows, at most.
 */
export const MAX_PASTE_CHARACTERS = 10_000;
export const MAX_PASTE_LINES = 200;
export const MAX_INDENT_MB = 2;
export const MAX_INDENT_BYTES = MAX_INDENT_MB * 1024 * 1024;
export const MAX_INDENT_ROWS = 200;
/** Characters of the customer's note on an order, and of the staff's note to the customer. */
export const MAX_ORDER_NOTE_LENGTH = 1000;
/** Orders one customer may place in an hour (unless RATE_LIMIT=off). */
export const ORDERS_PER_HOUR = 30;
/** A repeat of an order's idempotency key within this long places nothing. */
export const ORDER_IDEMPOTENCY_MS = DAY_MS;
/**
 * A large order asks the customer to confirm, naming the line (shared/order-terms.ts): a line
 * over LARGE_LINE_TIMES the customer's usual quantity of the item (the median over their last
 * USUAL_ORDERS orders holding it, once there are at least two), a line over LARGE_LINE_RUPEES
 * with GST, or an order over LARGE_ORDER_RUPEES with GST.
 */
export const LARGE_LINE_TIMES = 10;
export const USUAL_ORDERS = 10;
export const LARGE_LINE_RUPEES = 100_000;
export const LARGE_ORDER_RUPEES = 500_000;
/** Orders are business records: kept this many years, then deleted. */
export const ORDER_RETENTION_YEARS = 8;
/** A customer's order history, a page at a time. */
export const ORDERS_PAGE_SIZE = 20;

// ── Bills and payments (docs/product.md#bills-and-payments) ─────────────────────────────────
/** The largest amount a UPI link is offered for by default, in rupees (the owner may change it). */
export const UPI_MAX_RUPEES = 100_000;
/** The longest note (`tn`) a UPI link carries: bill numbers while they fit. */
export const MAX_UPI_NOTE = 50;
/** A bill without a due date in the report is due this many days after its date. */
export const DEFAULT_DUE_DAYS = 30;
/** The dry run warns when a publish would drop this share of the parties or of the total. */
export const OUTSTANDING_DROP_WARNING = 0.2;
/** Payments a customer may report in an hour. */
export const PAYMENTS_PER_HOUR = 20;
/** Bills a payment may name. */
export const MAX_PAYMENT_BILLS = 200;
/** The longest reason staff give for rejecting a payment. */
export const MAX_REJECT_REASON_LENGTH = 500;
/** Payment reports are business records, kept as long as orders. */
export const PAYMENT_RETENTION_YEARS = ORDER_RETENTION_YEARS;
/** How many parties the chase list and payments the payments list show a page. */
export const MONEY_PAGE_SIZE = 50;

// ── Returns (docs/product.md#returns) ───────────────────────────────────────────────────────
/** Return requests a customer may send in an hour. */
export const RETURNS_PER_HOUR = 20;
/** The longest note a customer adds to a return request. */
export const MAX_RETURN_NOTE_LENGTH = 1000;
/** A return's photo is stored this wide at most (the rest is scaled down). */
export const RETURN_PHOTO_WIDTH = 1600;
/** Returns and credit notes are business records, kept as long as orders. */
export const RETURN_RETENTION_YEARS = ORDER_RETENTION_YEARS;

/** Invoice copies (docs/product.md#invoice-copies): one upload, each PDF, and a zip of a day's bills. */
export const MAX_INVOICE_UPLOAD_BYTES = 50 * MB;
export const MAX_INVOICE_PDF_BYTES = 5 * MB;
export const MAX_INVOICE_ZIP_ENTRIES = 500;
export const MAX_INVOICE_ZIP_UNPACKED_BYTES = 200 * MB;
/** The most files one upload may carry (a day's bills, or a zip of them). */
export const MAX_INVOICE_FILES = 500;
/** How long a file whose bill is in no report yet waits for it, and how long a copy is kept. */
export const INVOICE_WAIT_DAYS = 30;
export const INVOICE_RETENTION_DAYS = 400;
