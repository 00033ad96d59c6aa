import { Icon } from "~/components/ui/icon";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatFullDate, formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { VehicleWord } from "../vehicle-words";

/** The specification table; a detail the dealer's feed left blank is left out. */
export function VehicleDetails({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const { vehicle } = data;
  const mpg = (value: number | null) => (value === null ? t("inventory.details.notRated") : String(value));
  // Labels are `inventory.details.{key}`; `word` marks the feed's words, shown in the page's language.
  const rows: Array<[key: string, value: string, word?: "word"]> = [
    ["odometer", formatMileage(vehicle.mileage, language)],
    ["cityMpg", mpg(vehicle.cityMpg)],
    ["highwayMpg", mpg(vehicle.highwayMpg)],
    ["engine", vehicle.engine, "word"],
    ["drivetrain", vehicle.drivetrain, "word"],
    ["transmission", vehicle.transmission, "word"],
    ["exteriorColor", vehicle.exteriorColor, "word"],
    ["interiorColor", vehicle.interiorColor, "word"],
    ["fuelType", vehicle.fuelType, "word"],
    ["doors", vehicle.doors > 0 ? String(vehicle.doors) : ""],
    ["stockNumber", vehicle.stockNumber],
    ["vin", vehicle.vin],
  ];
  // A dealer feed may leave a detail blank; a blank row tells the shopper nothing.
  const shown = rows.filter(([, value]) => value.trim() !== "");
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.details.heading")}
      </h2>
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2" data-testid="vehicle-details">
        {shown.map(([key, value, word]) => (
          <div key={key} className="flex justify-between gap-4 border-b border-line py-2.5">
            <dt className="text-muted">{t(`inventory.details.${key}`)}</dt>
            <dd className="text-right font-semibold break-all">
              {word ? <VehicleWord value={value} /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function KeyFeatures({ features }: { features: readonly string[] }) {
  const t = useT(inventoryCatalogue);
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.details.features")}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Icon name="check" size={18} className="shrink-0 text-brand-ink" />
            <VehicleWord value={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The price drops the feed recorded, newest first: "Price dropped $500 on November 3, 2026,
 * from $22,095 to $21,595", dated by the store's calendar. None while the price is locked: the
 * page's data then carries no price history at all (features/gates/price-view.ts).
 */
export function PriceHistory({ drops }: { drops: VehiclePageData["priceHistory"] }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  if (drops.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.details.priceHistory")}
      </h2>
      <ul className="mt-4 divide-y divide-line border-y border-line" data-testid="price-history">
        {drops.map((drop) => (
          <li key={`${drop.changedAt}-${drop.newPrice}`} className="flex items-start gap-3 py-3">
            <Icon name="arrow-right" size={18} className="mt-0.5 shrink-0 rotate-45 text-brand-ink" />
            <p>
              <span className="font-semibold">
                {t("inventory.details.priceDropped", {
                  amount: formatPrice(drop.oldPrice - drop.newPrice, language),
                  date: formatFullDate(drop.changedOn, language),
                })}
              </span>
              <span className="text-muted">
                {", "}
                {t("inventory.details.priceFromTo", {
                  from: formatPrice(drop.oldPrice, language),
                  to: formatPrice(drop.newPrice, language),
                })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
