import { describe, expect, it } from "vitest";
import { catalogueAnswer, partnersAnswer, submittedAnswer } from "./public-answers";

const item = {
  id: "1000005",
  name: "Paracetamol 500",
  manufacturer: "Cipla",
  composition: "Paracetamol 500 mg",
  pack: "10 x 10",
  category: "",
};

describe("the public pages' light checks", () => {
  it("take what the server answers", () => {
    expect(catalogueAnswer.safeParse({ success: true, total: 1, items: [item] }).success).toBe(
      true,
    );
    expect(partnersAnswer.safeParse({ success: true, partners: ["Cipla"] }).success).toBe(true);
    expect(submittedAnswer.safeParse({ success: true, id: "e1" }).success).toBe(true);
    expect(
      submittedAnswer.safeParse({
        success: false,
        error: "Please check the highlighted fields and try again.",
        fieldErrors: { email: ["Please enter a valid email address."] },
      }).success,
    ).toBe(true);
  });

  it("refuse what it does not promise", () => {
    for (const answer of [
      null,
      "<html>",
      { success: true, total: "1", items: [item] },
      { success: true, total: 1, items: [{ ...item, id: 1 }] },
      { success: false, total: 0, items: [] },
    ])
      expect(catalogueAnswer.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
    expect(partnersAnswer.safeParse({ success: true, partners: [1] }).success).toBe(false);
    expect(submittedAnswer.safeParse({ success: true }).success).toBe(false);
    expect(submittedAnswer.safeParse({ success: false, fieldErrors: {} }).success).toBe(false);
    expect(
      submittedAnswer.safeParse({ success: false, error: "No.", fieldErrors: { email: "x" } })
        .success,
    ).toBe(false);
  });
});
