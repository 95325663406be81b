// SAMPLE CONTENT — replace with the owner's real facts.
// Texts of the About page, in English: story, mission, vision, core values and FAQ. The FAQ
// answers contain sample terms (minimum order, delivery times, returns); the owner must
// confirm or correct every one of them, in every language.

import { siteText } from "./site-text";

export const about = {
  meta: {
    title: "About Us | {siteName}",
    description:
      "Our story since 1974: a Cuttack pharmaceutical wholesaler built on quality, trust and service. Read our mission, vision, values and common questions.",
  },
  /** The page's name in the breadcrumb trail search engines show (Home › About). */
  breadcrumb: "About",
  title: "About {shortName}",
  lead: "Serving hospitals, clinics and pharmacies across Odisha since {foundedYear}.",
  storyHeading: "Our story",
  story: [
    `{siteName} was founded in {foundedYear} in ${siteText.places.city} with one small godown, a handful of manufacturer agencies and a simple promise: the right medicine, at the right time, at a fair price. Pharmacists and doctors in the old city came to rely on us, and word spread from there.`,
    "Over five decades the business has grown alongside Odisha's healthcare. Today we distribute medicines, surgical disposables and medical consumables from dozens of licensed manufacturers, with cold-chain storage for temperature-sensitive products and regular delivery routes to hospitals and pharmacies across the coastal and central districts.",
    "What has not changed is how we work. We still know our customers by name, we still answer the phone ourselves, and we still treat every order as if a patient is waiting for it, because one usually is.",
  ],
  missionHeading: "Our mission",
  mission:
    "To make genuine, quality medicines and medical supplies reliably available to every hospital, clinic and pharmacy we serve in Odisha, through honest dealing, careful storage and on-time delivery.",
  visionHeading: "Our vision",
  vision:
    "To be Odisha's most trusted healthcare distribution partner, known for integrity, dependable service and a supply chain that patients can count on.",
  /**
   * Only what the licensed business can stand behind (site.ts explains why it never says "FDA
   * approval"). The chat assistant repeats it word for word.
   */
  regulatoryStatement: siteText.regulatoryStatement,
  /** The box beside the regulatory statement that lists the licences and the GST registration. */
  registrationBox: {
    heading: "Licences and registration",
    issuedBy: `The drug licences are issued by the ${siteText.places.licensingAuthority}.`,
  },
  valuesHeading: "Our core values",
  /** Quality, Trust, Innovation, Service: in this order. */
  values: [
    {
      title: "Quality",
      text: "We source only from licensed manufacturers, check every consignment on arrival and store each product exactly as its label requires.",
    },
    {
      title: "Trust",
      text: "Fair prices, honest advice and proper documentation with every invoice. Many of our customers have been with us for decades.",
    },
    {
      title: "Innovation",
      text: "From cold-chain monitoring to quick ordering on phone and WhatsApp, we keep improving how medicines reach you.",
    },
    {
      title: "Service",
      text: "A responsive team, timely deliveries and real help with urgent requirements, six days a week.",
    },
  ],
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "Is there a minimum order value?",
      answer:
        "Regular account holders can order any quantity. For delivery outside Cuttack we may ask for a minimum order value per delivery, which depends on the route; our sales team will confirm it when you open your account.",
    },
    {
      question: "Which areas do you deliver to, and how quickly?",
      answer:
        "We deliver across Cuttack and Bhubaneswar, and to Puri, Khordha, Jagatsinghpur, Kendrapara, Jajpur and other nearby districts. Orders within Cuttack are usually delivered the same or next working day; other areas follow our regular route schedule, which we will share with you.",
    },
    {
      question: "How do we open an account with you?",
      answer:
        "Choose “Request access” on our Account page, or call or WhatsApp us. We will ask for a copy of your valid drug licence (retail or wholesale, as applicable), your GST registration, and the name and contact number of the person who will place orders. Hospitals and nursing homes should share their registration details and, where applicable, the drug licence of their in-house pharmacy. Once the documents are verified, we send you a link to set your password, and you can see our rates and order online.",
    },
    {
      question: "What is your policy on returns and expiry?",
      answer:
        "We supply stock with a healthy remaining shelf life. Goods damaged in transit or supplied in error are replaced when reported on delivery. Near-expiry and expired stock is accepted for return or credit as per the manufacturer's return policy; please call us for the current terms.",
    },
  ],
};

export type AboutText = typeof about;
