// SAMPLE CONTENT — replace with the owner's real facts.
// Every business fact shown on the website (name, address, phones, hours,
// regulatory wording...) lives here. Edit the values; keep the field names.

// Its shape is shared/site-facts.ts. The public pages take these values from the renderer's
// content (the content document, shared/content/document.ts), never by importing this module.
import type { Site } from "#shared/site-facts.ts";

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
  // The owner's UPI id and bank details: none in the sample, so no pay link is offered.
  payments: { upiId: null, payee: null, bankDetails: null },
};
