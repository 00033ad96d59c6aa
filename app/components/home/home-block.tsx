import type { ReactNode } from "react";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { HomeBlock as HomeBlockData } from "~/features/content/home-schema";

/**
 * One of the home page's copy blocks (content/home.json: warranty, financing, callout and the
 * promo blocks): badge, title, text, a checked list, up to two buttons, small print and an
 * optional picture. `tone="dark"` sets it on the brand green, with buttons whose focus ring
 * stays visible there.
 */
export function HomeBlock({
  id,
  block,
  tone = "light",
  icon,
  imageSide = "right",
  aside,
}: {
  id: string;
  block: HomeBlockData;
  tone?: "light" | "dark";
  icon?: string;
  imageSide?: "left" | "right";
  /** Shown where the picture would be, for blocks without one. */
  aside?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <Container as="section" className="pt-16">
      <div
        className={`grid gap-8 overflow-hidden rounded-3xl p-6 sm:p-10 ${
          block.image || aside ? "lg:grid-cols-2 lg:items-center" : ""
        } ${dark ? "bg-gradient-to-br from-brand-ink to-[#0f3d22] text-white" : "border border-line bg-surface"}`}
      >
        <div className={imageSide === "left" ? "lg:order-2" : ""}>
          {block.badge ? (
            <p
              className={`inline-flex items-center gap-2 text-sm font-bold tracking-wide uppercase ${
                dark ? "text-green-200" : "text-brand-ink"
              }`}
            >
              {icon ? <Icon name={icon} size={18} /> : null} {block.badge}
            </p>
          ) : null}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-extrabold tracking-tight text-balance">
            {block.title}
          </h2>
          <p className={`mt-3 max-w-2xl text-lg ${dark ? "text-green-50" : "text-muted"}`}>{block.text}</p>
          {block.list.length > 0 ? (
            <ul className="mt-5 grid gap-2">
              {block.list.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon
                    name="check"
                    size={20}
                    className={`mt-0.5 shrink-0 ${dark ? "text-green-300" : "text-brand-dark"}`}
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {block.buttons.map((button) => (
              <LinkButton key={button.label} href={button.href} variant={button.variant} tone={tone}>
                {button.label}
              </LinkButton>
            ))}
          </div>
          {block.disclaimer ? (
            <p className={`mt-5 text-xs ${dark ? "text-green-100" : "text-muted"}`}>{block.disclaimer}</p>
          ) : null}
        </div>
        {block.image ? (
          <img
            src={block.image.src}
            alt={block.image.alt}
            width={800}
            height={500}
            loading="lazy"
            className={`w-full rounded-2xl bg-white shadow-md ${imageSide === "left" ? "lg:order-1" : ""}`}
          />
        ) : (
          (aside ?? null)
        )}
      </div>
    </Container>
  );
}
