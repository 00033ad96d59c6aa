import type { Review, ReviewCategory } from "./review-schema";

/** What the review sections need. Pure. */

/** The home page's review section shows this many (spec section 9). */
export const REVIEWS_PER_SECTION = 9;

/** Reviews of one category (all of them without one), newest first, at most `limit`. */
export function reviewsByCategory(
  reviews: readonly Review[],
  category?: ReviewCategory,
  limit = REVIEWS_PER_SECTION,
): Review[] {
  return reviews
    .filter((r) => !category || r.category.includes(category))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .slice(0, limit);
}

/**
 * A review cut to about `max` characters at a word boundary, with an ellipsis (spec
 * section 9: "cut to about 240 characters"). A text that fits is returned whole; the
 * result is never longer than max plus the ellipsis.
 */
export function reviewExcerpt(text: string, max = 240): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single huge word (a pasted link) is cut mid-word rather than dropped.
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  return `${head.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** "Mary Kowalczyk" -> "MK": what the page draws when a review has no photo. */
export function reviewerInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "";
  return (first + last).toUpperCase();
}
