// SAMPLE CONTENT — replace with the owner's real facts.
// The partner names below are FICTIONAL placeholders. Replace them with the
// manufacturers the business really distributes for; do not list a company
// here unless the owner actually holds a supply relationship with it.
// Keep the list sorted alphabetically by name.

export const specialties = [
  "Oncology",
  "Generic Medicines",
  "Nephrology",
  "OTC (Over-the-Counter)",
  "Surgical Disposables & Consumables",
] as const;

export type Specialty = (typeof specialties)[number];

/**
 * A partner company as the owner publishes it (docs/product.md#the-owners-content): its card on
 * the Products page, its name among the search's companies.
 */
export type Partner = {
  name: string;
  /** One or two specialties, by their English names (the catalogue's categories). */
  specialties: Specialty[];
  /**
   * Other names the billing software's item list uses for this company, when they differ by
   * more than case, punctuation or "Pvt", "Ltd", "Limited", "LLP" (e.g. a former name or a
   * marketing division): the partner's card then links to those items too.
   */
  aliases: string[];
};

/** The seed's partners, with what the sample catalogue (scripts/make-sample-catalogue.ts) stocks from each. */
type SamplePartner = Omit<Partner, "aliases"> & {
  /** Two to four short, generic descriptions of what we stock from this partner. */
  productLines: string[];
};

const samplePartners: SamplePartner[] = [
  {
    name: "Anandvan Oncolabs",
    specialties: ["Oncology"],
    productLines: ["Oral chemotherapy tablets", "Hormonal therapy tablets"],
  },
  {
    name: "Aranyak Biotech",
    specialties: ["Oncology"],
    productLines: ["Biosimilar monoclonal antibody injections", "Filgrastim injections"],
  },
  {
    name: "Ashokvan Formulations",
    specialties: ["Generic Medicines"],
    productLines: ["Paracetamol tablets", "Amoxicillin capsules", "Metformin tablets"],
  },
  {
    name: "Athgarh Pharma",
    specialties: ["Generic Medicines"],
    productLines: ["Amlodipine tablets", "Atorvastatin tablets", "Losartan tablets"],
  },
  {
    name: "Baitarani Laboratories",
    specialties: ["Generic Medicines", "Nephrology"],
    productLines: ["Antihypertensive tablets", "Phosphate binder tablets", "Diuretic tablets"],
  },
  {
    name: "Banki Surgicals",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Disposable syringes", "Hypodermic needles", "Scalp vein sets"],
  },
  {
    name: "Barabati Surgicals",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["IV cannulas", "Infusion sets", "Three-way stopcocks"],
  },
  {
    name: "Bhitarkanika Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Herbal cough syrups", "Pain-relief balms"],
  },
  {
    name: "Brahmani Healthcare",
    specialties: ["Generic Medicines"],
    productLines: ["Ceftriaxone injections", "Pantoprazole injections", "Ondansetron injections"],
  },
  {
    name: "Budhabalanga Biotech",
    specialties: ["Nephrology"],
    productLines: ["Erythropoietin injections", "Iron sucrose injections"],
  },
  {
    name: "Champua Healthcare",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Oral rehydration salts", "Glucose powder", "Electrolyte drinks"],
  },
  {
    name: "Chandaka Medisys",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Foley catheters", "Urine collection bags", "Ryles tubes"],
  },
  {
    name: "Chandipur Medisys",
    specialties: ["Surgical Disposables & Consumables", "OTC (Over-the-Counter)"],
    productLines: ["Digital thermometers", "Hot water bags", "Crepe bandages"],
  },
  {
    name: "Chilika Lifesciences",
    specialties: ["Oncology", "Generic Medicines"],
    productLines: ["Anti-emetic tablets", "Oral chemotherapy tablets", "Pain-management tablets"],
  },
  {
    name: "Daya Vital Pharma",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Antiseptic liquids", "Hand sanitisers", "Medicated soaps"],
  },
  {
    name: "Deomali Laboratories",
    specialties: ["Oncology", "Generic Medicines"],
    productLines: ["Cytotoxic injections", "Supportive-care injections"],
  },
  {
    name: "Devgiri Healthcare",
    specialties: ["Generic Medicines"],
    productLines: ["Azithromycin tablets", "Cefixime tablets", "Cough and cold tablets"],
  },
  {
    name: "Dhauli Biogenics",
    specialties: ["Oncology"],
    productLines: ["Targeted-therapy capsules", "Bisphosphonate infusions"],
  },
  {
    name: "Ekamra Formulations",
    specialties: ["Generic Medicines"],
    productLines: ["Multivitamin capsules", "Calcium tablets", "Iron and folic acid tablets"],
  },
  {
    name: "Gahirmatha Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Antacid syrups", "Digestive tablets"],
  },
  {
    name: "Gandhamardan Herbals",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Ayurvedic tonics", "Herbal balms", "Throat lozenges"],
  },
  {
    name: "Gopalpur Surgicare",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Surgical gloves", "Examination gloves", "Face masks"],
  },
  {
    name: "Harishankar Pharmaceuticals",
    specialties: ["Generic Medicines", "OTC (Over-the-Counter)"],
    productLines: ["Paracetamol syrups", "Cetirizine tablets", "Vitamin C tablets"],
  },
  {
    name: "Hatibari Medisys",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Surgical sutures", "Skin staplers", "Surgical blades"],
  },
  {
    name: "Hirakud Nephrocare",
    specialties: ["Nephrology"],
    productLines: ["Haemodialysis concentrates", "Dialysers", "Blood tubing sets"],
  },
  {
    name: "Indravati Laboratories",
    specialties: ["Generic Medicines"],
    productLines: ["Telmisartan tablets", "Glimepiride tablets", "Rosuvastatin tablets"],
  },
  {
    name: "Jaraka Formulations",
    specialties: ["Generic Medicines"],
    productLines: ["Ibuprofen tablets", "Diclofenac gels", "Muscle-relaxant tablets"],
  },
  {
    name: "Jeypore Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Calamine lotion", "Antifungal dusting powder", "Pain-relief sprays"],
  },
  {
    name: "Kalinga Lifesciences",
    specialties: ["Oncology"],
    productLines: [
      "Oral chemotherapy tablets",
      "Anti-emetic injections",
      "Hormonal therapy tablets",
    ],
  },
  {
    name: "Kanika Biotech",
    specialties: ["Nephrology"],
    productLines: ["Erythropoietin injections", "Vitamin D analogue capsules"],
  },
  {
    name: "Kapilas Laboratories",
    specialties: ["Nephrology", "Generic Medicines"],
    productLines: ["Calcitriol capsules", "Ketoanalogue tablets", "Antihypertensive tablets"],
  },
  {
    name: "Khandagiri Pharmaceuticals",
    specialties: ["Generic Medicines", "Oncology"],
    productLines: ["Ondansetron tablets", "Dexamethasone tablets", "Cytotoxic injections"],
  },
  {
    name: "Kolab Nephrolife",
    specialties: ["Nephrology"],
    productLines: ["Peritoneal dialysis solutions", "Catheter care kits"],
  },
  {
    name: "Konark Medisys",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Blood transfusion sets", "Blood collection tubes", "Infusion sets"],
  },
  {
    name: "Kuakhia Pharma",
    specialties: ["Generic Medicines"],
    productLines: ["Omeprazole capsules", "Domperidone tablets", "Antacid tablets"],
  },
  {
    name: "Lalitgiri Oncocare",
    specialties: ["Oncology"],
    productLines: ["Cytotoxic injections", "Chemotherapy spill kits"],
  },
  {
    name: "Mahendragiri Formulations",
    specialties: ["Generic Medicines", "Nephrology"],
    productLines: [
      "Sodium bicarbonate tablets",
      "Calcium acetate tablets",
      "Antihypertensive tablets",
    ],
  },
  {
    name: "Mandasaru Biotech",
    specialties: ["Nephrology", "Oncology"],
    productLines: ["Immunosuppressant capsules", "Biosimilar injections"],
  },
  {
    name: "Meghasan Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Vitamin C tablets", "Zinc tablets", "Cough lozenges"],
  },
  {
    name: "Nandankanan Healthcare",
    specialties: ["OTC (Over-the-Counter)", "Generic Medicines"],
    productLines: ["Paediatric syrups", "Oral rehydration salts", "Antacid tablets"],
  },
  {
    name: "Nilagiri Surgicals",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Gauze swabs", "Cotton rolls", "Absorbent pads"],
  },
  {
    name: "Odyssa Remedies",
    specialties: ["Generic Medicines"],
    productLines: [
      "Amoxicillin and clavulanate tablets",
      "Metronidazole tablets",
      "Fluconazole tablets",
    ],
  },
  {
    name: "Olasuni Pharma",
    specialties: ["Generic Medicines"],
    productLines: ["Levocetirizine tablets", "Montelukast tablets", "Salbutamol inhalers"],
  },
  {
    name: "Paradip Medisys",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Surgical gowns", "Disposable drapes", "Shoe and head covers"],
  },
  {
    name: "Prachi Lifesciences",
    specialties: ["Oncology"],
    productLines: ["Hormonal therapy injections", "Oral targeted-therapy tablets"],
  },
  {
    name: "Raghurajpur Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Pain-relief balms", "Nasal decongestant inhalers", "Antiseptic creams"],
  },
  {
    name: "Rambha Bay Healthcare",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Sanitary pads", "Adult diapers", "Baby wipes"],
  },
  {
    name: "Ratnagiri Biotech",
    specialties: ["Oncology"],
    productLines: ["Biosimilar monoclonal antibody injections", "Pegfilgrastim injections"],
  },
  {
    name: "Rushikulya Pharma",
    specialties: ["Nephrology"],
    productLines: ["Haemodialysis concentrates", "Dialysis fistula needles"],
  },
  {
    name: "Satkosia Healthcare",
    specialties: ["Generic Medicines"],
    productLines: ["Insulin injections", "Metformin tablets", "Glucometer test strips"],
  },
  {
    name: "Shantivan Formulations",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Laxative powders", "Antacid gels"],
  },
  {
    name: "Similipal Biotech",
    specialties: ["Oncology"],
    productLines: ["Cytotoxic injections", "Anti-emetic injections"],
  },
  {
    name: "Sonepur Laboratories",
    specialties: ["Generic Medicines"],
    productLines: ["Antibiotic syrups", "Paediatric drops", "Dry syrups"],
  },
  {
    name: "Subarnarekha Laboratories",
    specialties: ["Generic Medicines", "Nephrology"],
    productLines: ["Furosemide tablets", "Torsemide tablets", "Sodium bicarbonate tablets"],
  },
  {
    name: "Suvarna Surgicals",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Adhesive tapes", "Wound dressings", "Crepe bandages"],
  },
  {
    name: "Talsari Surgicare",
    specialties: ["Surgical Disposables & Consumables"],
    productLines: ["Oxygen masks", "Nebuliser kits", "Suction catheters"],
  },
  {
    name: "Taptapani Remedies",
    specialties: ["OTC (Over-the-Counter)"],
    productLines: ["Antiseptic creams", "Burn ointments", "Adhesive bandages"],
  },
  {
    name: "Tikarpada Lifesciences",
    specialties: ["Oncology"],
    productLines: ["Oral chemotherapy capsules", "Palliative pain-relief tablets"],
  },
  {
    name: "Udayagiri Pharma",
    specialties: ["Generic Medicines"],
    productLines: ["Ceftriaxone injections", "Amikacin injections", "IV fluids"],
  },
  {
    name: "Ushakothi Lifesciences",
    specialties: ["Nephrology"],
    productLines: [
      "Immunosuppressant tablets",
      "Renal multivitamin tablets",
      "Potassium-binding powders",
    ],
  },
  {
    name: "Vamsadhara Surgicare",
    specialties: ["Surgical Disposables & Consumables", "Nephrology"],
    productLines: ["Dialysis catheters", "Central venous catheters", "Fistula needles"],
  },
  {
    name: "Vikramkhol Remedies",
    specialties: ["OTC (Over-the-Counter)", "Surgical Disposables & Consumables"],
    productLines: ["First-aid kits", "Cotton wool", "Antiseptic wipes"],
  },
  {
    name: "Yashodeep Healthcare",
    specialties: ["Generic Medicines", "OTC (Over-the-Counter)"],
    productLines: ["Multivitamin syrups", "Iron tonics", "Calcium tablets"],
  },
];

/** The shipped partners, as the content's seed publishes them. */
export const partners = /* @__PURE__ */ samplePartners.map((partner) => ({
  ...partner,
  aliases: [] as string[],
}));
