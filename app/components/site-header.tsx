import { Link, NavLink } from "react-router";
import type { Company, MenuItem } from "~/features/company/settings-schema";
import { telHref } from "~/lib/format";
import { translate } from "~/lib/i18n";
import { Icon } from "./ui/icon";

export function Logo({ company }: { company: Pick<Company, "name" | "logos"> }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${company.name} home`}>
      <img src={company.logos.main} alt="" width={40} height={40} className="h-10 w-10" />
      <span className="hidden text-lg leading-tight font-extrabold tracking-tight text-ink min-[400px]:block">
        {company.name}
      </span>
    </Link>
  );
}

/**
 * The header of the default layout: 70 px high and fixed, logo on the left. On wide
 * screens the menus open on hover and keyboard focus; below 640 px a disclosure opens
 * the mobile menu. Both are plain HTML, so they work before and without JavaScript.
 */
export function SiteHeader({ company, menu }: { company: Company; menu: MenuItem[] }) {
  return (
    // No backdrop-filter here: it would make the header the containing block of the
    // fixed mobile menu and clip it to 70 px.
    <header className="fixed inset-x-0 top-0 z-menu h-header border-b border-line bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4">
        <Logo company={company} />
        <nav aria-label={translate("nav.main")} className="ml-auto hidden sm:block">
          <ul className="flex items-center gap-1">
            {menu.map((item) => (
              <li key={item.label} className="group relative">
                <NavLink
                  to={item.href}
                  className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-ink aria-[current=page]:text-brand-ink"
                >
                  {item.label}
                  {item.children ? <Icon name="chevron-down" size={16} /> : null}
                </NavLink>
                {item.children ? (
                  <ul className="invisible absolute top-full left-0 z-menu min-w-56 rounded-lg border border-line bg-white p-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <Link
                          to={child.href}
                          className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface hover:text-brand-ink"
                        >
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
        <a
          href={telHref(company.sales.phone)}
          className="ml-auto hidden items-center gap-2 rounded-full bg-brand-ink px-4 py-2 text-sm font-bold text-white hover:bg-brand-dark sm:ml-2 sm:flex"
        >
          <Icon name="phone" size={16} />
          <span className="hidden lg:inline">{company.sales.phone}</span>
          <span className="lg:hidden">Call</span>
        </a>
        <MobileMenu company={company} menu={menu} />
      </div>
    </header>
  );
}

function MobileMenu({ company, menu }: { company: Company; menu: MenuItem[] }) {
  return (
    <details className="group/menu ml-auto sm:hidden" data-testid="mobile-menu">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="group-open/menu:hidden" />
        <Icon name="close" className="hidden group-open/menu:block" />
        {translate("nav.openMenu")}
      </summary>
      <nav
        aria-label={`${translate("nav.main")} (mobile)`}
        className="fixed inset-x-0 top-header bottom-0 z-overlay overflow-y-auto border-t border-line bg-white px-4 pb-8"
      >
        <ul className="divide-y divide-line">
          {menu.map((item) => (
            <li key={item.label} className="py-2">
              <Link to={item.href} className="block py-2 text-base font-bold text-ink">
                {item.label}
              </Link>
              {item.children ? (
                <ul className="pb-1 pl-3">
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <Link to={child.href} className="block py-2 text-sm text-muted">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <a
          href={telHref(company.sales.phone)}
          className="mt-4 flex items-center justify-center gap-2 rounded-full bg-brand-ink px-4 py-3 font-bold text-white"
        >
          <Icon name="phone" size={18} /> Call sales {company.sales.phone}
        </a>
      </nav>
    </details>
  );
}

// Older imports of the phone link from here keep working; it lives with the other formats.
export { telHref };
