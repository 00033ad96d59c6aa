import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

/**
 * A link that looks like a button: the calls to action of the content pages and the home page.
 * `tone="dark"` is for green and dark backgrounds, where the site's default focus outline
 * (dark green) would vanish: there the focus ring is white with a dark halo (issue #10,
 * "Get pre-approved" on the green hero).
 */
export type ButtonVariant = "primary" | "secondary";
export type ButtonTone = "light" | "dark";

const BASE =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-bold transition";

const STYLES: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary: "bg-brand-ink text-white hover:bg-brand-dark",
    secondary: "border-2 border-brand-ink bg-white text-brand-ink hover:bg-green-50",
  },
  dark: {
    primary:
      "bg-white text-brand-ink hover:bg-green-50 focus-visible:outline-white focus-visible:outline-offset-4 focus-visible:shadow-[0_0_0_2px_#052e16]",
    secondary:
      "border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white focus-visible:outline-offset-4 focus-visible:shadow-[0_0_0_2px_#052e16]",
  },
};

export function buttonClass(variant: ButtonVariant = "primary", tone: ButtonTone = "light"): string {
  return `${BASE} ${STYLES[tone][variant]}`;
}

/** Site paths go through the router (prefetch, no full reload); tel:, mailto: and https: stay plain links. */
export function LinkButton({
  href,
  children,
  variant = "primary",
  tone = "light",
  arrow = false,
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  arrow?: boolean;
  className?: string;
}) {
  const classes = `${buttonClass(variant, tone)} ${className}`;
  const content = (
    <>
      {children}
      {arrow ? <Icon name="arrow-right" size={18} /> : null}
    </>
  );
  return (
    <SiteLink href={href} className={classes}>
      {content}
    </SiteLink>
  );
}

/** A link to a site path through the router, or a plain link for tel:, mailto: and https: targets. */
export function SiteLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/") && !href.startsWith("//"))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} {...(href.startsWith("https://") ? { rel: "noopener" } : {})}>
      {children}
    </a>
  );
}

/** A text link with a chevron: "Read more", "See all coupons". */
export function ArrowLink({
  href,
  children,
  className = "",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={href}
      className={`inline-flex min-h-6 items-center gap-1 font-bold text-brand-ink underline-offset-4 hover:underline ${className}`}
    >
      {children} <Icon name="chevron-right" size={16} />
    </Link>
  );
}
