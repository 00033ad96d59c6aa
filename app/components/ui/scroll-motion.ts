/**
 * How a script scrolls a row of pictures or cards: smoothly, unless the visitor asked for less
 * motion (the CSS rule in app.css covers CSS scrolling; `scrollTo({ behavior })` is a script's).
 */
export function scrollMotion(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
