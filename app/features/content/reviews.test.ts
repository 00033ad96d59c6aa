import { describe, expect, it } from "vitest";
import type { Review } from "./review-schema";
import { reviewExcerpt, reviewerInitials, reviewsByCategory } from "./reviews";

const long =
  "We bought a 2020 CR-V for our daughter, who is heading to Augustana next fall. Alicia was patient with all of our questions, walked us through the CARFAX line by line and never pushed us toward anything more expensive. Financing was done in one afternoon.";

describe("review excerpt", () => {
  it("keeps a review that fits", () => {
    expect(reviewExcerpt("Quick and honest service.")).toBe("Quick and honest service.");
    expect(reviewExcerpt("x".repeat(240))).toBe("x".repeat(240));
  });

  it("cuts a long review at a word boundary near 240 characters with an ellipsis", () => {
    expect(long.length).toBeGreaterThan(240);
    const excerpt = reviewExcerpt(long, 240);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(241);
    expect(excerpt.length).toBeGreaterThan(200);
    // The excerpt is the review's start, ending on a whole word.
    const head = excerpt.slice(0, -1);
    expect(long.startsWith(head)).toBe(true);
    expect(long[head.length]).toBe(" ");
    expect(excerpt).toBe(
      "We bought a 2020 CR-V for our daughter, who is heading to Augustana next fall. Alicia was patient with all of our questions, walked us through the CARFAX line by line and never pushed us toward anything more expensive. Financing was done in…",
    );
  });

  it("drops trailing punctuation before the ellipsis and cuts a single huge word", () => {
    expect(reviewExcerpt("Great people, honest prices, fast service, would buy again", 28)).toBe(
      "Great people, honest prices…",
    );
    expect(reviewExcerpt("a".repeat(300), 240)).toBe(`${"a".repeat(240)}…`);
  });
});

function review(id: number, date: string, category: Review["category"]): Review {
  return {
    id,
    reviewer_name: "Mary K.",
    reviewer_photo: null,
    platform: "Google",
    rating: 5,
    date,
    location: "moline",
    text: "A very good experience all round.",
    photo: false,
    category,
    url: "https://www.google.com/maps/place/x",
  };
}

describe("reviews by category", () => {
  const reviews = [
    review(1, "2026-01-01", ["Buy"]),
    review(2, "2026-03-01", ["Service", "Buy"]),
    review(3, "2026-02-01", ["Finance"]),
    ...Array.from({ length: 12 }, (_, i) => review(10 + i, "2025-06-01", ["Buy"])),
  ];

  it("filters by category, newest first, nine by default", () => {
    expect(reviewsByCategory(reviews, "Service").map((r) => r.id)).toEqual([2]);
    expect(
      reviewsByCategory(reviews, "Buy")
        .slice(0, 3)
        .map((r) => r.id),
    ).toEqual([2, 1, 10]);
    expect(reviewsByCategory(reviews, "Buy")).toHaveLength(9);
    expect(
      reviewsByCategory(reviews)
        .slice(0, 3)
        .map((r) => r.id),
    ).toEqual([2, 3, 1]);
    expect(reviewsByCategory(reviews, "Sell")).toEqual([]);
  });

  it("draws initials for reviews without a photo", () => {
    expect(reviewerInitials("Mary K.")).toBe("MK");
    expect(reviewerInitials("Brian O'Connell")).toBe("BO");
    expect(reviewerInitials("Cher")).toBe("C");
  });
});
