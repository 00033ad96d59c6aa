import { describe, expect, it } from "vitest";
import { jsonLdText } from "../json-ld";
import { articleJsonLd } from "./article";

const SITE = "https://dealer.example";
const publisher = { name: "Quad Cities Auto Group", logo: "/brand/logo.svg" };
const facts = {
  title: "Used Ford F-150 Staff Review",
  description: "Which engine, which cab, what to check.",
  path: "/car-research/used-ford-f-150-review",
  publishedAt: "2026-07-14",
  image: "/vehicle-images/trucks-1f3a5f-1.svg",
  section: "Staff Reviews",
  wordCount: 872,
  author: { name: "Andre Coleman", path: "/our-company/meet-our-team/andre-coleman" },
};

describe("Article structured data", () => {
  it("names the article, its dates, section, image and canonical page with absolute URLs", () => {
    const data = articleJsonLd(SITE, facts, publisher);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: facts.title,
      description: facts.description,
      url: `${SITE}/car-research/used-ford-f-150-review`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/car-research/used-ford-f-150-review` },
      datePublished: "2026-07-14",
      // Never updated: modified on the day it was published.
      dateModified: "2026-07-14",
      image: [`${SITE}/vehicle-images/trucks-1f3a5f-1.svg`],
      articleSection: "Staff Reviews",
      wordCount: 872,
      publisher: {
        "@type": "Organization",
        name: "Quad Cities Auto Group",
        logo: { "@type": "ImageObject", url: `${SITE}/brand/logo.svg` },
      },
    });
    // It survives the trip through the page's script element.
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });

  it("makes a staff author a Person linked to their page, and a department byline an Organization", () => {
    expect(articleJsonLd(SITE, facts, publisher).author).toEqual({
      "@type": "Person",
      name: "Andre Coleman",
      url: `${SITE}/our-company/meet-our-team/andre-coleman`,
    });
    const team = articleJsonLd(SITE, { ...facts, author: { name: "Service Team" } }, publisher);
    expect(team.author).toEqual({ "@type": "Organization", name: "Service Team" });
  });

  it("carries the update day, and no image when the article has none", () => {
    const data = articleJsonLd(SITE, { ...facts, updatedAt: "2026-10-02", image: undefined }, publisher);
    expect(data.dateModified).toBe("2026-10-02");
    expect(data).not.toHaveProperty("image");
  });
});
