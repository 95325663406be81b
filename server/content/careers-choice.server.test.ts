import { describe, expect, it } from "vitest";
import { careersWithCategories, withCategoryChosen } from "./careers-choice.server";

// The form as React renders it (the whole rendered page is checked in
// tests/integration/content-announcements.test.ts).
const careers = [
  '<form><select required="" id="application-jobCategory" name="jobCategory">',
  '<option value="" disabled="" selected="">Choose a category</option>',
  '<option value="HR/Admin">HR/Admin</option><option value="Packing">Packing</option></select>',
  '<select name="employmentType"><option value="" disabled="" selected="">Choose</option>',
  '<option value="Packing">Packing</option></select></form>',
].join("");

describe("a Careers page with a job category chosen", () => {
  it("chooses the category in the job category field only", () => {
    expect(withCategoryChosen(careers, "Packing")).toBe(
      careers
        .replace('disabled="" selected="">Choose a category', 'disabled="">Choose a category')
        .replace(
          '<option value="Packing">Packing</option></select><select',
          '<option value="Packing" selected="">Packing</option></select><select',
        ),
    );
  });

  it("makes nothing of a page without the field, or without the category", () => {
    expect(withCategoryChosen("<main><p>Careers</p></main>", "Packing")).toBeUndefined();
    expect(withCategoryChosen(careers, "Delivery")).toBeUndefined();
  });

  it("keeps each language's page under the address Apply links to", () => {
    const variants = careersWithCategories(
      new Map([
        ["/careers", careers],
        ["/or/careers", careers],
        ["/about", "<main></main>"],
      ]),
    );
    expect([...variants.keys()].sort()).toEqual([
      "/careers?category=hr-admin",
      "/careers?category=packing",
      "/or/careers?category=hr-admin",
      "/or/careers?category=packing",
    ]);
  });
});
