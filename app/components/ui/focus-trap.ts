/**
 * Keeping Tab and Shift+Tab inside an open panel (the mobile menu, the filter drawer): what
 * the keyboard can reach inside it, and the wrap from last to first and back. Elements that
 * are not rendered (links of a closed group, a hidden section) are skipped.
 */
const FOCUSABLE =
  'summary, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

export function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
}

/** On a Tab keydown: focus that would leave `panel` wraps around inside it instead. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
