import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type ReviewCardData, ReviewsSection } from "./reviews-section";

const review: ReviewCardData = {
  id: 1,
  name: "Karen Lindquist",
  initials: "KL",
  photo: null,
  rating: 5,
  date: "2026-11-18",
  store: "Moline",
  excerpt: "Compramos una CR-V 2020 para nuestra hija.",
  categories: ["Buy", "Finance"],
  url: "https://www.google.com/maps/place/Quad+Cities+Auto+Group+Moline/@41.4792,-90.4849,17z",
};

const at = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <ReviewsSection
        copy={{
          title: "Reviews",
          description: "What customers say",
          categories: ["Buy", "Sell", "Finance", "Service"],
          button: { label: "All reviews", href: "/our-company", variant: "primary" },
        }}
        reviews={[review]}
        selected={null}
        rating={{ rating: 4.8, count: 1200 }}
      />
    </MemoryRouter>,
  );

describe("the reviews section", () => {
  it("labels a review's text as translated on the Spanish site, keeping the link to the original", () => {
    const html = at("/es");
    expect(html).toContain("Compramos una CR-V 2020");
    expect(html).toContain("Traducida del inglés");
    expect(html).not.toContain('lang="en"');
    expect(html).toContain(`href="${review.url}"`);
    expect(html).toContain("Karen Lindquist");
    expect(html).toContain(">Compra</li>");
  });

  it("shows the customer's own words with no label on the English site", () => {
    const html = at("/");
    expect(html).not.toContain("Translated from English");
    expect(html).toContain(">Buy</li>");
  });
});
