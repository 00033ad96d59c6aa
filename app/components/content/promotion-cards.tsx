import type { Promotion } from "~/features/content/promotion-schema";
import { formatDate } from "~/lib/format";
import { SiteLink } from "./link-button";

/** An offer as the service page and the home page show it (the offers pages have their own). */
export type PromotionCardData = Pick<
  Promotion,
  "id" | "title" | "description" | "img" | "imgAlt" | "url" | "criterias" | "endDate" | "additional"
>;

/** The spec's empty-offers text (section 8), shown where offers are listed and none is running. */
export const NO_OFFERS_TEXT = "No offers available at this time. Please check back later.";

/** Evergreen offers run to 2050: "Valid through" only for offers that really end. */
const EVERGREEN_FROM = "2049-12-31";

export function PromotionCards({ promotions }: { promotions: readonly PromotionCardData[] }) {
  if (promotions.length === 0)
    return <p className="rounded-xl border border-line bg-surface p-5 text-muted">{NO_OFFERS_TEXT}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {promotions.map((promotion) => (
        <li
          key={promotion.id}
          className="flex flex-col rounded-2xl border-2 border-dashed border-brand-dark/40 bg-white p-6"
        >
          <p className="text-xs font-bold tracking-wide text-brand-ink uppercase">
            {promotion.additional.category}
          </p>
          <h3 className="mt-2 text-xl font-extrabold tracking-tight">{promotion.title}</h3>
          <p className="mt-2 text-muted">{promotion.description}</p>
          {promotion.criterias.length > 0 ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer py-1 font-semibold text-brand-ink">Fine print</summary>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                {promotion.criterias.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="mt-auto pt-5">
            {promotion.endDate < EVERGREEN_FROM ? (
              <p className="mb-3 text-sm text-muted">
                Valid through <time dateTime={promotion.endDate}>{formatDate(promotion.endDate)}</time>
              </p>
            ) : null}
            <SiteLink
              href={promotion.url}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-ink px-5 py-2 text-sm font-bold text-white hover:bg-brand-dark"
            >
              {promotion.additional.ctaText}
              <span className="sr-only">: {promotion.title}</span>
            </SiteLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
