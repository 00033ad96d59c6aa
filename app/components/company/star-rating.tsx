import { iconHref } from "~/components/ui/icon";
import { useT } from "~/lib/i18n/use-t";
import { companyCatalogue } from "~/locales/company";

/**
 * A rating as five stars, filled to the nearest half, with the number beside it for
 * everyone and one label for screen readers ("Rated 4.9 out of 5"). Each star is the icon
 * sprite's, filled (components/ui/icon): a page of reviews carries no drawing of its own.
 */

export function StarRating({
  rating,
  size = 18,
  showValue = false,
  className = "",
}: {
  rating: number;
  size?: number;
  showValue?: boolean;
  className?: string;
}) {
  const halves = Math.round(rating * 2);
  const star = iconHref("star");
  const t = useT(companyCatalogue);
  return (
    <span
      role="img"
      aria-label={t("company.rating.label", { rating: String(rating) })}
      className={`inline-flex items-center gap-1 ${className}`}
    >
      <span className="inline-flex text-amber-500" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = halves >= n * 2 ? 1 : halves === n * 2 - 1 ? 0.5 : 0;
          return (
            <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
              <use href={star} fill="currentColor" opacity={0.25} />
              {fill > 0 ? (
                <use
                  href={star}
                  fill="currentColor"
                  style={fill < 1 ? { clipPath: "inset(0 50% 0 0)" } : undefined}
                />
              ) : null}
            </svg>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-bold text-ink">
          {rating.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
