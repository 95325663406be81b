import { absoluteUrl, siteOrigin } from "#app/site/meta.ts";
import type { ShownClosure } from "#shared/content/announcements.ts";
import type { Site } from "#shared/site-facts.ts";
import { paths, socialImagePath } from "#shared/site-paths.ts";

// Its own module, for the head of the home and contact pages (rendered by the server alone).

/**
 * The company as search engines read it (the content's facts, `site`): an Organization that is
 * a WholesaleStore, described in the page's language; each closure not yet over is a special
 * opening-hours entry that opens and closes at midnight, schema.org's closed day.
 */
export function organizationJsonLd(
  site: Site,
  description: string,
  closures: readonly Pick<ShownClosure, "from" | "to">[] = [],
) {
  const { address, geo, hours, registration } = site;
  const licensingAuthority = {
    "@type": "GovernmentOrganization",
    name: registration.licensingAuthority,
  };
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "WholesaleStore"],
    "@id": `${siteOrigin(site)}/#organization`,
    name: site.name,
    legalName: registration.registeredName,
    // India's GSTIN is both the business's tax and its VAT (GST) registration.
    taxID: registration.gstin,
    vatID: registration.gstin,
    hasCredential: registration.drugLicences.map((licence) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: licence.label,
      identifier: licence.number,
      recognizedBy: licensingAuthority,
    })),
    url: absoluteUrl(site, paths.home),
    logo: absoluteUrl(site, "/apple-touch-icon.png"),
    image: absoluteUrl(site, socialImagePath),
    description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phones[0].replace(/\s/g, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    ...(closures.length && {
      specialOpeningHoursSpecification: closures.map(({ from, to }) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: from,
        validThrough: to,
        opens: "00:00",
        closes: "00:00",
      })),
    }),
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    contactPoint: site.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone: telephone.replace(/\s/g, ""),
      contactType: "sales",
      areaServed: "IN",
      availableLanguage: ["en", "hi", "or"],
    })),
  };
}
