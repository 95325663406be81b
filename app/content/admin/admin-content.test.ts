import { describe, expect, it } from "vitest";
import { seedDocument } from "#shared/content/document.ts";
import { draftReducer, type Draft } from "./admin-content";
import { countsOf, textMatches, textsOf } from "./admin-content-texts";
import { fieldName, placeOf, textGroups } from "./admin-content-places";

const fresh = (): Draft => ({ content: seedDocument(), errors: {} });

describe("the content editor's working copy", () => {
  it("changes one field, sharing the rest, and forgets that field's problem", () => {
    const draft = { ...fresh(), errors: { "site.email": ["x"], "site.phones.1": ["y"] } };
    const next = draftReducer(draft, { type: "set", path: ["site", "phones", 1], value: "+91 1" });
    expect(next.content.site.phones[1]).toBe("+91 1");
    expect(next.content.texts).toBe(draft.content.texts);
    expect(next.errors).toEqual({ "site.email": ["x"] });
  });

  it("clears the reviewed marks of a text whose English changes, at once", () => {
    let draft = fresh();
    draft = draftReducer(draft, {
      type: "review",
      text: "home.intro.heading",
      locale: "or",
      reviewed: true,
    });
    draft = draftReducer(draft, {
      type: "review",
      text: "home.intro.heading",
      locale: "hi",
      reviewed: true,
    });
    expect(draft.content.reviewed["home.intro.heading"]).toEqual({ or: true, hi: true });
    draft = draftReducer(draft, {
      type: "set",
      path: ["texts", "or", "home", "intro", "heading"],
      value: "x",
    });
    expect(draft.content.reviewed["home.intro.heading"]).toEqual({ or: true, hi: true });
    draft = draftReducer(draft, {
      type: "set",
      path: ["texts", "en", "home", "intro", "heading"],
      value: "New",
    });
    expect(draft.content.reviewed["home.intro.heading"]).toBeUndefined();
  });

  it("adds and removes a slide in every language and its photo together, marks renumbered", () => {
    let draft = fresh();
    const count = draft.content.slides.length;
    draft = draftReducer(draft, {
      type: "review",
      text: "home.slides.2.title",
      locale: "or",
      reviewed: true,
    });
    draft = draftReducer(draft, { type: "removeSlide", index: 1 });
    for (const locale of ["en", "or", "hi"] as const)
      expect(draft.content.texts[locale].home.slides).toHaveLength(count - 1);
    expect(draft.content.slides).toHaveLength(count - 1);
    expect(draft.content.reviewed).toEqual({ "home.slides.1.title": { or: true } });
    draft = draftReducer(draft, { type: "addSlide" });
    expect(draft.content.texts.hi.home.slides.at(-1)).toEqual({ title: "", caption: "", alt: "" });
    expect(draft.content.slides.at(-1)).toEqual({ photo: null });
  });

  it("adds a closure from today and removes it", () => {
    let draft = draftReducer(fresh(), { type: "add", list: "closures", today: "2026-12-01" });
    expect(draft.content.closures[0]).toMatchObject({ from: "2026-12-01", to: "2026-12-01" });
    draft = draftReducer(draft, { type: "remove", list: "closures", index: 0 });
    expect(draft.content.closures).toEqual([]);
  });

  it("appends an empty partner, and removes one with the partners' problems", () => {
    const count = fresh().content.partners.length;
    let draft = draftReducer(fresh(), { type: "addPartner" });
    expect(draft.content.partners).toHaveLength(count + 1);
    expect(draft.content.partners.at(-1)).toEqual({ name: "", specialties: [], aliases: [] });
    draft = { ...draft, errors: { "partners.3.name": ["x"], "site.email": ["y"] } };
    const second = draft.content.partners[2];
    draft = draftReducer(draft, { type: "removePartner", index: 1 });
    expect(draft.content.partners[1]).toBe(second);
    expect(draft.errors).toEqual({ "site.email": ["y"] });
  });
});

describe("where a field is, and its name", () => {
  it("finds the section and group of a server's field error", () => {
    expect(placeOf("closures.0.to")).toEqual({ section: "hours" });
    expect(placeOf("site.phones.1")).toEqual({ section: "company" });
    expect(placeOf("texts.or.home.slides.2.alt")).toEqual({ section: "home" });
    expect(placeOf("texts.hi.contact.meta.title")).toEqual({ section: "texts", group: "contact" });
    expect(placeOf("texts.en.common.hours")).toEqual({ section: "hours" });
    expect(placeOf("texts.or.home.slideshow.label")).toEqual({ section: "texts", group: "home" });
    expect(placeOf("partners.3.aliases.1")).toEqual({ section: "partners" });
    expect(placeOf("reviewed.x")).toBeUndefined();
  });

  it("has a group of texts for each of the site's, the chat's included", () => {
    const groups = textGroups.map((group) => group.id);
    expect(groups.toSorted()).toEqual(Object.keys(seedDocument().texts.en).toSorted());
    expect(placeOf("texts.or.chat.replies.hours")).toEqual({ section: "texts", group: "chat" });
  });

  it("names fields in words", () => {
    expect(fieldName("closures.0.reason.or")).toBe("Closure 1 › Reason › Odia");
    expect(fieldName("site.phones.1")).toBe("Company › Phone 2");
    expect(fieldName("settings.returns.byCompany.0.months")).toBe(
      "Settings › Return window › Company's own window 1 › Months",
    );
    expect(fieldName("partners.3.name")).toBe("Partner 4 › Name");
    expect(fieldName("partners.3.aliases.1")).toBe("Partner 4 › Other name 2");
    expect(fieldName("partners.3.aliases")).toBe("Partner 4 › Other names");
    expect(fieldName("texts.hi.home.slides.2.alt")).toBe(
      "Home › Slide 3 › Photo description › Hindi",
    );
  });

  it("lists a group's texts, the slides and the hours left to their sections, and filters them", () => {
    const { content } = fresh();
    const home = textsOf(content.texts.en, "home");
    expect(home).toContain("home.intro.heading");
    expect(home.some((text) => text.startsWith("home.slides."))).toBe(false);
    expect(textsOf(content.texts.en, "common")).not.toContain("common.hours");
    content.texts.or.home.intro.heading = "";
    expect(home.filter((text) => textMatches(content, text, "missing", ""))).toEqual([
      "home.intro.heading",
    ]);
    expect(textMatches(content, "home.intro.heading", "all", "serving odisha")).toBe(true);
    expect(countsOf(content, ["home.intro.heading"])).toEqual({ missing: 1, unreviewed: 2 });
  });
});
