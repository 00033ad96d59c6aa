import { PERSONALIZE_PRICE_GATE, UNLOCK_PRICE_GATE } from "~/components/gates/gate-paths";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * A car's price the visitor has not unlocked (features/gates/price-view.ts): no figure at all,
 * only "Unlock today's price", a link to the price gate for this car. The element carries
 * `data-price-locked` and `data-vin`, which the price gate's popup watches for (it opens when
 * such an element is on screen); without JavaScript the link is the gate's page. Links inside a
 * card sit above the card's stretched link (`relative z-10`), so both stay clickable.
 */

/** The price gate's page for a car. */
export const unlockPricePath = (vin: string) => `${UNLOCK_PRICE_GATE}?vin=${encodeURIComponent(vin)}`;

/** The personalised-pricing questionnaire, for a car. */
export const personalizePricePath = (vin: string) =>
  `${PERSONALIZE_PRICE_GATE}?vin=${encodeURIComponent(vin)}`;

export function LockedPrice({
  vin,
  car,
  size = "card",
}: {
  vin: string;
  /** "2024 Honda Civic", said to screen readers after the link's words. */
  car: string;
  size?: "card" | "page";
}) {
  const t = useT(inventoryCatalogue);
  const large = size === "page";
  return (
    <p
      // "page" on the car's own heading, "card" in lists: the user-lead popup watches only the
      // page's own price (content/popups.json), never a similar car's card.
      data-price-locked={size}
      data-vin={vin}
      className={`flex items-center gap-2 font-extrabold text-brand-ink ${large ? "text-2xl" : "text-lg"}`}
    >
      <Icon name="lock" size={large ? 26 : 20} className="shrink-0" />
      <Link
        to={unlockPricePath(vin)}
        className="relative z-10 text-left text-balance underline decoration-2 underline-offset-4 hover:text-brand-dark"
      >
        {t("inventory.price.unlock")}
        <span className="sr-only"> {t("inventory.price.forCar", { car })}</span>
      </Link>
    </p>
  );
}

/** "Personalize My Price": the questionnaire for a car, compact (a card) or with its sentence (a page). */
export function PersonalizePriceLink({
  vin,
  car,
  withNote = false,
}: {
  vin: string;
  car: string;
  /** Adds 'Finish your terms to customize your pricing details.' under the link. */
  withNote?: boolean;
}) {
  const t = useT(inventoryCatalogue);
  const link = (
    <Link
      to={personalizePricePath(vin)}
      // A 24 px target (WCAG 2.2, 2.5.8): the line box of text-sm is 20 px, and the Spanish
      // wording on a phone sets another link within reach of it.
      className="relative z-10 inline-block py-0.5 text-sm font-bold text-brand-ink underline underline-offset-4 hover:text-brand-dark"
      data-testid="personalize-price-link"
    >
      {t("inventory.pricing.personalize")}
      <span className="sr-only"> {t("inventory.price.forCar", { car })}</span>
    </Link>
  );
  if (!withNote) return link;
  return (
    <div className="rounded-lg bg-green-50 px-4 py-3">
      {link}
      <p className="mt-1 text-sm text-ink">{t("inventory.pricing.finishTerms")}</p>
    </div>
  );
}
