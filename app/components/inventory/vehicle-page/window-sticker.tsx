import { useEffect, useState } from "react";
import { WholeWords } from "~/components/layout/whole-words";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { WindowStickerData } from "~/features/inventory/vehicle-page/window-sticker.server";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { windowStickerCatalogue } from "~/locales/windowSticker";
import { VehicleWord } from "../vehicle-words";

/**
 * On paper, only the sticker: every element that neither holds it nor is inside it is hidden
 * (the layout's header, toasts, dialogs), and the elements that hold it lose their margins, so
 * one letter-size sheet carries the sticker alone whatever the layout around it.
 */
const PRINT_CSS = `@page { size: letter portrait; margin: 0.4in; }
@media print {
  body *:not(:has([data-window-sticker])):not([data-window-sticker]):not([data-window-sticker] *) { display: none !important; }
  body :has([data-window-sticker]) { margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; }
}`;

/** More features than three columns hold on the sheet beside everything else. */
const MANY_FEATURES = 18;

/**
 * A car's window sticker (features/inventory/vehicle-page/window-sticker.server.ts): on screen a
 * preview with "Print" and the way back; on paper one sheet with the photo, the name, the price
 * (or "Ask us for today's price" while it is locked), the details, the features, the store and a
 * QR code to the car's page, drawn on the server. No script is needed to print it.
 */
export function WindowSticker({ data }: { data: WindowStickerData }) {
  const t = useT(windowStickerCatalogue, inventoryCatalogue);
  const language = useLanguage();
  const { vehicle, price, picture, location, qr } = data;
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mpg =
    vehicle.cityMpg !== null && vehicle.highwayMpg !== null
      ? `${vehicle.cityMpg} / ${vehicle.highwayMpg}`
      : "";
  // Labels are `inventory.details.{key}`, as on the car's page; a blank detail is left out.
  const details: Array<[key: string, value: string, word?: "word"]> = [
    ["odometer", formatMileage(vehicle.mileage, language)],
    ["engine", vehicle.engine, "word"],
    ["transmission", vehicle.transmission, "word"],
    ["drivetrain", vehicle.drivetrain, "word"],
    ["fuelType", vehicle.fuelType, "word"],
    ["exteriorColor", vehicle.exteriorColor, "word"],
    ["interiorColor", vehicle.interiorColor, "word"],
    ["doors", vehicle.doors > 0 ? String(vehicle.doors) : ""],
  ];
  return (
    <article data-window-sticker className="text-ink">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={data.vehiclePath}
          className="-ml-1 inline-flex h-11 items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
        >
          <Icon name="chevron-right" size={18} className="rotate-180" />
          {t("windowSticker.backToCar")}
        </Link>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted">{t("windowSticker.hint")}</p>
          {hydrated ? (
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-ink px-5 font-bold text-white hover:bg-brand-dark"
            >
              <Icon name="printer" size={20} /> {t("windowSticker.print")}
            </button>
          ) : null}
        </div>
      </div>

      <div className="mt-4 rounded-xl border-2 border-ink p-5 sm:p-6 print:mt-0 print:rounded-none print:border-0 print:p-0">
        <header className="border-b-4 border-ink pb-3">
          <p className="text-sm font-bold tracking-wide uppercase">
            {data.dealerName} · {t("inventory.vehicle.condition", { condition: vehicle.condition })}
          </p>
          <h1 className="mt-1 text-3xl leading-tight font-extrabold tracking-tight print:text-4xl">
            <WholeWords text={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} />{" "}
            <span className="font-semibold">
              <WholeWords text={vehicle.trim} />
            </span>
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <span>
              {t("inventory.details.vin")} {vehicle.vin}
            </span>
            <span>{t("inventory.vehicle.stock", { stock: vehicle.stockNumber })}</span>
          </p>
        </header>

        <div className="mt-4 grid gap-5 sm:grid-cols-[3fr_2fr] print:mt-3 print:grid-cols-[3fr_2fr]">
          {picture ? (
            <figure>
              <img
                src={picture.src}
                alt={name}
                width={800}
                height={500}
                className="aspect-[8/5] w-full rounded-lg border border-line bg-surface object-cover"
              />
              {picture.illustration ? (
                <figcaption className="mt-1 text-xs text-muted">{t("windowSticker.illustration")}</figcaption>
              ) : null}
            </figure>
          ) : null}
          <div className="flex flex-col gap-4" data-testid="sticker-price">
            {price ? (
              <div>
                <p className="text-sm font-semibold">
                  {t(price.oldPrice ? "inventory.vehicle.salePrice" : "inventory.vehicle.price")}
                </p>
                <p className="text-5xl font-extrabold tracking-tight">{formatPrice(price.price, language)}</p>
                {price.oldPrice ? (
                  <p className="text-sm">
                    {t("windowSticker.was", { price: formatPrice(price.oldPrice, language) })}
                  </p>
                ) : null}
                <p className="mt-2 text-xs">
                  {t("windowSticker.fees", { fee: formatPrice(data.documentaryFee, language) })}
                </p>
              </div>
            ) : (
              <p className="text-2xl font-extrabold">{t("windowSticker.priceLocked")}</p>
            )}
            <div className="flex items-center gap-3 sm:flex-col sm:items-start print:flex-row print:items-center">
              {/* The quiet zone is in the drawing: the code's edge sits 4 modules in. */}
              <svg
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                role="img"
                aria-label={t("windowSticker.qrLabel")}
                className="-m-2 h-36 w-36 shrink-0 bg-white print:h-40 print:w-40"
                data-testid="sticker-qr"
                shapeRendering="crispEdges"
              >
                <path d={qr.path} fill="#000" />
              </svg>
              <p className="text-sm font-semibold">{t("windowSticker.scan")}</p>
            </div>
          </div>
        </div>

        <section className="mt-5 break-inside-avoid print:mt-3" aria-labelledby="sticker-details">
          <h2 id="sticker-details" className="border-b-2 border-ink pb-1 text-lg font-extrabold">
            {t("inventory.details.heading")}
          </h2>
          <dl className="mt-1 grid gap-x-8 sm:grid-cols-2 print:grid-cols-2">
            {details
              .filter(([, value]) => value.trim() !== "")
              .map(([key, value, word]) => (
                <div key={key} className="flex justify-between gap-4 border-b border-line py-1.5 text-sm">
                  <dt>{t(`inventory.details.${key}`)}</dt>
                  <dd className="text-right font-semibold">{word ? <VehicleWord value={value} /> : value}</dd>
                </div>
              ))}
            {mpg ? (
              <div className="flex justify-between gap-4 border-b border-line py-1.5 text-sm">
                <dt>{t("windowSticker.fuelEconomy")}</dt>
                <dd className="text-right font-semibold">{mpg}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        {vehicle.features.length > 0 ? (
          <section className="mt-5 break-inside-avoid print:mt-3" aria-labelledby="sticker-features">
            <h2 id="sticker-features" className="border-b-2 border-ink pb-1 text-lg font-extrabold">
              {t("inventory.details.features")}
            </h2>
            {/* A feed may list forty features: on paper a long list takes four narrower columns. */}
            <ul
              className={`mt-2 gap-x-6 text-sm sm:columns-3 print:columns-3 ${
                vehicle.features.length > MANY_FEATURES ? "print:columns-4 print:text-xs" : ""
              }`}
            >
              {vehicle.features.map((feature) => (
                <li key={feature} className="flex break-inside-avoid items-start gap-1.5 py-0.5">
                  <Icon name="check" size={14} className="mt-[0.2em] shrink-0" />
                  <VehicleWord value={feature} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <footer className="mt-5 flex items-start justify-between gap-6 border-t-4 border-ink pt-3 text-sm print:mt-3">
          <p className="min-w-0 flex-1">
            <strong>{location.name}</strong>
            <br />
            {location.addressLine1}, {location.addressLine2}
            <br />
            {/* An address, in no language: left as it is by translators and by the language check. */}
            <span className="break-all" translate="no" data-testid="sticker-url">
              {data.pageUrl}
            </span>
          </p>
          <p className="shrink-0 text-xl font-extrabold whitespace-nowrap">{location.phone}</p>
        </footer>
      </div>
    </article>
  );
}
