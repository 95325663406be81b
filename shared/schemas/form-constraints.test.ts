import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { account } from "#shared/content/en/account.ts";
import { forms } from "#shared/content/en/forms.ts";
import { applicationFormSchemaFor } from "./application";
import { accessRequestSchemaFor } from "./customers";
import { enquirySchema } from "./enquiry";
import { formConstraints } from "./form-constraints";

it("the forms' HTML constraints are those their schemas give", () => {
  expect(formConstraints.enquiry).toEqual(getZodConstraint(enquirySchema));
  expect(formConstraints.application).toEqual(
    getZodConstraint(applicationFormSchemaFor(forms.validation)),
  );
  // Conform reads `hospital` (an optional box whose value is transformed) as required by the
  // transform's output; the schema accepts it unticked, so the box must not be `required`.
  const request = getZodConstraint(
    accessRequestSchemaFor({ ...forms.validation, ...account.validation }),
  );
  expect(formConstraints.accessRequest).toEqual({ ...request, hospital: { required: false } });
});
