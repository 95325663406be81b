// SAMPLE CONTENT — replace with the owner's real facts.
// Texts of the Careers page, in English. The job categories and employment types are named
// in ./forms.ts (the form uses them too); here they are described.

export const careers = {
  meta: {
    title: "Careers | {siteName}",
    description:
      "Join a trusted Cuttack pharmaceutical distributor. Apply for sales, admin, accounts, IT, delivery and packing roles: full time, part time or internship.",
  },
  breadcrumb: "Careers",
  title: "Careers",
  lead: "Build a career in healthcare distribution with a company that has served Odisha since {foundedYear}.",
  applyNow: "Apply now",
  whyHeading: "Why work with us",
  why: [
    {
      title: "A stable, respected employer",
      text: "Five decades in Cuttack's healthcare trade, with colleagues who have grown their careers with us over many years.",
    },
    {
      title: "Meaningful work",
      text: "Every order we pack and deliver helps a hospital or pharmacy care for patients across Odisha.",
    },
    {
      title: "Learn on the job",
      text: "Hands-on training in pharmaceutical distribution, storage practices and customer service, with guidance from experienced seniors.",
    },
    {
      title: "A friendly team",
      text: "A close-knit workplace where your effort is noticed, your ideas are heard and good work is rewarded.",
    },
  ],
  jobCategoriesHeading: "Job categories",
  jobCategories: {
    "Sales/Marketing":
      "Build relationships with hospitals, clinics and pharmacies, take orders and represent our partner manufacturers in the field.",
    "HR/Admin":
      "Keep the office running smoothly, from staff records and attendance to licences, correspondence and day-to-day administration.",
    "Finance/Accounting":
      "Handle billing, GST returns, receivables and payments with accuracy, using standard accounting software.",
    "IT/Technical":
      "Look after our inventory and billing systems, computers, network and website, and help colleagues use them well.",
    Delivery:
      "Deliver orders safely and on time to customers in Cuttack and nearby districts; a valid driving licence is required for driver roles.",
    Packing:
      "Pick, check and pack orders carefully in our warehouse, following storage and cold-chain instructions for every product.",
  },
  employmentTypesHeading: "Employment types",
  employmentTypes: {
    "Full Time":
      "A permanent role, Monday to Saturday, with a monthly salary and statutory benefits as applicable.",
    "Part Time":
      "Fixed shorter hours on agreed days, suited to students and those with other commitments.",
    Internship:
      "A short, supervised placement for students and recent graduates to learn how a pharmaceutical distributor works.",
  },
  applyHeading: "Apply now",
  applyIntro: "Tell us about yourself and we will call you when a suitable position opens.",
  /** The owner's open job openings, when there are any. */
  openings: {
    heading: "Current openings",
    location: "Location",
    apply: "Apply for this job",
  },
};

export type CareersText = typeof careers;
