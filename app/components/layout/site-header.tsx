import { useRef } from "react";
import { Link, NavLink } from "~/components/ui/link";
import type { Company, MenuItem } from "~/features/company/settings-schema";
import { telHref } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { SelectedStoreCall } from "../visitor/selected-store-call";
import { ContactHours } from "./contact-hours";
import { LanguageSwitch } from "./language-switch";
import { menuShortcuts } from "./menu-model";
import { MobileMenu } from "./mobile-menu";
import { useMenuDismissal } from "./use-menu-dismissal";

/**
 * Where the company's name shows beside the logo: in the full header from 1280 px, where the
 * menus need the room; in Spanish, whose menu labels are longer, only in the narrow header
 * (the column is 1280 px at most, so no width makes room for it beside the Spanish menus).
 */
const NAME_SHOWN = {
  wide: { en: "hidden xl:block", es: "hidden" },
  narrow: { en: "hidden min-[400px]:block", es: "hidden min-[400px]:block" },
} as const;

export function Logo({
  company,
  nameShown = "wide",
}: {
  company: Pick<Company, "name" | "logos">;
  nameShown?: keyof typeof NAME_SHOWN;
}) {
  const t = useT(commonCatalogue);
  const language = useLanguage();
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2"
      aria-label={t("common.header.logoHome", { name: company.name })}
    >
      <img src={company.logos.main} alt="" width={40} height={40} className="h-10 w-10" />
      <span
        className={`${NAME_SHOWN[nameShown][language]} text-lg leading-tight font-extrabold tracking-tight text-ink`}
      >
        {company.name}
      </span>
    </Link>
  );
}

/**
 * The sales line, one tap away at every width: "Call" on phones, the icon alone beside the
 * menus on tablets, the number from 1280 px. From 1536 px the header shows two more menus, so
 * the number (never broken over two lines) gives way to the icon until 1720 px.
 */
export function CallSalesButton({ company }: { company: Pick<Company, "sales"> }) {
  const t = useT(commonCatalogue);
  return (
    <a
      href={telHref(company.sales.phone)}
      aria-label={t("common.header.callSales", { phone: company.sales.phone })}
      className="flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-ink px-4 text-sm font-bold text-white hover:bg-brand-dark lg:w-11 lg:px-0 xl:w-auto xl:px-4 2xl:w-11 2xl:px-0 min-[1720px]:w-auto min-[1720px]:px-4"
    >
      <Icon name="phone" size={16} />
      <span className="lg:hidden">{t("common.header.call")}</span>
      <span className="hidden xl:inline 2xl:hidden min-[1720px]:inline">{company.sales.phone}</span>
    </a>
  );
}

/**
 * The header of the default layout: 70 px high and fixed, logo on the left, in the page's
 * readable column. From 1024 px the header menus are drop-downs; below (phones and tablets, and
 * room for the longer Spanish labels), the sales call button and the full-screen mobile menu. Menus are `<details>`, so they work without JavaScript;
 * `useMenuDismissal` closes them on navigation, Escape and a press outside.
 */
export function SiteHeader({ company, menu }: { company: Company; menu: MenuItem[] }) {
  const t = useT(commonCatalogue);
  const headerRef = useRef<HTMLElement>(null);
  useMenuDismissal(headerRef);
  const shortcuts = menuShortcuts(menu);
  return (
    // No backdrop-filter here: it would make the header the containing block of the
    // fixed mobile menu and clip it to 70 px.
    <header ref={headerRef} className="fixed inset-x-0 top-0 z-menu h-header border-b border-line bg-white">
      <Container className="flex h-full items-center gap-2">
        <Logo company={company} />
        <nav aria-label={t("common.nav.main")} className="ml-auto hidden h-full lg:block">
          <ul className="flex h-full items-center">
            {menu.map((item, index) => (
              <li
                key={item.label}
                // A shortcut that a drop-down also holds ("Under $20K") makes room below 1536 px (the
                // language switch and the longer Spanish labels need it).
                className={`relative h-full items-center ${shortcuts.has(item) ? "hidden 2xl:flex" : "flex"}`}
              >
                {item.children ? (
                  <DropDown item={item} company={company} alignRight={index >= menu.length - 2} />
                ) : (
                  <NavLink to={item.href} className={TOP_LINK}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <LanguageSwitch
            compact
            className="hidden h-11 min-w-11 justify-center rounded-full px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-ink lg:inline-flex"
          />
          <SelectedStoreCall />
          <CallSalesButton company={company} />
          <MobileMenu company={company} menu={menu} />
        </div>
      </Container>
    </header>
  );
}

const TOP_LINK =
  "flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-ink group-open/dropdown:bg-surface group-open/dropdown:text-brand-ink aria-[current=page]:text-brand-ink md:px-3 lg:px-2.5 [&::-webkit-details-marker]:hidden";

/**
 * One header drop-down. Its title is the disclosure's button, so the group's own page is
 * its first link. Drop-downs share a `name`, so opening one closes the other (also
 * without JavaScript).
 */
function DropDown({ item, company, alignRight }: { item: MenuItem; company: Company; alignRight: boolean }) {
  return (
    <details data-menu="dropdown" name="header-menu" className="group/dropdown">
      <summary className={TOP_LINK}>
        {item.label}
        {/* Below 1024 px the titles need the chevrons' room; the open panel says it is a menu. */}
        <Icon
          name="chevron-down"
          size={16}
          className="hidden transition-transform group-open/dropdown:rotate-180 lg:block"
        />
      </summary>
      <div
        className={`absolute top-full z-menu flex gap-6 rounded-b-xl border border-line bg-white p-3 shadow-lg ${alignRight ? "right-0" : "left-0"}`}
      >
        <ul className="min-w-56">
          {item.children?.map((child) => (
            <li key={child.href}>
              <NavLink
                to={child.href}
                end
                className="block rounded-md px-3 py-2 text-sm whitespace-nowrap text-ink hover:bg-surface hover:text-brand-ink aria-[current=page]:font-semibold aria-[current=page]:text-brand-ink"
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {item.contact ? (
          <div className="w-64 border-l border-line pl-6">
            <ContactHours company={company} tone="light" />
          </div>
        ) : null}
      </div>
    </details>
  );
}

// Older imports of the phone link from here keep working; it lives with the other formats.
export { telHref };
