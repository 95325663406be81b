import { languageNames, type Translation } from "#app/content/admin/admin-content.ts";

// Where each field of the content document is edited (its section, and for a text its group),
// and its name in words, for the error summary that links to it.

export const sections = [
  { id: "company", label: "Company" },
  { id: "hours", label: "Hours and closures" },
  { id: "notices", label: "Notices" },
  { id: "jobs", label: "Jobs" },
  { id: "partners", label: "Partners" },
  { id: "home", label: "Home page" },
  { id: "texts", label: "Texts" },
  { id: "versions", label: "Versions" },
] as const;
export type SectionId = (typeof sections)[number]["id"];

/** The groups of texts, by the page or part of the site that shows them. */
export const textGroups = [
  { id: "common", label: "Every page: header, footer, chat and errors" },
  { id: "chat", label: "Chat assistant's replies" },
  { id: "home", label: "Home page" },
  { id: "about", label: "About page" },
  { id: "products", label: "Products page" },
  { id: "contact", label: "Contact page" },
  { id: "careers", label: "Careers page" },
  { id: "forms", label: "Forms and their answers" },
  { id: "privacy", label: "Privacy page" },
  { id: "account", label: "Customer accounts" },
  { id: "orders", label: "Customer orders" },
  { id: "orderMail", label: "Order mails" },
  { id: "orderMessage", label: "Orders from a message or an indent" },
  { id: "bills", label: "Customer bills and the statement" },
  { id: "returns", label: "Customer returns and their mails" },
  { id: "server", label: "Server pages and answers" },
] as const;
export type TextGroup = (typeof textGroups)[number]["id"];

/** Texts edited in a section of their own rather than among the Texts. */
const textsElsewhere = ["home.slides", "common.hours"];
export const inSectionOfItsOwn = (path: string) =>
  textsElsewhere.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/** Where the field at a dotted path is edited: its section, and for a text, its group. */
export function placeOf(path: string): { section: SectionId; group?: TextGroup } | undefined {
  const [first, second, third] = path.split(".");
  if (first === "site") return { section: second === "hours" ? "hours" : "company" };
  if (first === "settings") return { section: "company" };
  if (first === "closures") return { section: "hours" };
  if (first === "notices" || first === "jobs" || first === "partners") return { section: first };
  if (first === "slides") return { section: "home" };
  if (first === "texts" && second && third) {
    const text = path.split(".").slice(2).join(".");
    if (inSectionOfItsOwn(text)) return { section: text === "common.hours" ? "hours" : "home" };
    if (textGroups.some((group) => group.id === third))
      return { section: "texts", group: third as TextGroup };
  }
  return undefined;
}

// ── Names of fields, in words ───────────────────────────────────────────────────────────────

const words: Record<string, string> = {
  site: "Company",
  en: "English",
  or: "Odia",
  hi: "Hindi",
  from: "First day",
  to: "Last day",
  meta: "Page title and description",
  alt: "Photo description",
  phones: "Phone",
  areaServed: "Areas served",
  aliases: "Other names",
  drugLicences: "Drug licence",
  linkedinUrl: "LinkedIn address",
  url: "Website address",
  gstin: "GSTIN",
  mrpPublic: "MRP shown to",
  lowStockThreshold: "Low-stock threshold",
  upiId: "UPI id",
  payee: "Payee name",
  bankDetails: "Bank details",
  upiMax: "Largest UPI payment",
  limit: "Default credit limit",
  maxOverdueDays: "Most days a bill may be overdue",
  returns: "Return window",
  monthsAfterExpiry: "Months after expiry",
  nearExpiryMonths: "Months before expiry",
};

/** "heroTitle" → "Hero title". */
const spaced = (key: string) => {
  const split = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return split.charAt(0).toUpperCase() + split.slice(1);
};

/** A field's name for the error summary: `closures.0.reason.or` → "Closure 1 › Reason › Odia". */
export function fieldName(path: string) {
  const keys = path.split(".");
  const parts: string[] = [];
  const lists: Record<string, string> = {
    closures: "Closure",
    notices: "Notice",
    jobs: "Job opening",
    slides: "Slide",
    partners: "Partner",
    specialties: "Specialty",
    aliases: "Other name",
    byCompany: "Company's own window",
  };
  keys.forEach((key, i) => {
    if (i === 0 && key === "texts") return;
    if (i === 1 && keys[0] === "texts") return;
    const previous = keys[i - 1];
    if (/^\d+$/.test(key)) {
      const list = previous && (lists[previous] ?? words[previous] ?? spaced(previous));
      parts.pop();
      parts.push(`${list ?? "Entry"} ${Number(key) + 1}`);
      return;
    }
    parts.push(words[key] ?? spaced(key));
  });
  if (keys[0] === "texts" && keys[1]) parts.push(languageNames[keys[1] as Translation] ?? keys[1]);
  return parts.join(" › ");
}
