import { CarToolButtons } from "~/components/shopper-tools/shopper-tools";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { isPriceLocked, type Lockable } from "~/features/gates/price-lock";
import { vehicleUrl } from "~/features/inventory/urls";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import { isIllustration } from "~/features/inventory/vehicle-pictures";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { inventoryCatalogue } from "~/locales/inventory";
import { LockedPrice, PersonalizePriceLink } from "./locked-price";
import { PhotosComingSoon } from "./photos-coming-soon";
import { VehiclePhoto } from "./vehicle-photo";

/**
 * A card's photo: the card is the full width on a phone, half of it on a tablet, from 1024 px
 * a half to a quarter of what the filters leave (about 300 px at 1280 px and wider).
 */
const CARD_WIDTHS = [320, 640, 960] as const;
const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw";

export type { VehicleCardData };

/** What a search result adds: the estimated payment and the store the car is at. */
export type CardComparison = {
  /** None while the car's price is locked. */
  monthlyPayment?: number;
  store: string;
  /** The car is at the store the visitor chose (known in the browser only, after load). */
  yourStore?: boolean;
  /** The payment's assumptions in a sentence, shown on hover (and in the note under the results). */
  paymentTerms: string;
  /** The payment is on the visitor's own terms ("Your payment"); else the card offers to personalize it. */
  yourTerms?: boolean;
};

/**
 * A vehicle in a list: picture, name, price (with the old price when it dropped) and miles;
 * in search results also the monthly estimate, the store and a "View details" button. The
 * name is the card's one link, stretched over the whole card, so the card is one Tab stop
 * named after the car rather than a link reading out every line.
 */
export function VehicleCard({
  vehicle,
  eager = false,
  compare,
}: {
  /** Without its prices when the visitor has not unlocked them (features/gates/price-view.ts). */
  vehicle: Lockable<VehicleCardData>;
  eager?: boolean;
  compare?: CardComparison;
}) {
  const t = useT(inventoryCatalogue, commonCatalogue);
  const language = useLanguage();
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const locked = isPriceLocked(vehicle);
  // No photo yet: the picture is a drawing, and says so.
  const illustration = isIllustration(vehicle.images.previewImage);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-dark">
      <div className="relative aspect-[8/5] bg-surface">
        {illustration ? (
          <>
            <img
              src={vehicle.images.previewImage}
              alt={t("inventory.picture.illustrationAlt", { name: `${name} ${vehicle.trim}`.trim() })}
              width={800}
              height={500}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              className="h-full w-full object-cover"
            />
            <PhotosComingSoon />
          </>
        ) : (
          // The main photo (the gallery's first), from the site's photo route at a card's size.
          <VehiclePhoto
            photo={{ vin: vehicle.vin, position: 1, source: vehicle.images.previewImage }}
            widths={CARD_WIDTHS}
            sizes={CARD_SIZES}
            alt={`${name} ${vehicle.trim}`}
            loading={eager ? "eager" : "lazy"}
            // Out of the flow: a 4:3 photo would otherwise stretch the 8:5 frame (an aspect-ratio
            // box grows to its content) and the card would stand taller than its neighbours.
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        {vehicle.condition !== "used" ? (
          <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-ink capitalize">
            {t("inventory.card.condition", { condition: vehicle.condition })}
          </span>
        ) : null}
        {!locked && vehicle.oldPrice ? (
          <span className="absolute top-2 right-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t("inventory.card.priceDrop")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 text-base leading-snug font-bold text-ink group-hover:text-brand-ink">
            <Link
              to={vehicleUrl(vehicle)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name} <span className="font-medium text-muted">{vehicle.trim}</span>
            </Link>
          </h3>
          {/* Save and compare (after load: the lists are the browser's). */}
          <CarToolButtons vin={vehicle.vin} car={name} price={locked ? undefined : vehicle.price} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>{formatMileage(vehicle.mileage, language)}</span>
          {compare?.store ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" size={14} />
              <span className="sr-only">{t("inventory.card.atStore")} </span>
              {compare.store}
              {compare.yourStore ? (
                <span className="ml-1 rounded-full bg-brand/15 px-2 py-0.5 text-xs font-bold text-brand-ink">
                  {t("common.store.yourStore")}
                </span>
              ) : null}
            </span>
          ) : null}
        </p>
        {locked ? (
          <div className="mt-auto pt-2">
            <LockedPrice vin={vehicle.vin} car={name} />
          </div>
        ) : (
          <p className="mt-auto pt-2 text-xl font-extrabold text-ink">
            {formatPrice(vehicle.price, language)}
            {vehicle.oldPrice ? (
              <span className="ml-2 text-sm font-medium text-muted line-through">
                <span className="sr-only">{t("inventory.card.was")} </span>
                {formatPrice(vehicle.oldPrice, language)}
              </span>
            ) : null}
          </p>
        )}
        {compare ? (
          <>
            {compare.monthlyPayment === undefined ? null : (
              <p className="text-sm text-ink" title={compare.paymentTerms} data-testid="card-payment">
                {t(compare.yourTerms ? "inventory.pricing.yourPayment" : "inventory.card.estimate")}{" "}
                <strong className="font-bold">
                  {t("inventory.card.perMonth", { amount: formatPrice(compare.monthlyPayment, language) })}
                </strong>
                <span aria-hidden="true">*</span>
                <span className="sr-only"> {t("inventory.card.seeNote")}</span>
              </p>
            )}
            {compare.yourTerms || locked ? null : <PersonalizePriceLink vin={vehicle.vin} car={name} />}
            <span
              aria-hidden="true"
              className="mt-3 inline-flex h-10 items-center justify-center gap-1 rounded-full border-2 border-brand-ink px-4 text-sm font-bold text-brand-ink transition group-hover:bg-brand-ink group-hover:text-white"
            >
              {t("inventory.card.viewDetails")} <Icon name="arrow-right" size={16} />
            </span>
          </>
        ) : null}
      </div>
    </article>
  );
}
