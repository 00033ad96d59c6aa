import { ArrowLink, LinkButton } from "~/components/content/link-button";
import { OfferGrid } from "~/components/offers/offer-card";
import { Container } from "~/components/ui/container";
import type { Home } from "~/features/content/home-schema";
import type { OfferSummary } from "~/features/content/offers";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { homeCatalogue } from "~/locales/home";

/**
 * The promo blocks of content/home.json (our standing promises) and, under them, the offers
 * running today (only active promotions; with none running, that row is simply left out:
 * the home page never advertises an expired offer).
 */
export function PromoBlocks({
  blocks,
  offers,
}: {
  blocks: Home["promoBlocks"];
  offers: readonly OfferSummary[];
}) {
  const t = useT(homeCatalogue);
  return (
    <Container as="section" className="pt-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="offers-heading" className="text-3xl font-extrabold tracking-tight">
          {t("home.promos.heading")}
        </h2>
        <ArrowLink href={SITE_PATHS.specialOffers}>{t("home.promos.allOffers")}</ArrowLink>
      </div>
      <ul className="mt-6 grid gap-4 lg:grid-cols-2">
        {blocks.map((block) => (
          <li
            key={block.id}
            className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm sm:grid-cols-[2fr_3fr]"
          >
            {block.image ? (
              <img
                src={block.image.src}
                alt={block.image.alt}
                width={800}
                height={500}
                loading="lazy"
                className="h-full w-full bg-surface object-cover"
              />
            ) : null}
            <div className="flex flex-col p-6">
              {block.badge ? (
                <p className="text-xs font-bold tracking-wide text-brand-ink uppercase">{block.badge}</p>
              ) : null}
              <h3 className="mt-1 text-xl font-extrabold tracking-tight">{block.title}</h3>
              <p className="mt-2 flex-1 text-muted">{block.text}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                {block.buttons.map((button) => (
                  <LinkButton key={button.label} href={button.href} variant={button.variant}>
                    {button.label}
                  </LinkButton>
                ))}
              </div>
              {block.disclaimer ? <p className="mt-3 text-xs text-muted">{block.disclaimer}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {offers.length > 0 ? (
        <div className="mt-10">
          <h3 className="text-xl font-bold">{t("home.promos.runningNow")}</h3>
          <div className="mt-4">
            <OfferGrid offers={offers} />
          </div>
        </div>
      ) : null}
    </Container>
  );
}
