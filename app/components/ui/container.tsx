import type { ReactNode } from "react";

/**
 * The page's readable column: centred, with margins that grow with the screen (16 px on a
 * phone, 24 px on a tablet, 48 px from 1024 px), at most 1280 px wide, so at 1280 px and wider
 * the content never runs edge to edge. `prose` is the narrower column for long reading
 * (articles, legal texts, help answers).
 */
const WIDTHS = {
  page: "max-w-screen-xl",
  prose: "max-w-3xl",
} as const;

export function Container({
  children,
  width = "page",
  className = "",
  as: Tag = "div",
}: {
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  className?: string;
  as?: "div" | "section" | "article" | "header" | "nav";
}) {
  return (
    <Tag className={`mx-auto w-full ${WIDTHS[width]} px-4 sm:px-6 lg:px-12 ${className}`}>{children}</Tag>
  );
}
