import type { MetaDescriptor } from "react-router";
import { Link } from "react-router";
import { telHref } from "~/components/site-header";
import { Icon } from "~/components/ui/icon";
import { VehicleCard } from "~/components/vehicle-card";
import {
  documentaryFeeDisclaimer,
  hasLifetimeEngineWarranty,
  thirtyDayDriveDisclaimer,
} from "~/features/inventory/vehicle-page/disclaimers";
import {
  absoluteUrl,
  jsonLdText,
  vehicleBreadcrumbs,
  vehicleName,
  vehiclePhotos,
  vehicleStructuredData,
} from "~/features/inventory/vehicle-page/structured-data";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatDate, formatMileage, formatNumber, formatPrice } from "~/lib/format";
import { useNonce } from "~/lib/nonce";
import { seo } from "~/lib/seo";
import { PaymentAside } from "./payment-aside";
import { VehicleGallery } from "./vehicle-gallery";

export const PRE_APPROVAL_PATH = "/auto-financing/apply-for-financing";
export const PROTECTION_PLANS_PATH = "/vehicle-protection-plans";

/** The CARFAX vehicle history report of a VIN. */
export function carfaxUrl(vin: string): string {
  return `https://www.carfax.com/VehicleHistory/p/Report.cfx?partner=DVW_1&vin=${encodeURIComponent(vin)}`;
}

const CONDITION_LABELS = { used: "Used", new: "New", certified: "Certified pre-owned" } as const;

/** The vehicle detail page: gallery, price, payment aside, prompts, details, disclosures, similar vehicles. */
export function VehiclePage({ data }: { data: VehiclePageData }) {
  const { vehicle, location, fees, payment } = data;
  const name = vehicleName(vehicle);
  const photos = vehiclePhotos(vehicle.images);
  const warranty = hasLifetimeEngineWarranty(vehicle.mileage);
  return (
    <div data-testid="vehicle-page">
      <StructuredData data={data} />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10">
        <Breadcrumbs data={data} />

        <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">
              {CONDITION_LABELS[vehicle.condition]}
            </p>
            <h1 className="mt-1 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
              {`${vehicle.year} ${vehicle.make} ${vehicle.model} `}
              <span className="font-semibold text-muted">{vehicle.trim}</span>
            </h1>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              <span>{formatMileage(vehicle.mileage)}</span>
              <span>Stock #{vehicle.stockNumber}</span>
              <span>{location.subname}</span>
            </p>
          </div>
          <div className="lg:text-right" data-testid="vehicle-price">
            <p className="text-sm font-semibold text-muted">{vehicle.oldPrice ? "Sale price" : "Price"}</p>
            <p className="text-4xl font-extrabold text-ink">{formatPrice(vehicle.price)}</p>
            {vehicle.oldPrice ? (
              <p className="mt-1 text-sm">
                <span className="text-muted line-through">
                  <span className="sr-only">Was </span>
                  {formatPrice(vehicle.oldPrice)}
                </span>{" "}
                <span className="font-bold text-red-700">
                  Price drop: save {formatPrice(vehicle.oldPrice - vehicle.price)}
                </span>
              </p>
            ) : null}
            <a
              href="#payment-estimate"
              className="mt-1 inline-block text-sm font-bold text-brand-ink underline underline-offset-4"
            >
              Estimate your payment
            </a>
          </div>
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <VehicleGallery key={vehicle.vin} photos={photos} name={name} />
          </div>

          <aside
            aria-label="Payment and next steps"
            className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <PaymentAside
              key={`${vehicle.vin}${JSON.stringify(payment.inputs)}`}
              price={vehicle.price}
              payment={payment}
              documentaryFee={fees.documentary}
              action={data.canonicalPath}
            />
            <PromptCard
              icon="dollar"
              title="Get pre-approved"
              text="Instant financing pre-approval with no impact on your credit score."
            >
              <Link
                to={PRE_APPROVAL_PATH}
                className="inline-flex items-center gap-1 rounded-full bg-brand-ink px-5 py-2.5 font-bold text-white hover:bg-brand-dark"
              >
                Get pre-approved <Icon name="arrow-right" size={16} />
              </Link>
            </PromptCard>
            <PromptCard
              id="test-drive"
              icon="car"
              title="Schedule a test drive"
              text={`This ${vehicle.model} is at ${location.name}. Call us and we will have it ready when you arrive.`}
            >
              <div className="flex flex-wrap gap-2">
                <a
                  href={telHref(location.phone)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-ink px-5 py-2.5 font-bold text-white hover:bg-brand-dark"
                >
                  <Icon name="phone" size={16} /> Call {location.phone}
                </a>
                <a
                  href={location.googleMapsLink}
                  rel="noopener"
                  className="inline-flex items-center gap-1 rounded-full border-2 border-brand-ink px-5 py-2 font-bold text-brand-ink hover:bg-surface"
                >
                  <Icon name="map-pin" size={16} /> Directions
                </a>
              </div>
            </PromptCard>
          </aside>

          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
            <section aria-labelledby="assurances-heading">
              <h2 id="assurances-heading" className="sr-only">
                Our promise on this vehicle
              </h2>
              <ul className="grid gap-3 sm:grid-cols-3">
                {warranty ? (
                  <li>
                    <Link
                      to={PROTECTION_PLANS_PATH}
                      className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-dark"
                      data-testid="warranty-badge"
                    >
                      <Icon name="shield-check" size={32} className="shrink-0 text-brand-ink" />
                      <span className="text-sm font-bold">Lifetime engine limited warranty</span>
                    </Link>
                  </li>
                ) : null}
                <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
                  <Icon name="check" size={32} className="shrink-0 text-brand-ink" />
                  <span className="text-sm font-bold">Passed our 75-point inspection</span>
                </li>
                <li>
                  <a
                    href={carfaxUrl(vehicle.vin)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-dark"
                    data-testid="carfax-link"
                  >
                    <Icon name="gauge" size={32} className="shrink-0 text-brand-ink" />
                    <span className="text-sm font-bold">
                      View the CARFAX report<span className="sr-only"> (opens in a new tab)</span>
                    </span>
                  </a>
                </li>
              </ul>
            </section>

            <VehicleDetails data={data} />

            {vehicle.features.length > 0 ? (
              <section aria-labelledby="features-heading">
                <h2 id="features-heading" className="text-2xl font-extrabold tracking-tight">
                  Key features
                </h2>
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {vehicle.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2">
                      <Icon name="check" size={18} className="shrink-0 text-brand-ink" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {data.priceHistory.length > 0 ? (
              <section aria-labelledby="price-history-heading">
                <h2 id="price-history-heading" className="text-2xl font-extrabold tracking-tight">
                  Price history
                </h2>
                <ul className="mt-4 space-y-1 text-sm">
                  {data.priceHistory.map((drop) => (
                    <li key={`${drop.changedAt}-${drop.newPrice}`}>
                      {formatDate(drop.changedAt)}: lowered from {formatPrice(drop.oldPrice)} to{" "}
                      <strong>{formatPrice(drop.newPrice)}</strong>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="inspection-heading" className="rounded-xl bg-surface p-6">
              <h2 id="inspection-heading" className="text-2xl font-extrabold tracking-tight">
                75-point inspection
              </h2>
              <p className="mt-2 text-muted">
                Before it reached our lot, this vehicle passed our 75-point inspection: engine, transmission,
                brakes, tires, steering, electrics and more, checked by our technicians.
                {warranty
                  ? ` With under ${formatNumber(85_000)} miles it also carries our lifetime engine limited warranty.`
                  : ""}
              </p>
              <Link
                to={PROTECTION_PLANS_PATH}
                className="mt-3 inline-flex items-center gap-1 font-bold text-brand-ink underline-offset-4 hover:underline"
              >
                About our protection plans <Icon name="chevron-right" size={16} />
              </Link>
            </section>

            <section aria-labelledby="location-heading">
              <h2 id="location-heading" className="text-2xl font-extrabold tracking-tight">
                Where to see it
              </h2>
              <p className="mt-2 font-bold">{location.name}</p>
              <p className="text-muted">{location.addressLine1}</p>
              <p className="text-muted">{location.addressLine2}</p>
              <p className="mt-2 flex flex-wrap gap-4">
                <a
                  href={location.googleMapsLink}
                  rel="noopener"
                  className="font-bold text-brand-ink underline"
                >
                  Get directions
                </a>
                <a href={telHref(location.phone)} className="font-bold text-brand-ink underline">
                  {location.phone}
                </a>
              </p>
            </section>

            <section aria-labelledby="fees-heading" className="text-sm text-muted">
              <h2 id="fees-heading" className="text-base font-bold text-ink">
                Fees and disclosures
              </h2>
              <p className="mt-2" data-testid="documentary-fee">
                {documentaryFeeDisclaimer(fees)}
              </p>
              <p className="mt-2" data-testid="thirty-day-drive-fee">
                {thirtyDayDriveDisclaimer(fees)}
              </p>
            </section>
          </div>
        </div>

        {data.similar.length > 0 ? (
          <section aria-labelledby="similar-heading" className="mt-14">
            <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight">
              Similar vehicles
            </h2>
            <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.similar.map((similar) => (
                <VehicleCard key={similar.vin} vehicle={similar} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
      <MobileActionBar data={data} />
    </div>
  );
}

function Breadcrumbs({ data }: { data: VehiclePageData }) {
  const crumbs = vehicleBreadcrumbs(data.vehicle, data.canonicalPath);
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand-ink hover:underline">
                    {crumb.name}
                  </Link>
                  <Icon name="chevron-right" size={14} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function VehicleDetails({ data }: { data: VehiclePageData }) {
  const { vehicle } = data;
  const mpg = (value: number | null) => (value === null ? "Not rated" : String(value));
  const rows: Array<[label: string, value: string]> = [
    ["Odometer", formatMileage(vehicle.mileage)],
    ["City MPG", mpg(vehicle.cityMpg)],
    ["Highway MPG", mpg(vehicle.highwayMpg)],
    ["Engine", vehicle.engine],
    ["Drivetrain", vehicle.drivetrain],
    ["Transmission", vehicle.transmission],
    ["Exterior color", vehicle.exteriorColor],
    ["Interior color", vehicle.interiorColor],
    ["Fuel type", vehicle.fuelType],
    ["Doors", vehicle.doors > 0 ? String(vehicle.doors) : ""],
    ["Stock number", vehicle.stockNumber],
    ["VIN", vehicle.vin],
  ];
  // A dealer feed may leave a detail blank; a blank row tells the shopper nothing.
  const shown = rows.filter(([, value]) => value.trim() !== "");
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-2xl font-extrabold tracking-tight">
        Vehicle details
      </h2>
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2" data-testid="vehicle-details">
        {shown.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-line py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PromptCard({
  id,
  icon,
  title,
  text,
  children,
}: {
  id?: string;
  icon: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-label={title} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Icon name={icon} size={28} className="shrink-0 text-brand-ink" />
        <div>
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Below 640 px a bar stays at the bottom of the screen while the page scrolls: get
 * pre-approved, directions to the vehicle's store, call the store. It is sticky rather
 * than fixed, so it stops above the footer instead of covering it.
 */
function MobileActionBar({ data }: { data: VehiclePageData }) {
  const { location } = data;
  const item = "flex flex-col items-center gap-0.5 px-2 py-2 text-center text-xs font-bold text-brand-ink";
  return (
    <nav
      aria-label="Vehicle actions"
      className="sticky bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:hidden"
      data-testid="vehicle-mobile-menu"
    >
      <ul className="grid grid-cols-3">
        <li>
          <Link to={PRE_APPROVAL_PATH} className={item}>
            <Icon name="dollar" size={22} /> Get pre-approved
          </Link>
        </li>
        <li>
          <a href={location.googleMapsLink} rel="noopener" className={item}>
            <Icon name="map-pin" size={22} /> Directions
          </a>
        </li>
        <li>
          <a href={telHref(location.phone)} className={item}>
            <Icon name="phone" size={22} /> Call
          </a>
        </li>
      </ul>
    </nav>
  );
}

function StructuredData({ data }: { data: VehiclePageData }) {
  const nonce = useNonce();
  return (
    <>
      {vehicleStructuredData(data).map((entry) => (
        <script
          key={String(entry["@type"])}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          // JSON-LD must be raw JSON text; jsonLdText escapes '<' so no value can end the script.
          dangerouslySetInnerHTML={{ __html: jsonLdText(entry) }}
        />
      ))}
    </>
  );
}

/** Title, description, canonical and preview image of a vehicle page. */
export function vehiclePageMeta(
  data: VehiclePageData,
  site: { siteUrl: string; siteName: string; defaultDescription: string },
): MetaDescriptor[] {
  const { vehicle, location } = data;
  const name = vehicleName(vehicle);
  const condition = CONDITION_LABELS[vehicle.condition];
  const description =
    `${condition} ${name} with ${formatNumber(vehicle.mileage)} miles for ${formatPrice(vehicle.price)} at ` +
    `${location.name}. ${vehicle.exteriorColor}, ${vehicle.transmission.toLowerCase()}, ${vehicle.drivetrain}. ` +
    "75-point inspection, free CARFAX report; estimate your payment and get pre-approved online.";
  const preview = vehicle.images.previewImage;
  const tags = seo({
    title: `${condition} ${name} for sale in ${location.subname}`,
    description,
    canonicalPath: data.canonicalPath,
    ...site,
  });
  if (preview) tags.push({ property: "og:image", content: absoluteUrl(site.siteUrl, preview) });
  return tags;
}
