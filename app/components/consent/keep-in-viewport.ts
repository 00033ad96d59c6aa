/** A box as getBoundingClientRect gives it, without the drag offset applied. */
export type Box = { left: number; top: number; width: number; height: number };

/**
 * The drag offset that keeps a dialog inside the viewport (spec section 9: "keeps in
 * viewport"): the wanted offset, clamped so no edge leaves the screen. A dialog larger than
 * the viewport is held at its top left edge, so its heading (the handle) stays reachable.
 */
export function keepInViewport(
  box: Box,
  wanted: { x: number; y: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  // `+ 0` turns -0 (an edge at 0, negated) into 0.
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value)) + 0;
  return {
    x: clamp(wanted.x, -box.left, Math.max(-box.left, viewport.width - box.left - box.width)),
    y: clamp(wanted.y, -box.top, Math.max(-box.top, viewport.height - box.top - box.height)),
  };
}
