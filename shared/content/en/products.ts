// Texts of the Products page, in English: the medicine search, the partner companies and
// their filter. Company and item names are never translated.

export const products = {
  meta: {
    title: "Products & Partners | {siteName}",
    description:
      "Search our partner manufacturers in oncology, generic medicines, nephrology, OTC and surgical disposables, and download our product list as a PDF.",
  },
  breadcrumb: "Products",
  title: "Products and partners",
  lead: "We distribute the ranges of {count} trusted manufacturers across five specialties.",
  download: "Download product list (PDF)",
  /** The five specialties, by the names the catalogue and the partner list store. */
  specialties: {
    Oncology: "Oncology",
    "Generic Medicines": "Generic Medicines",
    Nephrology: "Nephrology",
    "OTC (Over-the-Counter)": "OTC (Over-the-Counter)",
    "Surgical Disposables & Consumables": "Surgical Disposables & Consumables",
  },
  /** The specialties as the compact partner cards name them. */
  specialtyShort: {
    Oncology: "Oncology",
    "Generic Medicines": "Generics",
    Nephrology: "Nephrology",
    "OTC (Over-the-Counter)": "OTC",
    "Surgical Disposables & Consumables": "Surgical",
  },
  search: {
    heading: "Search medicines",
    intro:
      "Search our item list by brand, composition (salt) or company. Spelling mistakes are fine. Add what you need to your enquiry list and send it from the Contact page.",
    /** The same for a signed-in trade customer, whose search adds to the order. */
    introSignedIn:
      "Search our item list by brand, composition (salt) or company. Spelling mistakes are fine. Add what you need to your order, at your rate, and place it on your account page.",
    label: "Medicines",
    query: "Brand, composition or company",
    placeholder: "e.g. paracetamol 650",
    category: "Category",
    allCategories: "All categories",
    company: "Company",
    allCompanies: "All companies",
    /** A company of the company list, with how many items the list has of it. */
    companyItems: { one: "{company}: {count} item", other: "{company}: {count} items" },
    submit: "Search",
    searching: "Searching…",
    failed: "The search did not work just now. Please try again, or call us.",
    found: { one: "{count} medicine found", other: "{count} medicines found" },
    more: "Show more medicines",
    quantity: "Quantity",
    add: "Add to enquiry",
    addLabel: "Add to enquiry: {item}",
    added: "Added to your enquiry list",
    nothingFor: "No medicines found for “{query}”.",
    nothing: "No medicines found.",
    nothingHelp:
      "We may still be able to get it for you. Call us, send a WhatsApp message or an enquiry.",
    call: "Call {phone}",
    whatsapp: "WhatsApp",
    enquire: "Send an enquiry",
    /** The visitor's first words in a WhatsApp chat about an item ({item}: its name and details). */
    askWhatsapp: "Hello, do you have {item}?",
    thisMedicine: "this medicine",
  },
  partners: {
    /** Names the list of partner cards for screen readers. */
    label: "Partner companies",
    heading: "Our partner companies",
    search: "Search partner companies",
    placeholder: "Type a company name",
    filter: "Filter by category",
    all: "All",
    /** The specification's words, kept exactly in English. */
    none: "No companies found matching your search.",
    showing: "Showing {shown} of {total} companies",
    /** A partner card's link, named by the company; it leads to the company's items. */
    seeItemsOf: "See items of {company}",
    /** Said instead of "See items" for a partner the live list has no items of. */
    onRequest: "Items on request",
  },
};

export type ProductsText = typeof products;
