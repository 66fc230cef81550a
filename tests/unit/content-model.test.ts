import { describe, expect, it } from "vitest";
import { emptyDoc } from "../../shared/content-model/document.ts";
import { caseStudies, careersPage } from "../../content/model/index.ts";

describe("a new entry's empty document", () => {
  it("holds a fixed-length list's items, ready to fill in, and nothing in a list that grows", () => {
    const study = emptyDoc(caseStudies.fields);
    // Exactly four features: no way to add one, so they are there from the start.
    expect(study.features).toHaveLength(4);
    expect(study.features[0]).toEqual({ title: { en: "", ru: "", uz: "" }, text: { en: "", ru: "", uz: "" } });
    expect(study.figures).toEqual([]);
    expect(emptyDoc(careersPage.fields).process.steps).toHaveLength(7);
  });
});
