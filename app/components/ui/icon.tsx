import type { SVGProps } from "react";
// The file itself, never a data: URL (it is under Vite's inlining limit): <use> must reference a file.
import spriteUrl from "./icons.svg?no-inline";

/**
 * The site's icons (24x24, stroke): one sprite file, icons.svg, its symbols named as below,
 * cached once and referenced by every icon (`<use href="/assets/icons-HASH.svg#phone">`), so a
 * page's HTML no longer carries each icon's drawing again and again. An unknown name shows the
 * question-mark-in-circle icon of spec section 9 instead of nothing, so a typo is visible but
 * never breaks a page. Their stroke (colour, width, caps, joins) is app.css's, for every
 * `svg[data-icon]`: a class such as `fill-current` or `stroke-2` changes it for one icon.
 */
const ICON_NAMES = [
  "phone",
  "menu",
  "close",
  "chevron-down",
  "chevron-right",
  "map-pin",
  "clock",
  "search",
  "dollar",
  "car",
  "wrench",
  "shield-check",
  "star",
  "arrow-right",
  "check",
  "lock",
  "gauge",
  "trade-in",
  "share",
  "printer",
  "expand",
  "camera",
  "calendar",
  "chat",
  "globe",
  "question-circle",
  // The shopper tools' heart (filled once saved) and Compare, and the search's Filters button.
  "heart",
  "compare",
  "filters",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const known: ReadonlySet<string> = new Set(ICON_NAMES);

/** The sprite's symbols, for the test that keeps this list and icons.svg in step. */
export const iconNames: readonly IconName[] = ICON_NAMES;

/** Where an icon's drawing is: the sprite's symbol of that name, else the question mark's. */
export function iconHref(name: string): string {
  return `${spriteUrl}#${known.has(name) ? name : "question-circle"}`;
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "name"> & {
  name: IconName | (string & {});
  /** A label makes the icon an image for screen readers; without one it is decoration. */
  label?: string;
  size?: number;
};

export function Icon({ name, label, size = 20, ...rest }: IconProps) {
  const shown = known.has(name) ? name : "question-circle";
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={shown}
      {...rest}
    >
      <use href={iconHref(shown)} />
    </svg>
  );
}
