// The words around an item's name when people ask for it ("do you have dolo 650?", "dolo 650
// milega kya", "ଡୋଲୋ 650 ଅଛି କି", "क्या आपके पास डोलो है"), in every language at once, as the
// chat's rules are (./chat-rules.ts). The chat drops them, and every word a rule's keyword
// touches, before it looks the rest up in the catalogue (docs/product.md#chat-assistant): what is left is the
// item. Whole words only, matched as the chat matches keywords (lower case, accents dropped).
// A word here is never looked up, so no word that could be part of an item's name belongs here
// (brands are made of every kind of word: "Care", "Plus", "Forte" stay out).

export const chatFillers = [
  // English, as typed in Odisha
  ...["a", "an", "the", "of", "for", "in", "on", "at", "to", "from", "with", "and", "or", "any"],
  ...["i", "me", "my", "we", "us", "our", "you", "your", "u", "ur", "yours", "it", "its", "this"],
  ...["that", "these", "those", "there", "here", "some", "is", "are", "am", "was", "be", "do"],
  ...["does", "did", "have", "has", "had", "having", "got", "get", "can", "could", "will"],
  ...["would", "shall", "should", "may", "want", "wanted", "need", "needed", "require"],
  ...["required", "requirement", "available", "availability", "avail", "avl", "stock", "stocks"],
  ...["instock", "sell", "keep", "give", "send", "tell", "know", "check", "show", "find"],
  ...["search", "looking", "look", "please", "pls", "plz", "plzz", "kindly", "sir", "madam"],
  ...["mam", "maam", "ji", "bhai", "bhaiya", "dada", "bhaina", "hey", "ok", "okay", "yes", "no"],
  ...["not", "what", "which", "how", "much", "many", "when", "who", "why", "also", "too"],
  ...["take", "care", "good", "nice", "fine", "sure", "very", "urgent", "urgently", "today"],
  ...["now", "tomorrow", "piece", "pieces", "pcs", "strip", "strips", "box", "boxes", "pack"],
  ...["packet", "tab", "tabs", "tablet", "tablets", "cap", "caps", "capsule", "capsules"],
  ...["syrup", "inj", "injection", "injections", "mg", "ml", "gm", "medicines", "item", "items"],
  ...["brands", "name", "about", "info", "details", "detail", "like", "same", "similar"],
  // Hindi in Latin letters (question words too: "kaise", "kab", "kahan" are rule keywords
  // only in phrases)
  ...["kaise", "kaisa", "kese", "kare", "karen", "karein", "karna", "karu", "kab", "kaun", "kyu"],
  ...["kahan", "kaha", "kidhar", "raha", "rahe", "rahi", "tha", "thi", "hoga", "hogi", "wo"],
  ...["kya", "hai", "h", "he", "hei", "ki", "ke", "ka", "ko", "se", "mein", "mai"],
  ...["milega", "milegi", "milenge", "milta", "milti", "mil", "chaiye"],
  ...["chahie", "aap", "ap", "aapke", "apke", "aapka", "apka", "pass", "paas", "pas"],
  ...["hota", "hoti", "rakhte", "rakhti", "ho", "kar", "karo", "karte", "bhi", "koi", "ek"],
  ...["wala", "wali", "wale", "mujhe", "muje", "hume", "humko", "hamko", "dijiye", "dena"],
  ...["bhejo", "bhejiye", "kitna", "kitni", "kitne", "abhi", "aaj", "kal", "bata", "batao"],
  ...["bataiye", "hain", "haan", "nahi", "nahin", "kuch", "sab", "yaha", "yahan", "ya", "aur"],
  // Odia in Latin letters
  ...["kipari", "kemiti", "kouthi", "kauthi", "kuade", "kie", "kan", "kn", "ta", "re", "ku"],
  ...["achhi", "achi", "ache", "achhe", "achha", "acha", "chhi", "asi", "ase", "kana"],
  ...["miliba", "milib", "milibo", "mile", "milu", "dorkar", "darkar", "dorakar", "darakar"],
  ...["mote", "mate", "mora", "mo", "apana", "apananka", "apanka", "tame", "tumara", "pakhare"],
  ...["paakhare", "pakhe", "au", "bi", "kebe", "kete", "ketela", "kouta", "kou", "gote", "goti"],
  ...["deba", "diantu", "dei", "paribe", "pariba", "heba", "hebo", "bela", "aaji", "aji", "kali"],
  // Odia
  ...["କିପରି", "କେମିତି", "କେଉଁଠି", "କେବେ", "କିଏ", "କାହିଁକି", "ରେ", "କୁ"],
  ...["ଅଛି", "କି", "କେତେ", "ଅଛିକି", "ଅଛନ୍ତି", "ମିଳିବ", "ମିଳିବା", "ମିଳିବକି", "ମିଳୁଛି", "ଦରକାର", "ମୋତେ"],
  ...["ମୋର", "ମୋ", "ମୁଁ", "ଆପଣ", "ଆପଣଙ୍କ", "ଆପଣଙ୍କର", "ପାଖରେ", "ପାଖେ", "କଣ", "କ", "ଣ", "ଟିକେ"],
  ...["ଦିଅନ୍ତୁ", "ଦେବେ", "ଉପଲବ୍ଧ", "ଷ୍ଟକ", "ଷ୍ଟକ୍", "ଆଉ", "ବି", "ଓ", "ଏବଂ", "ଗୋଟେ", "ଗୋଟିଏ"],
  ...["ଟାବଲେଟ", "ଟାବଲେଟ୍", "ସିରପ", "ଇଞ୍ଜେକସନ", "ଆଜି", "ଏବେ", "ଜଣେ", "ଭାଇ", "ସାର୍", "ସାର", "ଆଜ୍ଞା"],
  // Hindi
  ...["कैसे", "कब", "कहाँ", "कहां", "किधर", "कौन", "क्यों", "करें", "करना", "करे"],
  ...["है", "हैं", "क्या", "कि", "की", "के", "का", "को", "में", "से", "मिलेगा", "मिलेगी", "मिलेंगे"],
  ...["मिल", "चाहिए", "चाहिये", "आप", "आपके", "आपका", "आपकी", "पास", "उपलब्ध", "स्टॉक", "भी", "कोई"],
  ...["मुझे", "हमें", "दीजिए", "दो", "भेजो", "सर", "जी", "भाई", "कितना", "कितनी", "एक", "और", "या"],
  ...["टैबलेट", "टेबलेट", "सिरप", "इंजेक्शन", "आज", "अभी", "रखते", "हो", "वाला", "वाली"],
];
