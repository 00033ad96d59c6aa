import { CookieSettingsItem } from "~/components/consent/cookie-settings-item";
import { Link } from "~/components/ui/link";
import type { Company, Location, MenuItem, MenuLink } from "~/features/company/settings-schema";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { ContactHours } from "./contact-hours";
import { LanguageSwitch } from "./language-switch";
import { WholeWords } from "./whole-words";

type Props = {
  company: Company;
  menu: { columns: MenuItem[]; legal: MenuLink[] };
  locations: Location[];
};

const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X",
};

/**
 * The footer of the default layout: the dealership, the footer menus as columns (the
 * Contact Us column with the phones and hours), the four stores, and a small row with the
 * copyright and the legal links.
 */
export function SiteFooter({ company, menu, locations }: Props) {
  const t = useT(commonCatalogue);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-gray-200">
      <Container className="py-12">
        <div className="flex flex-col gap-4 border-b border-white/10 pb-8 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="flex items-center gap-3 text-xl font-extrabold text-white">
              <img src={company.logos.light} alt="" width={40} height={40} className="h-10 w-10" />
              {company.name}
            </p>
            <p className="mt-2 max-w-md text-sm text-gray-300">{company.siteInfo.tagline}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={t("common.footer.followUs")}>
            {Object.entries(company.socials).map(([network, href]) => (
              <li key={network}>
                <a href={href} rel="noopener" className="text-gray-200 underline-offset-2 hover:underline">
                  {SOCIAL_NAMES[network] ?? network}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t("common.nav.footer")} className="pt-8">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.3fr)]">
            {menu.columns.map((column) => (
              <li key={column.label} className={column.contact ? "col-span-2 md:col-span-1" : undefined}>
                <FooterColumn column={column} company={company} />
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-stores" className="mt-10 border-t border-white/10 pt-8">
          <h2 id="footer-stores" className="font-bold text-white">
            {t("common.footer.stores")}
          </h2>
          <ul className="mt-4 grid gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {locations.map((location) => (
              <li key={location.key} className="text-sm">
                <p className="font-semibold text-white">{location.subname}</p>
                <p className="text-gray-300">{location.note}</p>
                <address className="mt-1 text-gray-300 not-italic">
                  {location.addressLine1}
                  <br />
                  {location.addressLine2}
                </address>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  <a
                    className="font-semibold text-white underline underline-offset-2"
                    href={telHref(location.phone)}
                  >
                    {location.phone}
                  </a>
                  <a
                    href={location.googleMapsLink}
                    className="inline-flex items-center gap-1 text-gray-100 underline underline-offset-2"
                    rel="noopener"
                  >
                    <Icon name="map-pin" size={14} /> {t("common.directions")}
                    <span className="sr-only"> {t("common.directionsTo", { store: location.subname })}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-5 text-xs text-gray-300 md:flex-row md:items-center md:justify-between">
          <p>{t("common.footer.copyright", { year, name: company.name })}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t("common.footer.legal")}>
              {menu.legal.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline-offset-2 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              <CookieSettingsItem className="underline-offset-2 hover:text-white hover:underline" />
            </ul>
            <LanguageSwitch className="inline-flex min-h-6 font-semibold text-white underline-offset-2 hover:underline" />
          </div>
        </Container>
      </div>
    </footer>
  );
}

function FooterColumn({ column, company }: { column: MenuItem; company: Company }) {
  const t = useT(commonCatalogue);
  return (
    <>
      <h2 className="font-bold text-white">
        <Link to={column.href} className="hover:underline">
          <WholeWords text={column.label} />
        </Link>
      </h2>
      {column.children ? (
        <ul className="mt-3 space-y-2 text-sm">
          {column.children.map((child) => (
            <li key={child.href}>
              <Link to={child.href} className="text-gray-300 hover:text-white hover:underline">
                <WholeWords text={child.label} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {column.contact ? (
        <div className="mt-3">
          <ContactHours company={company} tone="dark" />
          <Link
            to={column.href}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-white underline underline-offset-2"
          >
            {t("common.footer.sendMessage")} <Icon name="arrow-right" size={14} />
          </Link>
        </div>
      ) : null}
    </>
  );
}
