// SAMPLE CONTENT — replace with the owner's real facts.
// The job categories and employment types, as applications store them and the admin shows
// them; keep them exactly. The Careers page describes them, and the form names them, in each
// language (./en/careers.ts, ./en/forms.ts and their Odia and Hindi versions).

export const jobCategories = [
  "Sales/Marketing",
  "HR/Admin",
  "Finance/Accounting",
  "IT/Technical",
  "Delivery",
  "Packing",
] as const;

export const employmentTypes = ["Full Time", "Part Time", "Internship"] as const;

export type JobCategory = (typeof jobCategories)[number];
export type EmploymentType = (typeof employmentTypes)[number];
