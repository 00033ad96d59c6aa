import {
  documentaryFeeDisclaimer,
  thirtyDayDriveDisclaimer,
} from "~/features/inventory/vehicle-page/disclaimers";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { telHref } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/** The store that has the vehicle: address, directions and phone. */
export function VehicleLocation({ location }: { location: VehiclePageData["location"] }) {
  const t = useT(inventoryCatalogue);
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.location.heading")}
      </h2>
      <p className="mt-2 font-bold">{location.name}</p>
      <p className="text-muted">{location.addressLine1}</p>
      <p className="text-muted">{location.addressLine2}</p>
      <p className="mt-2 flex flex-wrap gap-4">
        <a href={location.googleMapsLink} rel="noopener" className="font-bold text-brand-ink underline">
          {t("inventory.location.directions")}
        </a>
        <a href={telHref(location.phone)} className="font-bold text-brand-ink underline">
          {location.phone}
        </a>
      </p>
    </section>
  );
}

/** The documentary fee and the 30-day drive disclaimers of the store's fees. */
export function VehicleDisclosures({ fees }: { fees: VehiclePageData["fees"] }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  return (
    <section aria-labelledby="fees-heading" className="text-sm text-muted">
      <h2 id="fees-heading" className="text-base font-bold text-ink">
        {t("inventory.disclosures.heading")}
      </h2>
      <p className="mt-2" data-testid="documentary-fee">
        {documentaryFeeDisclaimer(fees, t, language)}
      </p>
      <p className="mt-2" data-testid="thirty-day-drive-fee">
        {thirtyDayDriveDisclaimer(fees, t, language)}
      </p>
    </section>
  );
}
