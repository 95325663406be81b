// SAMPLE CONTENT — replace with the owner's real facts.
// Texts for the home page: hero slides, intro, highlight tiles and the
// "Partner With Us" banner.

import { site } from "./site";

export type Slide = {
  id: string;
  /** Short headline shown over the picture. */
  title: string;
  /** One sentence under the headline. */
  caption: string;
  /** Describes the picture for visitors who use a screen reader. */
  alt: string;
  /** Image basename, e.g. "slide-1" (the build picks the file formats). */
  image: string;
};

export const slides: Slide[] = [
  {
    id: "warehouse",
    title: "Well-stocked since 1974",
    caption:
      "From our Cuttack warehouse we keep thousands of medicines and surgical products ready to dispatch.",
    alt: "A clean, well-lit warehouse with tall shelves neatly stacked with labelled cartons of medicines.",
    image: "slide-1",
  },
  {
    id: "delivery",
    title: "On the road to your hospital",
    caption:
      "Our own delivery vans carry orders to hospitals, clinics and pharmacies across Odisha.",
    alt: "A white delivery van driving along a tree-lined road on its way to deliver supplies to hospitals.",
    image: "slide-2",
  },
  {
    id: "pharmacy",
    title: "Partners to local pharmacies",
    caption: "Retail chemists count on us for steady stock, fair terms and quick replenishment.",
    alt: "A pharmacist standing behind a counter, with shelves of medicine boxes and bottles behind her.",
    image: "slide-3",
  },
  {
    id: "cold-chain",
    title: "Cold chain you can rely on",
    caption:
      "Vaccines, insulin and other temperature-sensitive medicines are stored at 2–8 °C and checked daily.",
    alt: "A refrigerated storage unit holding medicine boxes, with a thermometer showing a cool temperature.",
    image: "slide-4",
  },
  {
    id: "hospitals",
    title: "Supplying hospitals and nursing homes",
    caption:
      "Bulk orders of medicines and surgical disposables arrive complete, on time and properly documented.",
    alt: "A hospital building in daylight, with boxes of medical supplies being unloaded at its entrance.",
    image: "slide-5",
  },
  {
    id: "partners",
    title: "Trusted by manufacturers",
    caption:
      "We work hand in hand with licensed manufacturers to bring genuine products to Odisha.",
    alt: "Two business people shaking hands across a table, with a small team of colleagues smiling beside them.",
    image: "slide-6",
  },
];

export const intro: { heading: string; paragraphs: string[] } = {
  heading: `Serving Odisha's healthcare since ${site.foundedYear}`,
  paragraphs: [
    `${site.name} began in ${site.foundedYear} as a small family wholesale business in Cuttack. Five decades on, we supply hospitals, nursing homes, clinics and retail pharmacies across Odisha with medicines, surgical disposables and everyday medical consumables.`,
    "We source only from licensed manufacturers, store every product as its label requires, and deliver with the same care and honesty that our customers have relied on since our very first day.",
  ],
};

export type HighlightIcon = "shield" | "truck" | "snowflake" | "users";

export const highlights: { title: string; text: string; icon: HighlightIcon }[] = [
  {
    title: "Licensed and compliant",
    text: "A licensed wholesale drug distributor under the Drugs and Cosmetics Act, 1940, sourcing only from licensed manufacturers.",
    icon: "shield",
  },
  {
    title: "Reliable delivery",
    text: "Regular delivery routes from Cuttack to hospitals and pharmacies in Bhubaneswar, Puri and neighbouring districts.",
    icon: "truck",
  },
  {
    title: "Cold-chain storage",
    text: "Temperature-sensitive medicines are kept at 2–8 °C, monitored daily and packed for safe transit.",
    icon: "snowflake",
  },
  {
    title: "People who know you",
    text: "An experienced, friendly team that knows your requirements and answers your call personally.",
    icon: "users",
  },
];

export const partnerBanner = {
  heading: "Partner With Us",
  text: "Whether you run a hospital, a nursing home or a neighbourhood pharmacy, we would be glad to be your supply partner. Talk to us about your requirements today.",
  yearsTarget: 50,
  clientsTarget: 100000,
} as const satisfies {
  heading: string;
  text: string;
  yearsTarget: number;
  clientsTarget: number;
};
