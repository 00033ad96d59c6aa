import { useEffect, useRef } from "react";

/**
 * A ref for the heading of what replaces the part the focus was in (a confirmation after a
 * form, the offer after the trade-in's last step): it takes the focus once, as it opens, so a
 * keyboard or screen-reader visitor starts there instead of at the top of the page's body.
 * The heading needs `tabIndex={-1}` to take it.
 */
export function useFocusOnOpen<T extends HTMLElement = HTMLHeadingElement>() {
  const target = useRef<T>(null);
  useEffect(() => target.current?.focus(), []);
  return target;
}
