// What a business fact is: the shape of the facts the site shows (name, address, phones, hours,
// registration…), whose values are content (the shipped sample is shared/content/site.ts), and
// what is worked out from them. The public pages get the values from the renderer's content,
// through their context, never by importing them.

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
     * The Odia and Hindi pages show their own writing of it (shared/content/{or,hi}/site-text.ts, `places`), as
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
  /**
   * How customers pay (docs/product.md#bills-and-payments): the UPI id their app pays to and the
   * name it shows, and the bank details shown instead without one. Empty by default: no pay link.
   */
  readonly payments: {
    /** As UPI writes it: name@handle. */
    readonly upiId: string | null;
    readonly payee: string | null;
    readonly bankDetails: string | null;
  };
};

/**
 * The registration facts as the footer and the About page list them, value and label, the
 * labels in the page's language (shared/content/<language>/common.ts, `registration`).
 */
export function registrationDetails(
  site: Pick<Site, "registration">,
  labels: { registeredName: string; gstin: string; licences: readonly string[] },
): readonly { label: string; value: string }[] {
  return [
    { label: labels.registeredName, value: site.registration.registeredName },
    { label: labels.gstin, value: site.registration.gstin },
    ...site.registration.drugLicences.map((licence, i) => ({
      label: labels.licences[i] ?? licence.label,
      value: licence.number,
    })),
  ];
}
