// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the Contact page, in Odia.

import { siteText } from "./site-text";
import type { ContactText } from "#shared/content/en/contact.ts";

export const reviewed = false;

export const contact: ContactText = {
  meta: {
    title: "ଯୋଗାଯୋଗ | {siteName}",
    description:
      "ଫୋନ କରନ୍ତୁ, WhatsApp କରନ୍ତୁ କିମ୍ବା ଜିଜ୍ଞାସା ପଠାନ୍ତୁ। ନକ୍ସାରେ ଆମ କଟକ ଠିକଣା, ଫୋନ ନମ୍ବର ଓ କାର୍ଯ୍ୟ ସମୟ ଦେଖନ୍ତୁ: ସୋମବାରରୁ ଶନିବାର, ସକାଳ 10ଟାରୁ ରାତି 9ଟା।",
  },
  breadcrumb: "ଯୋଗାଯୋଗ",
  title: "ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ",
  lead: "କୌଣସି ଉତ୍ପାଦ, ବଡ଼ ଅର୍ଡର କିମ୍ବା ଆକାଉଣ୍ଟ ବିଷୟରେ ପ୍ରଶ୍ନ ଅଛି? ଫୋନ କରନ୍ତୁ, WhatsApp କରନ୍ତୁ କିମ୍ବା ଲେଖନ୍ତୁ, ଆମେ ଗୋଟିଏ କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଉତ୍ତର ଦେବୁ।",
  enquiryHeading: "ଆମକୁ ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
  detailsHeading: "ଯୋଗାଯୋଗ କରନ୍ତୁ",
  phone: "ଫୋନ",
  whatsapp: "WhatsApp",
  whatsappLink: "WhatsApp ରେ ବାର୍ତ୍ତା ପଠାନ୍ତୁ",
  email: "ଇମେଲ",
  hours: "କାର୍ଯ୍ୟ ସମୟ",
  location: {
    heading: "ଆମେ କେଉଁଠି ଅଛୁ",
    landmark: "ଲ୍ୟାଣ୍ଡମାର୍କ",
    /** The landmark itself, in the page's script (site.ts's, written in this language). */
    landmarkPlace: siteText.places.landmark,
    directions: "ରାସ୍ତା ଦେଖନ୍ତୁ",
    showMap: "ନକ୍ସା ଦେଖନ୍ତୁ",
    hideMap: "ନକ୍ସା ଲୁଚାନ୍ତୁ",
    mapNote: "ନକ୍ସାଟି OpenStreetMap ରୁ ଆସେ ଏବଂ ଆପଣ ମାଗିଲେ ହିଁ ଖୋଲେ।",
    mapTitle: `{company}, ${siteText.places.city} ଦେଖାଉଥିବା ନକ୍ସା`,
  },
  list: {
    heading: "ଆପଣଙ୍କ ଜିଜ୍ଞାସା ତାଲିକା ({count})",
    intro: "ଏହି ଆଇଟମଗୁଡ଼ିକ ତଳ ଫର୍ମ ସହ ପଠାଯିବ। ଚାହିଁଲେ ଆଗରୁ ପରିମାଣ ବଦଳାନ୍ତୁ କିମ୍ବା କୌଣସି ଆଇଟମ ହଟାନ୍ତୁ।",
    quantityOf: "{item} ର ପରିମାଣ",
    remove: "ହଟାନ୍ତୁ",
    removeLabel: "{item} ହଟାନ୍ତୁ",
    whatsapp: "ତାଲିକାଟି WhatsApp ରେ ପଠାନ୍ତୁ",
    more: "ଆହୁରି ଆଇଟମ ଯୋଡ଼ନ୍ତୁ",
    clear: "ତାଲିକା ଖାଲି କରନ୍ତୁ",
    whatsappText: "ନମସ୍କାର, ମୁଁ ଏହି ଆଇଟମଗୁଡ଼ିକ ବିଷୟରେ ଜିଜ୍ଞାସା କରିବାକୁ ଚାହେଁ:",
  },
};
