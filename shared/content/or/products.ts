// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the Products page, in Odia. Company
// and item names are never translated.

import type { ProductsText } from "#shared/content/en/products.ts";

export const reviewed = false;

export const products: ProductsText = {
  meta: {
    title: "ଉତ୍ପାଦ ଓ ସହଯୋଗୀ | {siteName}",
    description:
      "କର୍କଟ ରୋଗ, ଜେନେରିକ ଔଷଧ, କିଡ଼ନୀ ରୋଗ, OTC ଓ ସର୍ଜିକାଲ ଡିସପୋଜେବଲରେ ଆମ ସହଯୋଗୀ ନିର୍ମାତାଙ୍କୁ ଖୋଜନ୍ତୁ, ଏବଂ ଆମ ଉତ୍ପାଦ ତାଲିକା PDF ଭାବେ ଡାଉନଲୋଡ କରନ୍ତୁ।",
  },
  breadcrumb: "ଉତ୍ପାଦ",
  title: "ଉତ୍ପାଦ ଓ ସହଯୋଗୀ",
  lead: "ଆମେ ପାଞ୍ଚଟି ବିଭାଗରେ {count}ଟି ଭରସାଯୋଗ୍ୟ ନିର୍ମାତାଙ୍କ ଉତ୍ପାଦ ବିତରଣ କରୁ।",
  download: "ଉତ୍ପାଦ ତାଲିକା ଡାଉନଲୋଡ କରନ୍ତୁ (PDF)",
  specialties: {
    Oncology: "କର୍କଟ ରୋଗ (ଅଙ୍କୋଲୋଜି)",
    "Generic Medicines": "ଜେନେରିକ ଔଷଧ",
    Nephrology: "କିଡ଼ନୀ ରୋଗ (ନେଫ୍ରୋଲୋଜି)",
    "OTC (Over-the-Counter)": "OTC (ପ୍ରେସକ୍ରିପସନ ବିନା)",
    "Surgical Disposables & Consumables": "ସର୍ଜିକାଲ ଡିସପୋଜେବଲ ଓ କନଜ୍ୟୁମେବଲ",
  },
  specialtyShort: {
    Oncology: "କର୍କଟ",
    "Generic Medicines": "ଜେନେରିକ",
    Nephrology: "କିଡ଼ନୀ",
    "OTC (Over-the-Counter)": "OTC",
    "Surgical Disposables & Consumables": "ସର୍ଜିକାଲ",
  },
  search: {
    heading: "ଔଷଧ ଖୋଜନ୍ତୁ",
    intro:
      "ବ୍ରାଣ୍ଡ, ଉପାଦାନ (ସଲ୍ଟ) କିମ୍ବା କମ୍ପାନୀ ନାମରେ ଆମ ଆଇଟମ ତାଲିକା ଖୋଜନ୍ତୁ। ବନାନ ଭୁଲ ହେଲେ ବି ଚଳିବ। ଦରକାରୀ ଆଇଟମ ଆପଣଙ୍କ ଜିଜ୍ଞାସା ତାଲିକାରେ ଯୋଡ଼ନ୍ତୁ ଏବଂ ଯୋଗାଯୋଗ ପୃଷ୍ଠାରୁ ପଠାନ୍ତୁ।",
    introSignedIn:
      "ବ୍ରାଣ୍ଡ, ଉପାଦାନ (ସଲ୍ଟ) କିମ୍ବା କମ୍ପାନୀ ନାମରେ ଆମ ଆଇଟମ ତାଲିକା ଖୋଜନ୍ତୁ। ବନାନ ଭୁଲ ହେଲେ ବି ଚଳିବ। ଦରକାରୀ ଆଇଟମ ଆପଣଙ୍କ ଦରରେ ଆପଣଙ୍କ ଅର୍ଡରରେ ଯୋଡ଼ନ୍ତୁ ଏବଂ ଆକାଉଣ୍ଟ ପୃଷ୍ଠାରୁ ଅର୍ଡର ଦିଅନ୍ତୁ।",
    label: "ଔଷଧ",
    query: "ବ୍ରାଣ୍ଡ, ଉପାଦାନ କିମ୍ବା କମ୍ପାନୀ",
    placeholder: "ଉଦାହରଣ: paracetamol 650",
    category: "ବିଭାଗ",
    allCategories: "ସବୁ ବିଭାଗ",
    company: "କମ୍ପାନୀ",
    allCompanies: "ସବୁ କମ୍ପାନୀ",
    companyItems: { one: "{company}: {count}ଟି ଆଇଟମ", other: "{company}: {count}ଟି ଆଇଟମ" },
    submit: "ଖୋଜନ୍ତୁ",
    searching: "ଖୋଜାଯାଉଛି…",
    failed: "ଏବେ ଖୋଜିବା ସମ୍ଭବ ହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
    found: { one: "{count}ଟି ଔଷଧ ମିଳିଲା", other: "{count}ଟି ଔଷଧ ମିଳିଲା" },
    more: "ଆହୁରି ଔଷଧ ଦେଖନ୍ତୁ",
    quantity: "ପରିମାଣ",
    add: "ଜିଜ୍ଞାସାରେ ଯୋଡ଼ନ୍ତୁ",
    addLabel: "ଜିଜ୍ଞାସାରେ ଯୋଡ଼ନ୍ତୁ: {item}",
    added: "ଆପଣଙ୍କ ଜିଜ୍ଞାସା ତାଲିକାରେ ଯୋଡ଼ାଗଲା",
    nothingFor: "“{query}” ପାଇଁ କୌଣସି ଔଷଧ ମିଳିଲା ନାହିଁ।",
    nothing: "କୌଣସି ଔଷଧ ମିଳିଲା ନାହିଁ।",
    nothingHelp:
      "ତଥାପି ହୁଏତ ଆମେ ଏହା ଆପଣଙ୍କ ପାଇଁ ମଗାଇଦେଇପାରିବୁ। ଆମକୁ ଫୋନ କରନ୍ତୁ, WhatsApp ବାର୍ତ୍ତା ପଠାନ୍ତୁ କିମ୍ବା ଏକ ଜିଜ୍ଞାସା ପଠାନ୍ତୁ।",
    call: "{phone} ରେ ଫୋନ କରନ୍ତୁ",
    whatsapp: "WhatsApp",
    enquire: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
    askWhatsapp: "ନମସ୍କାର, ଆପଣଙ୍କ ପାଖରେ {item} ଅଛି କି?",
    thisMedicine: "ଏହି ଔଷଧ",
  },
  partners: {
    label: "ସହଯୋଗୀ କମ୍ପାନୀ",
    heading: "ଆମ ସହଯୋଗୀ କମ୍ପାନୀ",
    search: "ସହଯୋଗୀ କମ୍ପାନୀ ଖୋଜନ୍ତୁ",
    placeholder: "କମ୍ପାନୀର ନାମ ଲେଖନ୍ତୁ",
    filter: "ବିଭାଗ ଅନୁସାରେ ବାଛନ୍ତୁ",
    all: "ସବୁ",
    none: "ଆପଣଙ୍କ ଖୋଜା ସହ ମେଳ ଖାଉଥିବା କୌଣସି କମ୍ପାନୀ ମିଳିଲା ନାହିଁ।",
    showing: "{total}ଟି ମଧ୍ୟରୁ {shown}ଟି କମ୍ପାନୀ ଦେଖାଯାଉଛି",
    seeItemsOf: "{company} ର ଆଇଟମ ଦେଖନ୍ତୁ",
    onRequest: "ଅନୁରୋଧରେ ଆଇଟମ ଉପଲବ୍ଧ",
  },
};
