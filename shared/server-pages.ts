// The pages the server writes per request for browsers without JavaScript, as the server asks
// the site's renderer for them (app/render/server-pages.tsx): a page's name and its data, plain
// values that a renderer loaded at run time takes (no functions, no classes).
import type { Locale } from "#shared/site-paths.ts";
import type { ListLine, Order } from "#shared/schemas/orders.ts";
import type { CatalogueAnswer, CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import type { AccountReturn } from "#shared/schemas/returns.ts";
import type { PastedItem } from "#shared/schemas/order-message.ts";

/** The no-JavaScript order page (`/account/order`) of a signed-in customer, or of nobody. */
export type OrderPageData =
  | { signedIn: false }
  | {
      signedIn: true;
      shopName: string;
      /** The list at today's terms. */
      lines: ListLine[];
      /** The latest orders, newest first. */
      orders: Order[];
      /** The number of the order just placed, for its confirmation. */
      placed?: number;
      /** How many lines of a message were just added to the list. */
      added?: number;
      /** A large order posted and not placed: what to check, and the note to post again. */
      confirm?: { sentences: string[]; note: string };
      /** The key the page's "Place order" posts: each rendering is a new order. */
      idempotencyKey: string;
    };

/** The no-JavaScript search results (`/products/search`): what was searched, and what it found. */
export type SearchPageData = {
  search: { q: string; category: string; manufacturer: string };
  total: number;
  /** The items this visitor may see: a signed-in customer's carry their terms, anyone's none. */
  items: CatalogueAnswer["items"];
  /** The company list's companies, and whether the list has categories to filter by. */
  companies: CatalogueFacts["companies"];
  categories: boolean;
  /** A signed-in customer's: each item is added to the order list, then back to `back`. */
  order?: { back: string };
};

/** The set-password page of a pasted invitation or reset link (`/account/password/set`). */
export type PasswordPageData = {
  token: string;
  shopName: string;
  /** The login, masked. */
  login: string;
  /** Whether the customer consented already: then the page asks no more. */
  consented: boolean;
  /** What was wrong with the last try, by field, in the page's language. */
  problems?: Partial<Record<string, string[]>>;
};

/** The Bills page (`/account/bills`) of a signed-in customer, or of nobody. */
export type BillsPageData =
  | { signedIn: false }
  | {
      signedIn: true;
      shopName: string;
      code: string;
      bills: AccountBills;
      /** Whether the link pays the bills the customer chose (`?pay=`). */
      chosen: boolean;
      /** Why the bills chosen were not taken, in the page's language. */
      choiceProblem?: string;
      /** The payment just reported, for its thanks. */
      reported?: AccountBills["payments"][number];
      /** India's day: a payment is not reported for a later one. */
      today: string;
    };

/** The Returns page (`/account/returns`) of a signed-in customer, or of nobody. */
export type ReturnsPageData =
  | { signedIn: false }
  | {
      signedIn: true;
      shopName: string;
      code: string;
      /** The items of their orders, to choose the one to return from (an id: in the list). */
      items: { id: string | null; name: string; company: string }[];
      /** Their returns, newest first. */
      returns: AccountReturn[];
      /** The return just asked for, for its thanks and its window mark. */
      sent?: AccountReturn;
    };
/** The page of a form post refused without JavaScript: what was wrong, and the way back. */
export type ProblemsPageData = {
  /** Each problem, in the page's language. */
  problems: string[];
  /** The form's page, with its language; none when the form was opened in a tab of its own. */
  back?: string;
  /** The heading, when not the visitors' "check your details" (the staff's, in English). */
  heading?: string;
};

/** An item offered for a line of a message: what names it, and the customer's terms. */
export type OfferedItem = Pick<
  PastedItem,
  "id" | "name" | "manufacturer" | "pack" | "mrp" | "rate" | "scheme" | "availability"
>;

/** A line of a message or an indent as the review page shows it. */
export type PasteReviewLine = {
  line: number;
  text: string;
  quantity: number;
  quantityWritten: boolean;
  /** The items offered for the line, with the customer's terms. */
  offered: OfferedItem[];
  /** The id of the item chosen, or "" for none. */
  chosen: string;
  /** What the customer searched for this line. */
  search: string;
};

/** The lines read from a message or an indent, to check and add (`/account/order/paste`). */
export type PastePageData = {
  lines: PasteReviewLine[];
  /** A sentence to say above the lines (nothing kept to add). */
  said?: string;
};

/** A page the server writes, by name, with its data. */
export type ServerPage =
  | { name: "order"; data: OrderPageData }
  | { name: "search"; data: SearchPageData }
  /** A visitor who searched many times in a second (a 429). */
  | { name: "tooManySearches"; data: null }
  | { name: "password"; data: PasswordPageData }
  | { name: "bills"; data: BillsPageData }
  | { name: "returns"; data: ReturnsPageData }
  | { name: "problems"; data: ProblemsPageData }
  | { name: "paste"; data: PastePageData };

/** What the server asks the renderer for: a page, in a language, at its address. */
export type ServerPageRequest = ServerPage & { locale: Locale; pathname: string };
