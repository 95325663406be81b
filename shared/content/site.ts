// SAMPLE CONTENT — replace with the owner's real facts.
// Every business fact shown on the website (name, address, phones, hours,
// regulatory wording...) lives here. Edit the values; keep the field names.

export type Site = {
  readonly name: string;
  readonly shortName: string;
  readonly tagline: string;
  readonly foundedYear: number;
  /** About 150 characters; used as the home page meta description. */
  readonly description: string;
  /** The site's public address, for canonical links, the sitemap and social cards (SITE_URL at build time overrides it). */
  readonly url: string;
  readonly address: {
    readonly street: string;
    readonly locality: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    /** ISO 3166-1 country code. */
    readonly country: string;
    readonly countryName: string;
    /**
     * A landmark a delivery driver or a first-time visitor can ask for, shown on the Contact page.
     * The Odia and Hindi pages show their own writing of it (../or|hi/site-text.ts, `places`), as
     * they do the locality, the city, the licensing authority and the areas served.
     */
    readonly landmark: string;
  };
  /** Map pin for the contact page and structured data. */
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly email: string;
  /** Display form, e.g. "+91 94370 12345". Exactly three numbers. */
  readonly phones: readonly [string, string, string];
  /** Digits only, including the country code, e.g. "919437012345". */
  readonly whatsapp: string;
  readonly hours: {
    readonly text: string;
    /** 24-hour "HH:MM". */
    readonly opens: string;
    readonly closes: string;
    readonly days: readonly string[];
  };
  /** Full LinkedIn page URL, or null to hide the icon. */
  readonly linkedinUrl: string | null;
  readonly webDeveloper: {
    readonly name: string;
    readonly phone: string;
    /** Digits only, including the country code. */
    readonly whatsapp: string;
  };
  /** Named on the Privacy page (Digital Personal Data Protection Act, 2023). */
  readonly grievanceOfficer: {
    readonly name: string;
    readonly email: string;
    readonly phone: string;
  };
  /**
   * Only what the licensed business can stand behind. Never claim "FDA approval":
   * in India the regulators are CDSCO and the Odisha State Drugs Control Administration.
   * Keep it to three sentences at most; the chat assistant repeats it word for word.
   */
  readonly regulatoryStatement: string;
  /**
   * The proof of a real, licensed business, shown in the footer, on About and in the structured
   * data. Copy each value exactly as printed on the certificate.
   */
  readonly registration: {
    /** The name on the licences and the GST certificate (may differ from the trading name). */
    readonly registeredName: string;
    /** 15 characters: state code (21 for Odisha), the PAN, entity number, "Z", check character. */
    readonly gstin: string;
    /** The wholesale drug licences: Form 20B (drugs other than Schedules C, C1, X) and 21B (Schedules C and C1). */
    readonly drugLicences: readonly { readonly label: string; readonly number: string }[];
    readonly licensingAuthority: string;
  };
  readonly areaServed: readonly string[];
};

export const site: Site = {
  name: "Mahanadi Pharma Distributors",
  shortName: "Mahanadi Pharma",
  tagline: "Trusted medicines, delivered with care across Odisha since 1974",
  foundedYear: 1974,
  description:
    "Licensed pharmaceutical wholesaler in Cuttack, Odisha, since 1974, supplying medicines and surgical products to hospitals, clinics and pharmacies.",
  url: "https://www.mahanadipharma.example",
  address: {
    street: "Plot 12, Medicine Market Lane",
    locality: "Buxi Bazaar",
    city: "Cuttack",
    region: "Odisha",
    postalCode: "753001",
    country: "IN",
    countryName: "India",
    // SAMPLE VALUE — the owner must replace it with a real landmark near the shop.
    landmark: "Opposite Buxi Bazaar Post Office, near Ranihat Chhak",
  },
  geo: { latitude: 20.4686, longitude: 85.8792 },
  email: "info@mahanadipharma.example",
  phones: ["+91 94370 12345", "+91 98610 23456", "+91 671 230 4567"],
  whatsapp: "919437012345",
  hours: {
    text: "Monday to Saturday 10:00 AM to 9:00 PM, Sunday closed",
    opens: "10:00",
    closes: "21:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  linkedinUrl: null,
  webDeveloper: {
    name: "Sample Web Studio",
    phone: "+91 90000 12345",
    whatsapp: "919000012345",
  },
  grievanceOfficer: {
    name: "Sanjay Mohanty",
    email: "grievance@mahanadipharma.example",
    phone: "+91 94370 12345",
  },
  regulatoryStatement:
    "We are a licensed wholesale drug distributor under the Drugs and Cosmetics Act, 1940, holding wholesale drug licences issued by the Drugs Control Administration, Odisha. We source only from licensed manufacturers and their authorised distributors, and store every product as its label requires, including cold-chain storage at 2–\u20608\u00a0°C for temperature-sensitive medicines. We supply only to licensed pharmacies, hospitals and healthcare institutions, and show our licence numbers and GSTIN at the foot of every page.",
  // SAMPLE VALUES — made-up numbers in the real formats. Before going live the owner must replace
  // every one with the numbers printed on the firm's drug licences and GST registration certificate.
  registration: {
    registeredName: "Mahanadi Pharma Distributors Private Limited",
    gstin: "21AAGCM4821Q1ZA",
    drugLicences: [
      { label: "Wholesale drug licence, Form 20B", number: "CTC-20B/0457/2019" },
      { label: "Wholesale drug licence, Form 21B", number: "CTC-21B/0457/2019" },
    ],
    licensingAuthority: "Drugs Control Administration, Odisha",
  },
  areaServed: [
    "Cuttack",
    "Bhubaneswar",
    "Puri",
    "Khordha",
    "Jagatsinghpur",
    "Kendrapara",
    "Jajpur",
    "Dhenkanal",
    "Angul",
    "Nayagarh",
    "Balasore",
    "Bhadrak",
  ],
};

/**
 * The registration facts as the footer and the About page list them, value and label, the
 * labels in the page's language (shared/content/<language>/common.ts, `registration`).
 */
export function registrationDetails(labels: {
  registeredName: string;
  gstin: string;
  licences: readonly string[];
}): readonly { label: string; value: string }[] {
  return [
    { label: labels.registeredName, value: site.registration.registeredName },
    { label: labels.gstin, value: site.registration.gstin },
    ...site.registration.drugLicences.map((licence, i) => ({
      label: labels.licences[i] ?? licence.label,
      value: licence.number,
    })),
  ];
}
