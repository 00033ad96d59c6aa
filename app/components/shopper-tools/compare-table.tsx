import type { ReactNode } from "react";
import { UNLOCK_PRICE_GATE } from "~/components/gates/gate-paths";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import type { CompareMeasure } from "~/features/shopper-tools/compare-rows";
import type { CompareCar } from "~/features/shopper-tools/shopper-cards";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import type { DataWords } from "./compare-page";

/**
 * The cars side by side: one column per car (its picture, name and a "Remove" link), one row per
 * figure (price, payment, mileage, year, condition, store, the specifications, then each
 * feature with a yes or no), the best price, payment, mileage and year marked. While fewer than
 * three cars are compared, the last column invites another.
 *
 * A real table for assistive technology at every width. From 640 px it looks like one (labels
 * in the first column); on a phone each row is a grid: its label across the width, then the
 * cars' values side by side under the cars' pictures, so three cars fit 390 px.
 */

/** Each row of the table: on a phone a grid of as many columns as cars (and the empty one). */
const GRID: Record<number, string> = {
  1: "max-sm:grid-cols-1",
  2: "max-sm:grid-cols-2",
  3: "max-sm:grid-cols-3",
};
const LABEL =
  "text-left align-top font-semibold text-muted max-sm:col-span-full max-sm:bg-surface max-sm:px-2 max-sm:py-1 max-sm:text-xs max-sm:tracking-wide max-sm:uppercase sm:w-44 sm:py-3 sm:pr-4";
const CELL = "align-top max-sm:px-2 max-sm:py-2 sm:px-3 sm:py-3";

type Props = {
  cars: CompareCar[];
  /** The feed's words in the page's language (none on an English page). */
  words: DataWords;
  features: string[];
  best: Record<CompareMeasure, string[]>;
  /** Space for another car (fewer than three compared). */
  room: boolean;
  /** Where "Remove" leads for each car: the list without it. */
  removeHref: (vin: string) => string;
  /** Called before a "Remove" link is followed (the browser's list follows the page). */
  onRemove: (vin: string, event: React.MouseEvent) => void;
};

/** A feed value as the page says it; one without Spanish words stays English, marked so. */
function Word({ value, words }: { value: string; words: DataWords }) {
  const word = words[value];
  if (!word) return value;
  return word.english ? <span lang="en">{word.text}</span> : word.text;
}

export function CompareTable({ cars, words, features, best, room, removeHref, onRemove }: Props) {
  const t = useT(shopperToolsPagesCatalogue);
  const language = useLanguage();
  const grid = `max-sm:grid ${GRID[cars.length + (room ? 1 : 0)]} border-b border-line`;
  const nameOf = (car: CompareCar) => `${car.year} ${car.make} ${car.model}`;
  const badge = (measure: CompareMeasure, car: CompareCar) =>
    best[measure].includes(car.vin) ? (
      <span className="mt-1 block text-xs font-bold text-green-800">
        {t("shopperToolsPages.compare.best", { measure })}
      </span>
    ) : null;

  const row = (label: ReactNode, value: (car: CompareCar) => ReactNode, key?: string) => (
    <tr key={key} className={grid}>
      <th scope="row" className={LABEL}>
        {label}
      </th>
      {cars.map((car) => (
        <td key={car.vin} className={CELL}>
          {value(car)}
        </td>
      ))}
      {room ? <td className={`${CELL} max-sm:hidden`} /> : null}
    </tr>
  );

  return (
    <table
      className="mt-6 w-full table-fixed border-collapse text-sm sm:text-base"
      data-testid="compare-table"
    >
      <caption className="sr-only">{t("shopperToolsPages.compare.caption", { count: cars.length })}</caption>
      <thead>
        <tr className={grid}>
          <td className="max-sm:hidden sm:w-44" />
          {cars.map((car) => (
            <th key={car.vin} scope="col" className={`${CELL} text-left font-normal`}>
              <img
                src={mainPictureUrl(car)}
                alt=""
                width={800}
                height={500}
                className="aspect-[8/5] w-full rounded-lg bg-surface object-cover"
              />
              <Link
                to={car.path}
                className="mt-2 block leading-snug font-bold text-ink underline-offset-4 hover:underline"
              >
                {nameOf(car)} <span className="font-medium text-muted">{car.trim}</span>
              </Link>
              <Link
                to={removeHref(car.vin)}
                onClick={(event) => onRemove(car.vin, event)}
                preventScrollReset
                aria-label={t("shopperToolsPages.compare.remove", { car: nameOf(car) })}
                className="mt-1 inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand-ink underline underline-offset-4"
              >
                <Icon name="close" size={14} />
                {t("shopperToolsPages.compare.removeShort")}
              </Link>
            </th>
          ))}
          {room ? (
            <td className={CELL}>
              <Link
                to={SITE_PATHS.search}
                className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line p-2 text-center font-bold text-brand-ink hover:border-brand-dark"
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  +
                </span>
                {t("shopperToolsPages.compare.add")}
              </Link>
              <p className="mt-2 text-xs text-muted">{t("shopperToolsPages.compare.addHint")}</p>
            </td>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {row(t("shopperToolsPages.compare.price"), (car) =>
          // A locked car has `priceLocked` and no price field (features/gates/price-lock.ts).
          // Asked here rather than with isPriceLocked, whose module would then be split out of
          // the cards' chunk, one more request in every search page's first load.
          "priceLocked" in car ? (
            // Smaller than a card's: a third of a phone's width holds "Desbloquee el precio de hoy".
            <p className="flex items-start gap-1 font-bold text-brand-ink">
              <Icon name="lock" size={16} className="mt-0.5 shrink-0" />
              <Link
                to={`${UNLOCK_PRICE_GATE}?vin=${encodeURIComponent(car.vin)}`}
                className="min-w-0 underline underline-offset-4 [overflow-wrap:anywhere]"
              >
                {t("shopperToolsPages.compare.unlock")}
                <span className="sr-only">
                  {" "}
                  {t("shopperToolsPages.compare.forCar", { car: nameOf(car) })}
                </span>
              </Link>
            </p>
          ) : (
            <>
              <span className="text-lg font-extrabold text-ink">{formatPrice(car.price, language)}</span>
              {car.oldPrice ? (
                <span className="block text-xs text-muted line-through">
                  <span className="sr-only">{t("shopperToolsPages.compare.was")} </span>
                  {formatPrice(car.oldPrice, language)}
                </span>
              ) : null}
              {badge("price", car)}
            </>
          ),
        )}
        {row(t("shopperToolsPages.compare.payment"), (car) =>
          "priceLocked" in car ? (
            <span aria-hidden="true">—</span>
          ) : (
            <>
              {t("shopperToolsPages.compare.perMonth", { amount: formatPrice(car.monthlyPayment, language) })}
              <span aria-hidden="true">*</span>
              {badge("monthlyPayment", car)}
            </>
          ),
        )}
        {row(t("shopperToolsPages.compare.mileage"), (car) => (
          <>
            {formatMileage(car.mileage, language)}
            {badge("mileage", car)}
          </>
        ))}
        {row(t("shopperToolsPages.compare.year"), (car) => (
          <>
            {car.year}
            {badge("year", car)}
          </>
        ))}
        {row(t("shopperToolsPages.compare.condition"), (car) =>
          t("shopperToolsPages.compare.conditionValue", { condition: car.condition }),
        )}
        {row(t("shopperToolsPages.compare.store"), (car) => car.store)}
        {row(t("shopperToolsPages.compare.engine"), (car) => car.engine)}
        {row(t("shopperToolsPages.compare.drivetrain"), (car) => (
          <Word value={car.drivetrain} words={words} />
        ))}
        {row(t("shopperToolsPages.compare.transmission"), (car) => (
          <Word value={car.transmission} words={words} />
        ))}
        {row(t("shopperToolsPages.compare.fuelType"), (car) => (
          <Word value={car.fuelType} words={words} />
        ))}
        {row(t("shopperToolsPages.compare.mpg"), (car) =>
          car.cityMpg === null && car.highwayMpg === null
            ? "—"
            : `${car.cityMpg ?? "—"} / ${car.highwayMpg ?? "—"}`,
        )}
        {row(t("shopperToolsPages.compare.exteriorColor"), (car) => (
          <Word value={car.exteriorColor} words={words} />
        ))}
      </tbody>
      <tbody>
        <tr className={grid}>
          <th
            scope="rowgroup"
            colSpan={cars.length + (room ? 2 : 1)}
            className="pt-6 pb-2 text-left text-lg font-bold max-sm:col-span-full"
          >
            {t("shopperToolsPages.compare.features")}
          </th>
        </tr>
        {features.map((feature) =>
          row(
            <Word value={feature} words={words} />,
            (car) =>
              car.features.includes(feature) ? (
                <span className="inline-flex items-center gap-1 font-semibold text-brand-ink">
                  <Icon name="check" size={18} />
                  <span className="sr-only">{t("shopperToolsPages.compare.has")}</span>
                </span>
              ) : (
                <span className="text-muted">
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t("shopperToolsPages.compare.hasNot")}</span>
                </span>
              ),
            feature,
          ),
        )}
      </tbody>
    </table>
  );
}
