/**
 * The saved-cars price-drop badge: the heart keeps the price the visitor saw when they saved
 * the car (car-lists.ts); a car whose price is lower now says by how much. Nothing is said
 * while the price is locked (the page has no price to compare: features/gates/price-lock.ts),
 * nor when the car was saved while locked, nor when the price went up.
 */
export function priceDropSinceSaved(
  savedPrice: number | undefined,
  currentPrice: number | undefined,
): number {
  if (savedPrice === undefined || currentPrice === undefined) return 0;
  return Math.max(0, savedPrice - currentPrice);
}
