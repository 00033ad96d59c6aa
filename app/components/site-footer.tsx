import { Link } from "react-router";
import type { Company, Location, MenuItem } from "~/features/company/settings-schema";
import { translate } from "~/lib/i18n";
import { telHref } from "./site-header";
import { Icon } from "./ui/icon";

/** The footer of the default layout: the footer menus, the four stores and the phones. */
export function SiteFooter({
  company,
  menu,
  locations,
}: {
  company: Company;
  menu: MenuItem[];
  locations: Location[];
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-xl font-extrabold text-white">{company.name}</p>
          <p className="mt-2 max-w-md text-sm text-gray-300">{company.siteInfo.tagline}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              Sales:{" "}
              <a className="font-semibold text-white underline" href={telHref(company.sales.phone)}>
                {company.sales.phone}
              </a>
            </li>
            <li>
              Service:{" "}
              <a className="font-semibold text-white underline" href={telHref(company.service.phone)}>
                {company.service.phone}
              </a>
            </li>
          </ul>
          <ul className="mt-6 grid grid-cols-1 gap-4 text-sm min-[420px]:grid-cols-2">
            {locations.map((location) => (
              <li key={location.key}>
                <p className="font-semibold text-white">{location.subname}</p>
                <p className="text-gray-300">{location.addressLine1}</p>
                <p className="text-gray-300">{location.addressLine2}</p>
                <a
                  href={location.googleMapsLink}
                  className="mt-1 inline-flex items-center gap-1 text-gray-100 underline"
                  rel="noopener"
                >
                  <Icon name="map-pin" size={14} /> Directions
                  <span className="sr-only"> to {location.subname}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={translate("nav.footer")}>
          <ul className="grid grid-cols-1 gap-8 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {menu.map((item) => (
              <li key={item.label}>
                <Link to={item.href} className="font-bold text-white hover:underline">
                  {item.label}
                </Link>
                {item.children ? (
                  <ul className="mt-3 space-y-2 text-sm">
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <Link to={child.href} className="text-gray-300 hover:text-white hover:underline">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-gray-400">
          © {year} {company.name}. Prices exclude tax, title, license and the documentary fee.
        </p>
      </div>
    </footer>
  );
}
