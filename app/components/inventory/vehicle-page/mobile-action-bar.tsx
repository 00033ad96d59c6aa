import { WholeWords } from "~/components/layout/whole-words";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { preApprovalPath } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * Below 640 px a bar stays at the bottom of the screen while the page scrolls: get
 * pre-approved, check availability (the form on the page), directions to the vehicle's
 * store, call the store. It is sticky rather than fixed, so it stops above the footer
 * instead of covering it.
 */
export function MobileActionBar({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const { location } = data;
  const item = "flex flex-col items-center gap-0.5 px-1 py-2 text-center text-xs font-bold text-brand-ink";
  return (
    <nav
      aria-label={t("inventory.actions.label")}
      className="sticky bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:hidden"
      data-testid="vehicle-mobile-menu"
    >
      {/* Four equal columns, each at least as wide as its label's longest word (a narrow phone). */}
      <ul className="grid grid-cols-[repeat(4,minmax(min-content,1fr))]">
        <li>
          <Link to={preApprovalPath(data.vehicle.vin)} className={item}>
            {/* "Get pre-approved" wraps before "pre-approved", never after its hyphen. */}
            <Icon name="dollar" size={22} /> <WholeWords text={t("inventory.actions.preApproval")} />
          </Link>
        </li>
        <li>
          <a href="#check-availability" className={item}>
            <Icon name="chat" size={22} /> {t("inventory.actions.availability")}
          </a>
        </li>
        <li>
          <a href={location.googleMapsLink} rel="noopener" className={item}>
            <Icon name="map-pin" size={22} /> {t("inventory.actions.directions")}
          </a>
        </li>
        <li>
          <a href={telHref(location.phone)} className={item}>
            <Icon name="phone" size={22} /> {t("inventory.actions.call")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
