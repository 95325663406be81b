import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { forms } from "#shared/content/en/forms.ts";
import { applicationFormSchemaFor } from "./application";
import { enquirySchema } from "./enquiry";
import { formConstraints } from "./form-constraints";

it("the forms' HTML constraints are those their schemas give", () => {
  expect(formConstraints.enquiry).toEqual(getZodConstraint(enquirySchema));
  expect(formConstraints.application).toEqual(
    getZodConstraint(applicationFormSchemaFor(forms.validation)),
  );
});
