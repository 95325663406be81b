// SAMPLE CONTENT — replace with the owner's real facts.
// Texts of the home page, in English: hero slides, introduction, highlight tiles, the three
// product categories and the "Partner With Us" banner. The slides' pictures are art/slide-1…6
// in this order; the categories' pictures are named by their ids in shared/content/home.ts.

import { siteText } from "./site-text";

export const home = {
  meta: {
    title: "{siteName} | Pharmaceutical Distributor in Cuttack, Odisha",
    description: siteText.description,
  },
  /** Call, WhatsApp and Enquire over the hero, on the first screen at every width. */
  actions: { label: "Get in touch", call: "Call", whatsapp: "WhatsApp", enquire: "Enquire" },
  slideshow: {
    label: "Highlights",
    slide: "{number} of {count}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    show: "Show slide {number}: {title}",
  },
  /** Six slides: a short headline, one sentence, and the picture described for screen readers. */
  slides: [
    {
      title: "Well-stocked since 1974",
      caption:
        "From our Cuttack warehouse we keep thousands of medicines and surgical products ready to dispatch.",
      alt: "A clean, well-lit warehouse with tall shelves neatly stacked with labelled cartons of medicines.",
    },
    {
      title: "On the road to your hospital",
      caption:
        "Our own delivery vans carry orders to hospitals, clinics and pharmacies across Odisha.",
      alt: "A white delivery van driving along a tree-lined road on its way to deliver supplies to hospitals.",
    },
    {
      title: "Partners to local pharmacies",
      caption: "Retail chemists count on us for steady stock, fair terms and quick replenishment.",
      alt: "A pharmacist standing behind a counter, with shelves of medicine boxes and bottles behind her.",
    },
    {
      title: "Cold chain you can rely on",
      caption:
        "Vaccines, insulin and other temperature-sensitive medicines are stored at 2–\u20608\u00a0°C and checked daily.",
      alt: "A refrigerated storage unit holding medicine boxes, with a thermometer showing a cool temperature.",
    },
    {
      title: "Supplying hospitals and nursing homes",
      caption:
        "Bulk orders of medicines and surgical disposables arrive complete, on time and properly documented.",
      alt: "A hospital building in daylight, with boxes of medical supplies being unloaded at its entrance.",
    },
    {
      title: "Trusted by manufacturers",
      caption:
        "We work hand in hand with licensed manufacturers to bring genuine products to Odisha.",
      alt: "Two business people shaking hands across a table, with a small team of colleagues smiling beside them.",
    },
  ],
  intro: {
    heading: "Serving Odisha's healthcare since {foundedYear}",
    paragraphs: [
      "{siteName} began in {foundedYear} as a small family wholesale business in Cuttack. Five decades on, we supply hospitals, nursing homes, clinics and retail pharmacies across Odisha with medicines, surgical disposables and everyday medical consumables.",
      "We source only from licensed manufacturers, store every product as its label requires, and deliver with the same care and honesty that our customers have relied on since our very first day.",
    ],
    partners: "Browse our partners",
    enquire: "Send an enquiry",
  },
  /** Four tiles, in the order of their icons: shield, truck, snowflake, people. */
  highlights: [
    {
      title: "Licensed and compliant",
      text: "A licensed wholesale drug distributor under the Drugs and Cosmetics Act, 1940, sourcing only from licensed manufacturers.",
    },
    {
      title: "Reliable delivery",
      text: "Regular delivery routes from Cuttack to hospitals and pharmacies in Bhubaneswar, Puri and neighbouring districts.",
    },
    {
      title: "Cold-chain storage",
      text: "Temperature-sensitive medicines are kept at 2–\u20608\u00a0°C, monitored daily and packed for safe transit.",
    },
    {
      title: "People who know you",
      text: "An experienced, friendly team that knows your requirements and answers your call personally.",
    },
  ],
  categoriesHeading: "What we supply",
  /** The three product categories, each with four examples. */
  categories: [
    {
      title: "Medical Consumables",
      summary:
        "Everyday clinical consumables for wards, OPDs, nursing homes and pharmacies, stocked in depth so your shelves are never short.",
      items: [
        "Cotton rolls and gauze swabs",
        "Crepe and roller bandages",
        "Examination gloves",
        "Adhesive tapes and wound dressings",
      ],
    },
    {
      title: "Surgical Disposables",
      summary:
        "Sterile, single-use surgical items from licensed manufacturers, supplied in hospital quantities for operation theatres and ICUs.",
      items: [
        "IV cannulas and infusion sets",
        "Disposable syringes and needles",
        "Foley catheters and urine bags",
        "Surgical gowns, drapes and masks",
      ],
    },
    {
      title: "OTC Products",
      summary:
        "Popular over-the-counter health and hygiene products for retail pharmacies, with steady availability and fair trade terms.",
      items: [
        "Antacids and digestive remedies",
        "Oral rehydration salts",
        "Pain-relief balms and sprays",
        "Vitamins and supplements",
      ],
    },
  ],
  partnerBanner: {
    heading: "Partner With Us",
    text: "Whether you run a hospital, a nursing home or a neighbourhood pharmacy, we would be glad to be your supply partner. Talk to us about your requirements today.",
    button: "Become a partner",
    years: "Years of service",
    clients: "Happy clients",
  },
};

export type HomeText = typeof home;
