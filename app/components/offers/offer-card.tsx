import { buttonClass } from "~/components/content/link-button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { OfferSummary } from "~/features/content/offers";
import { formatFullDate } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { offersCatalogue } from "~/locales/offers";

const TYPE_ICONS = { service: "wrench", sales: "dollar", dealer: "shield-check" } as const;

/** An offer's day ("November 3, 2026", "3 de noviembre de 2026") in a `<time>` machines can read too. */
export function OfferDay({ day }: { day: string }) {
  const language = useLanguage();
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatFullDate(day, language)}
    </time>
  );
}

/** "Ongoing offer" for an evergreen one; otherwise the last day it runs. */
export function OfferValidity({ offer }: { offer: Pick<OfferSummary, "ongoing" | "endDate"> }) {
  const t = useT(offersCatalogue);
  return offer.ongoing ? (
    t("offers.validity.ongoing")
  ) : (
    <>
      {t("offers.validity.through")} <OfferDay day={offer.endDate} />
    </>
  );
}

/** The offer's picture, or a plain panel with its kind's icon when it has none. */
export function OfferPicture({ offer, className = "" }: { offer: OfferSummary; className?: string }) {
  if (offer.img)
    return (
      <img
        src={offer.img}
        alt={offer.imgAlt ?? ""}
        width={800}
        height={500}
        loading="lazy"
        className={`aspect-[16/10] w-full bg-surface object-cover ${className}`}
      />
    );
  return (
    <div
      className={`flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 bg-green-50 text-brand-ink ${className}`}
    >
      <Icon name={offer.type ? TYPE_ICONS[offer.type] : "star"} size={48} />
      <span className="text-sm font-bold tracking-wide uppercase">{offer.additional.category}</span>
    </div>
  );
}

function CtaLink({ offer }: { offer: OfferSummary }) {
  const site = offer.url.startsWith("/");
  const className = `${buttonClass("primary")} w-full sm:w-auto`;
  return site ? (
    <Link to={offer.url} className={className}>
      {offer.additional.ctaText}
    </Link>
  ) : (
    <a href={offer.url} className={className}>
      {offer.additional.ctaText}
    </a>
  );
}

/**
 * An offer as a card: picture, category, title (linked to the offer's own page with its
 * fine print), description, how long it runs, and its button. Service coupons get the
 * dashed edge of a paper coupon. `featured` lays it out wide (the carousel's slides).
 */
export function OfferCard({
  offer,
  featured = false,
  headingLevel = 3,
}: {
  offer: OfferSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT(offersCatalogue);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const edge = offer.type === "service" ? "border-2 border-dashed border-brand-dark" : "border border-line";
  const wide = featured && Boolean(offer.img);
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white ${edge} ${wide ? "md:flex-row" : ""}`}
      data-offer={offer.id}
    >
      {offer.img ? (
        <OfferPicture offer={offer} className={wide ? "md:aspect-auto md:w-1/2 md:self-stretch" : ""} />
      ) : null}
      <div className={`flex flex-1 flex-col p-5 ${featured ? "md:p-8" : ""}`}>
        {offer.img ? (
          <p className="text-xs font-bold tracking-wide text-brand-ink uppercase">
            {offer.additional.category}
          </p>
        ) : (
          // Without a picture, the kind's icon marks the card (a blank picture frame looked unfinished).
          <p className="flex items-center gap-3 text-xs font-bold tracking-wide text-brand-ink uppercase">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-green-50">
              <Icon name={offer.type ? TYPE_ICONS[offer.type] : "star"} size={22} />
            </span>
            {offer.additional.category}
          </p>
        )}
        <Heading className={`mt-2 leading-snug font-extrabold text-ink ${featured ? "text-2xl" : "text-lg"}`}>
          {offer.path ? (
            <Link to={offer.path} className="underline-offset-4 hover:underline">
              {offer.title}
            </Link>
          ) : (
            offer.title
          )}
        </Heading>
        <p className="mt-2 text-sm text-muted">{offer.description}</p>
        <p className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-ink">
          <Icon name="clock" size={16} className="text-brand-ink" /> <OfferValidity offer={offer} />
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5">
          <CtaLink offer={offer} />
          {offer.path ? (
            <Link
              to={offer.path}
              className="inline-flex min-h-12 items-center text-sm font-semibold text-brand-ink underline underline-offset-2"
              aria-label={t("offers.card.detailsOf", { name: offer.name })}
            >
              {t("offers.card.details")}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Cards three across on a wide screen; `headingLevel` 2 where no section heading sits above them. */
export function OfferGrid({
  offers,
  headingLevel = 3,
}: {
  offers: readonly OfferSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function NoOffers() {
  const t = useT(offersCatalogue);
  return (
    <p
      className="rounded-2xl border border-line bg-surface px-6 py-10 text-center text-lg text-muted"
      role="status"
    >
      {t("offers.none")}
    </p>
  );
}
