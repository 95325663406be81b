// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): an order from a message or an
// indent, in Odia: pasting a WhatsApp message or uploading an indent, checking the lines read
// from it, and adding them to the order list. The trade's words follow the glossary (ଅର୍ଡର,
// ମେସେଜ, ଇଣ୍ଡେଣ୍ଟ, ପେଷ୍ଟ).

import type { OrderMessageText } from "#shared/content/en/order-message.ts";

export const reviewed = false;

export const orderMessage: OrderMessageText = {
  paste: {
    heading: "ମେସେଜ କିମ୍ବା ତାଲିକାରୁ ଅର୍ଡର",
    lead: "WhatsApp ରେ ଯେପରି ପଠାନ୍ତି ସେପରି ମେସେଜ ପେଷ୍ଟ କରନ୍ତୁ, କିମ୍ବା ଆପଣଙ୍କ ଇଣ୍ଡେଣ୍ଟ ଅପଲୋଡ କରନ୍ତୁ। ଲାଇନଗୁଡ଼ିକୁ ଆପଣଙ୍କ ଅର୍ଡରରେ ଯୋଡ଼ିବା ପର୍ଯ୍ୟନ୍ତ କିଛି ଅର୍ଡର ହୁଏ ନାହିଁ।",
    message: "ଆପଣଙ୍କ ମେସେଜ",
    messageHint:
      "ପ୍ରତି ଲାଇନରେ ଗୋଟିଏ ଆଇଟମ, କିମ୍ବା କମା ଦେଇ ଅଲଗା ଆଇଟମ, ନାମର ଆଗରେ କିମ୍ବା ପଛରେ ପରିମାଣ। ସର୍ବାଧିକ {maxPasteLines} ଲାଇନ।",
    file: "କିମ୍ବା ଇଣ୍ଡେଣ୍ଟ ଅପଲୋଡ କରନ୍ତୁ",
    fileHint:
      "ଆଇଟମର ନାମ ଓ ପରିମାଣ ଥିବା Excel (.xlsx, .xls) କିମ୍ବା CSV ଫାଇଲ, ସର୍ବାଧିକ {maxIndentRows} ଧାଡ଼ି ଓ {maxIndentMb} MB।",
    photos: "ହାତଲେଖା ତାଲିକାର ଫଟୋ ଏବେ ପଢ଼ାଯାଏ ନାହିଁ: ଦୟାକରି ତାଲିକା ଟାଇପ କିମ୍ବା ପେଷ୍ଟ କରନ୍ତୁ।",
    read: "ଲାଇନଗୁଡ଼ିକ ପଢ଼ନ୍ତୁ",
    reading: "ଲାଇନଗୁଡ଼ିକ ପଢ଼ାଯାଉଛି…",
    failed: "ଏବେ ଲାଇନଗୁଡ଼ିକ ପଢ଼ାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
  },
  review: {
    heading: "ଲାଇନଗୁଡ଼ିକ ଯାଞ୍ଚ କରନ୍ତୁ",
    lead: "ଆପଣଙ୍କ ମେସେଜର ପ୍ରତି ଲାଇନ, ଆମେ ପାଇଥିବା ଆଇଟମ ଓ ତାହାର ପରିମାଣ ସହ। ଆଇଟମ ବଦଳାନ୍ତୁ, ମିଳିନଥିବା ଆଇଟମ ଖୋଜନ୍ତୁ, କିମ୍ବା ଲାଇନଟିଏ ଛାଡ଼ନ୍ତୁ, ତା'ପରେ ଲାଇନଗୁଡ଼ିକୁ ଆପଣଙ୍କ ଅର୍ଡରରେ ଯୋଡ଼ନ୍ତୁ।",
    line: "ଲାଇନ {line}",
    written: "ଆପଣ ଲେଖିଛନ୍ତି: {text}",
    item: "ଲାଇନ {line} ର ଆଇଟମ",
    noItem: "ଏଥିରୁ କୌଣସିଟି ନୁହେଁ",
    notFound: "ଆମ ତାଲିକାରେ କୌଣସି ଆଇଟମ ମିଳିଲା ନାହିଁ।",
    search: "ଲାଇନ {line} ପାଇଁ ଆମ ତାଲିକାରେ ଖୋଜନ୍ତୁ",
    searchButton: "ଖୋଜନ୍ତୁ",
    searching: "ଖୋଜାଯାଉଛି…",
    noResults: "କିଛି ମିଳିଲା ନାହିଁ। ଅନ୍ୟ ବନାନରେ ଚେଷ୍ଟା କରନ୍ତୁ।",
    quantity: "ଲାଇନ {line} ର ପରିମାଣ",
    noQuantity: "ପରିମାଣ ଲେଖାଯାଇନାହିଁ: ଏବେ 1, ଦୟାକରି ଯାଞ୍ଚ କରନ୍ତୁ।",
    keep: "ଲାଇନ {line} ମୋ ଅର୍ଡରରେ ଯୋଡ଼ନ୍ତୁ",
    add: "ଏହି ଲାଇନଗୁଡ଼ିକ ମୋ ଅର୍ଡରରେ ଯୋଡ଼ନ୍ତୁ",
    added: {
      one: "{count}ଟି ଲାଇନ ଆପଣଙ୍କ ଅର୍ଡରରେ ଯୋଡ଼ାଗଲା। ତଳେ ଯାଞ୍ଚ କରି ଅର୍ଡର ଦିଅନ୍ତୁ।",
      other: "{count}ଟି ଲାଇନ ଆପଣଙ୍କ ଅର୍ଡରରେ ଯୋଡ଼ାଗଲା। ତଳେ ଯାଞ୍ଚ କରି ଅର୍ଡର ଦିଅନ୍ତୁ।",
    },
    nothingKept: "ଯୋଡ଼ିବା ପାଇଁ କୌଣସି ଲାଇନରେ ଆଇଟମ ନାହିଁ। ଆଇଟମ ବାଛନ୍ତୁ, କିମ୍ବା ଖୋଜନ୍ତୁ।",
    again: "ଆଉ ଏକ ମେସେଜ ପଢ଼ନ୍ତୁ",
  },
  answers: {
    empty: "ଦୟାକରି ମେସେଜ ପେଷ୍ଟ କରନ୍ତୁ କିମ୍ବା ଇଣ୍ଡେଣ୍ଟ ଫାଇଲ ବାଛନ୍ତୁ।",
    tooLong:
      "ମେସେଜଟି ବହୁତ ଲମ୍ବା। ଦୟାକରି ଥରକେ ସର୍ବାଧିକ {maxPasteCharacters} ଅକ୍ଷର ଓ {maxPasteLines} ଲାଇନ ପଠାନ୍ତୁ।",
    indentTooLarge: "ଇଣ୍ଡେଣ୍ଟ ଫାଇଲଟି ବହୁତ ବଡ଼। ଦୟାକରି ସର୍ବାଧିକ {maxIndentMb} MB ପଠାନ୍ତୁ।",
    indentTooManyRows: "ଇଣ୍ଡେଣ୍ଟରେ {maxIndentRows}ରୁ ଅଧିକ ଧାଡ଼ି ଅଛି। ଦୟାକରି ଭାଗ କରି ପଠାନ୍ତୁ।",
    indentType: "ଦୟାକରି ଇଣ୍ଡେଣ୍ଟ Excel ଫାଇଲ (.xlsx କିମ୍ବା .xls) କିମ୍ବା CSV ଫାଇଲ ଭାବେ ଅପଲୋଡ କରନ୍ତୁ।",
    indentNoItems: "ଇଣ୍ଡେଣ୍ଟରେ କୌଣସି ଆଇଟମର ନାମ ମିଳିଲା ନାହିଁ।",
    tooMany: "ଆପଣ ଏବେ ଅନେକ ତାଲିକା ପଠାଇଛନ୍ତି। ଦୟାକରି ଟିକିଏ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    notInCatalogue: "ଏହି ଆଇଟମ ଆଉ ଆମ ତାଲିକାରେ ନାହିଁ।",
  },
};
