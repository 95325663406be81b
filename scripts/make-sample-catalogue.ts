// Writes shared/content/sample-catalogue.csv: SAMPLE items for the 63 sample partners, for the owner
// to replace with the real export of the billing software (upload it in the admin's Catalogue).
// Compositions and pack forms are real generic ones; brand names are made up. Deterministic:
// the same file every run.  Run: npx tsx scripts/make-sample-catalogue.ts
import { writeFileSync } from "node:fs";
import { partners, type Specialty } from "#shared/content/partners.ts";

type Product = { molecule: string; strengths: string[]; forms: string[] };

const products: Record<Specialty, Product[]> = {
  "Generic Medicines": [
    { molecule: "Paracetamol", strengths: ["500 mg", "650 mg"], forms: ["15 tablets"] },
    { molecule: "Amoxicillin", strengths: ["250 mg", "500 mg"], forms: ["10 capsules"] },
    { molecule: "Amoxicillin + Clavulanic Acid", strengths: ["625 mg"], forms: ["6 tablets"] },
    {
      molecule: "Azithromycin",
      strengths: ["250 mg", "500 mg"],
      forms: ["3 tablets", "5 tablets"],
    },
    { molecule: "Metformin", strengths: ["500 mg", "850 mg", "1000 mg"], forms: ["10 tablets"] },
    { molecule: "Amlodipine", strengths: ["5 mg", "10 mg"], forms: ["15 tablets"] },
    { molecule: "Atorvastatin", strengths: ["10 mg", "20 mg", "40 mg"], forms: ["10 tablets"] },
    { molecule: "Pantoprazole", strengths: ["40 mg"], forms: ["15 tablets", "1 vial injection"] },
    { molecule: "Omeprazole", strengths: ["20 mg"], forms: ["15 capsules"] },
    { molecule: "Cefixime", strengths: ["200 mg"], forms: ["10 tablets"] },
    { molecule: "Ciprofloxacin", strengths: ["500 mg"], forms: ["10 tablets"] },
    { molecule: "Levocetirizine", strengths: ["5 mg"], forms: ["10 tablets"] },
    {
      molecule: "Montelukast + Levocetirizine",
      strengths: ["10 mg / 5 mg"],
      forms: ["10 tablets"],
    },
    { molecule: "Telmisartan", strengths: ["40 mg", "80 mg"], forms: ["15 tablets"] },
    { molecule: "Losartan", strengths: ["50 mg"], forms: ["15 tablets"] },
    { molecule: "Glimepiride", strengths: ["1 mg", "2 mg"], forms: ["15 tablets"] },
    { molecule: "Ibuprofen", strengths: ["400 mg"], forms: ["15 tablets"] },
    { molecule: "Diclofenac", strengths: ["50 mg"], forms: ["10 tablets", "30 g gel"] },
    { molecule: "Ondansetron", strengths: ["4 mg"], forms: ["10 tablets"] },
    { molecule: "Domperidone", strengths: ["10 mg"], forms: ["10 tablets"] },
    { molecule: "Cholecalciferol", strengths: ["60000 IU"], forms: ["4 capsules"] },
    { molecule: "Doxycycline", strengths: ["100 mg"], forms: ["10 capsules"] },
    { molecule: "Metronidazole", strengths: ["400 mg"], forms: ["15 tablets"] },
    { molecule: "Rosuvastatin", strengths: ["10 mg"], forms: ["10 tablets"] },
  ],
  Oncology: [
    { molecule: "Capecitabine", strengths: ["500 mg"], forms: ["10 tablets"] },
    { molecule: "Imatinib", strengths: ["400 mg"], forms: ["10 tablets"] },
    { molecule: "Tamoxifen", strengths: ["20 mg"], forms: ["10 tablets"] },
    { molecule: "Letrozole", strengths: ["2.5 mg"], forms: ["10 tablets"] },
    { molecule: "Anastrozole", strengths: ["1 mg"], forms: ["10 tablets"] },
    { molecule: "Methotrexate", strengths: ["2.5 mg", "7.5 mg"], forms: ["10 tablets"] },
    { molecule: "Temozolomide", strengths: ["100 mg", "250 mg"], forms: ["5 capsules"] },
    { molecule: "Gefitinib", strengths: ["250 mg"], forms: ["10 tablets"] },
    { molecule: "Bicalutamide", strengths: ["50 mg"], forms: ["10 tablets"] },
    { molecule: "Paclitaxel", strengths: ["100 mg/16.7 ml", "260 mg/43.4 ml"], forms: ["1 vial"] },
    { molecule: "Docetaxel", strengths: ["20 mg", "80 mg"], forms: ["1 vial"] },
    { molecule: "Carboplatin", strengths: ["150 mg", "450 mg"], forms: ["1 vial"] },
    { molecule: "Filgrastim", strengths: ["300 mcg"], forms: ["1 pre-filled syringe"] },
    { molecule: "Zoledronic Acid", strengths: ["4 mg/5 ml"], forms: ["1 vial"] },
  ],
  Nephrology: [
    { molecule: "Sevelamer Carbonate", strengths: ["400 mg", "800 mg"], forms: ["10 tablets"] },
    { molecule: "Calcium Acetate", strengths: ["667 mg"], forms: ["15 tablets"] },
    { molecule: "Cinacalcet", strengths: ["30 mg"], forms: ["10 tablets"] },
    {
      molecule: "Erythropoietin",
      strengths: ["4000 IU", "10000 IU"],
      forms: ["1 pre-filled syringe"],
    },
    { molecule: "Iron Sucrose", strengths: ["100 mg/5 ml"], forms: ["1 ampoule"] },
    { molecule: "Sodium Bicarbonate", strengths: ["500 mg"], forms: ["15 tablets"] },
    { molecule: "Tacrolimus", strengths: ["0.5 mg", "1 mg"], forms: ["10 capsules"] },
    { molecule: "Mycophenolate Mofetil", strengths: ["500 mg"], forms: ["10 tablets"] },
    { molecule: "Torsemide", strengths: ["10 mg", "20 mg"], forms: ["15 tablets"] },
    { molecule: "Furosemide", strengths: ["40 mg"], forms: ["15 tablets"] },
    { molecule: "Alfacalcidol", strengths: ["0.25 mcg"], forms: ["10 capsules"] },
    { molecule: "Ketoanalogues of Essential Amino Acids", strengths: [""], forms: ["10 tablets"] },
  ],
  "OTC (Over-the-Counter)": [
    { molecule: "Cetirizine", strengths: ["10 mg"], forms: ["10 tablets"] },
    { molecule: "Oral Rehydration Salts", strengths: ["21.8 g"], forms: ["1 sachet"] },
    { molecule: "Ascorbic Acid", strengths: ["500 mg"], forms: ["15 chewable tablets"] },
    { molecule: "Zinc Sulphate", strengths: ["20 mg"], forms: ["10 dispersible tablets"] },
    {
      molecule: "Dextromethorphan + Chlorpheniramine",
      strengths: ["10 mg / 2 mg per 5 ml"],
      forms: ["100 ml syrup"],
    },
    {
      molecule: "Aluminium Hydroxide + Magnesium Hydroxide",
      strengths: [""],
      forms: ["170 ml suspension"],
    },
    { molecule: "Calamine", strengths: ["8%"], forms: ["100 ml lotion"] },
    { molecule: "Povidone Iodine", strengths: ["5%"], forms: ["15 g ointment", "100 ml solution"] },
    { molecule: "Multivitamin and Minerals", strengths: [""], forms: ["15 capsules"] },
    { molecule: "Menthol + Camphor", strengths: [""], forms: ["25 g balm"] },
    { molecule: "Dextrose", strengths: [""], forms: ["500 g powder"] },
    { molecule: "Clotrimazole", strengths: ["1%"], forms: ["20 g cream", "75 g dusting powder"] },
  ],
  "Surgical Disposables & Consumables": [
    {
      molecule: "Disposable syringe with needle",
      strengths: ["2 ml", "5 ml", "10 ml"],
      forms: ["box of 100"],
    },
    { molecule: "IV cannula", strengths: ["18G", "20G", "22G", "24G"], forms: ["box of 100"] },
    {
      molecule: "Sterile surgical gloves (latex)",
      strengths: ["6.5", "7", "7.5"],
      forms: ["box of 50 pairs"],
    },
    { molecule: "Examination gloves (nitrile)", strengths: ["M", "L"], forms: ["box of 100"] },
    { molecule: "3-ply surgical mask", strengths: [""], forms: ["box of 50"] },
    { molecule: "Absorbent gauze swab", strengths: ["10 cm x 10 cm"], forms: ["pack of 100"] },
    { molecule: "Crepe bandage", strengths: ["10 cm", "15 cm"], forms: ["1 roll"] },
    { molecule: "Urine collection bag", strengths: ["2000 ml"], forms: ["pack of 10"] },
    {
      molecule: "Foley catheter (2-way)",
      strengths: ["14 Fr", "16 Fr", "18 Fr"],
      forms: ["pack of 10"],
    },
    { molecule: "Infusion set", strengths: [""], forms: ["pack of 25"] },
    { molecule: "Micropore surgical tape", strengths: ["1 inch", "2 inch"], forms: ["1 roll"] },
    {
      molecule: "Absorbable suture (polyglactin)",
      strengths: ["2-0", "3-0"],
      forms: ["box of 12"],
    },
  ],
};

// Small deterministic random generators (mulberry32): the file is the same on every run. The
// trade values draw from their own, so the items stay those of earlier samples.
function generator(start: number) {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(1974);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

// ---- Trade values: plausible MRPs, rates (PTR), schemes, stock, expiry, HSN and GST ----------
const tradeRandom = generator(2026);
const between = (low: number, high: number) => low + tradeRandom() * (high - low);
const mrpRange: Record<Specialty, [number, number]> = {
  "Generic Medicines": [18, 260],
  Oncology: [450, 14_000],
  Nephrology: [90, 2_600],
  "OTC (Over-the-Counter)": [15, 220],
  "Surgical Disposables & Consumables": [45, 1_600],
};
/** Today's GST slabs: life-saving cancer medicines 0 %, most medicines 5 %, devices 18 %. */
const gstOf = (specialty: Specialty) =>
  specialty === "Oncology" ? 0 : specialty === "Surgical Disposables & Consumables" ? 18 : 5;
const schemes = ["10+1", "5+1", "20+3", "2%", "5%"];

function tradeValues(specialty: Specialty) {
  const mrp = Math.round(between(...mrpRange[specialty]) * 2) / 2;
  const gst = gstOf(specialty);
  // The retailer's rate: the MRP less his 20 % margin, GST taken out of it.
  const rate = Math.round(((mrp * 0.8) / (1 + gst / 100)) * 100) / 100;
  const scheme = tradeRandom() < 0.25 ? schemes[Math.floor(tradeRandom() * schemes.length)]! : "";
  const draw = tradeRandom();
  const stock =
    draw < 0.12
      ? 0
      : draw < 0.24
        ? 1 + Math.floor(between(0, 10))
        : 11 + Math.floor(between(0, 600));
  const month = 1 + Math.floor(between(0, 12));
  const year = 2027 + Math.floor(between(0, 3));
  return [
    mrp.toFixed(2),
    rate.toFixed(2),
    scheme,
    String(stock),
    `${String(month).padStart(2, "0")}/${year}`,
    specialty === "Surgical Disposables & Consumables" ? "9018" : "3004",
    String(gst),
  ];
}

const brandStarts = [
  "Ava",
  "Bela",
  "Cura",
  "Dhan",
  "Ela",
  "Kali",
  "Maha",
  "Neo",
  "Oda",
  "Pura",
  "Sun",
  "Tara",
  "Utka",
  "Vira",
  "Zen",
];
const brandEnds = ["", "", "", " DS", " Forte", " Plus", " XR", " SR"];
const surgicalBrands = ["CarePro", "MediSafe", "SureFlow", "Asepta", "Kalinga Care", "Suraksha"];

/** A made-up brand: a syllable of ours and the start of the molecule's name, e.g. "Odapara". */
function brandFor(molecule: string, specialty: Specialty) {
  if (specialty === "Surgical Disposables & Consumables") return pick(surgicalBrands);
  const stem = molecule
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 4)
    .toLowerCase();
  return `${pick(brandStarts)}${stem}${pick(brandEnds)}`;
}

const ITEMS_PER_PARTNER = 35;
const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const lines = [
  [
    ...["Item Name", "Company", "Composition", "Packing", "Category", "Item Code"],
    ...["MRP", "Rate", "Scheme", "Stock", "Expiry", "HSN", "GST %"],
  ].join(","),
];
const seen = new Set<string>();
let code = 100000;
for (const partner of partners) {
  let made = 0;
  for (let tries = 0; made < ITEMS_PER_PARTNER && tries < 400; tries++) {
    const specialty = pick(partner.specialties);
    const product = pick(products[specialty]);
    const strength = pick(product.strengths);
    const form = pick(product.forms);
    const surgical = specialty === "Surgical Disposables & Consumables";
    const name = surgical
      ? `${pick(surgicalBrands)} ${product.molecule} ${strength}`.trim()
      : `${brandFor(product.molecule, specialty)} ${strength.split(" ")[0] ?? ""}`.trim();
    const composition = surgical ? "" : `${product.molecule} ${strength}`.trim();
    const key = `${name}|${partner.name}|${form}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    made += 1;
    code += 7;
    lines.push(
      [name, partner.name, composition, form, specialty, `S${code}`, ...tradeValues(specialty)]
        .map(quote)
        .join(","),
    );
  }
}
writeFileSync("shared/content/sample-catalogue.csv", `${lines.join("\n")}\n`);
console.log(`Wrote ${lines.length - 1} sample items for ${partners.length} partners.`);
