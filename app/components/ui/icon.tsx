import type { SVGProps } from "react";

/**
 * The site's icons as inline SVG paths (24x24, stroke). An unknown name shows the
 * question-mark-in-circle icon of spec section 9 instead of nothing, so a typo is
 * visible but never breaks a page.
 */
const paths = {
  phone:
    "M3 5a2 2 0 0 1 2-2h2.3a1 1 0 0 1 1 .76l1 4a1 1 0 0 1-.29.97L7.4 10.3a14 14 0 0 0 6.3 6.3l1.57-1.6a1 1 0 0 1 .97-.29l4 1a1 1 0 0 1 .76.97V19a2 2 0 0 1-2 2h-1C9.82 21 3 14.18 3 6V5Z",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  "chevron-down": "m6 9 6 6 6-6",
  "chevron-right": "m9 6 6 6-6 6",
  "map-pin": "M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  clock: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  search: "m21 21-4.35-4.35M17 11a6 6 0 1 1-12 0 6 6 0 0 1 12 0Z",
  dollar:
    "M12 3v18m4-14.5c-.9-.9-2.3-1.5-4-1.5-2.5 0-4 1.3-4 3s1.5 2.6 4 3 4 1.3 4 3-1.5 3-4 3c-1.8 0-3.3-.6-4.2-1.6",
  car: "M5 16h14M6.5 16v2.5m11-2.5v2.5M4 16v-3.5l2-5A2 2 0 0 1 7.9 6h8.2a2 2 0 0 1 1.9 1.5l2 5V16M4 12.5h16M7.5 14h.01M16.5 14h.01",
  wrench:
    "M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6Z",
  "shield-check": "M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-4.5",
  star: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z",
  "arrow-right": "M5 12h14m-6-6 6 6-6 6",
  check: "m5 12 5 5L20 7",
  lock: "M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z",
  gauge: "M12 14l4-4M3.5 18a9 9 0 1 1 17 0",
  "trade-in": "M7 7h11l-3-3m3 3-3 3M17 17H6l3 3m-3-3 3-3",
  expand: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  calendar: "M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z",
  chat: "M4 5h16v11H9l-5 4V5Z",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9Z",
  "question-circle":
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7m0 3h.01",
} as const;

export type IconName = keyof typeof paths;

export function iconPath(name: string): string {
  return name in paths ? paths[name as IconName] : paths["question-circle"];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "name"> & {
  name: IconName | (string & {});
  /** A label makes the icon an image for screen readers; without one it is decoration. */
  label?: string;
  size?: number;
};

export function Icon({ name, label, size = 20, ...rest }: IconProps) {
  const known = name in paths;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={known ? name : "question-circle"}
      {...rest}
    >
      <path d={iconPath(name)} />
    </svg>
  );
}
