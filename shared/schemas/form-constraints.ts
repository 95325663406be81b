import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { RESUME_EXTENSIONS } from "#shared/limits.ts";
import { locales } from "#shared/site-paths.ts";

// What the forms need to render, free of zod: a page with a form renders these at once and
// loads its validation (zod, app/lib/form-validation.ts) only when the visitor starts filling it.

/** For the file input's `accept`: extensions and their media types. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

const optional = { required: false };
const required = { required: true };

/**
 * The HTML constraints (`required`, `pattern`) conform derives from each form's schema with
 * `getZodConstraint`; form-constraints.test.ts checks that they still match the schemas.
 */
export const formConstraints = {
  enquiry: {
    name: required,
    email: required,
    phone: required,
    message: optional,
    consent: required,
    items: { required: false, multiple: true },
    "items[]": required,
    "items[].name": required,
    "items[].manufacturer": optional,
    "items[].pack": optional,
    "items[].quantity": required,
    locale: { required: false, pattern: locales.join("|") },
    website: optional,
    elapsedMs: optional,
  },
  application: {
    name: required,
    email: required,
    phone: required,
    jobCategory: { required: true, pattern: jobCategories.join("|") },
    employmentType: { required: true, pattern: employmentTypes.join("|") },
    consent: required,
    locale: { required: false, pattern: locales.join("|") },
    website: optional,
    elapsedMs: optional,
    resume: optional,
  },
  accessRequest: {
    shopName: required,
    contactName: required,
    phone: required,
    email: required,
    address: required,
    hospital: optional,
    drugLicence: optional,
    gstin: optional,
    consent: required,
    locale: { required: false, pattern: locales.join("|") },
    website: optional,
    elapsedMs: optional,
  },
};
