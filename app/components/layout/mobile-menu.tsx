import { useEffect, useState } from "react";
import { Form, NavLink } from "~/components/ui/link";
import type { Company, MenuItem } from "~/features/company/settings-schema";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { commonCatalogue } from "~/locales/common";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { lockPageScroll } from "../ui/scroll-lock";
import { ContactHours } from "./contact-hours";
import { LanguageSwitch } from "./language-switch";
import { mobileMenuItems } from "./menu-model";
import { WholeWords } from "./whole-words";

/**
 * The menu below 1024 px: a `<details>` whose panel covers the page under the header. It
 * holds a search box, the header menus as groups (each listed once), and the phones and
 * hours. Without JavaScript it still opens, closes and navigates; with it, the header's
 * `useMenuDismissal` closes it and keeps focus inside, and the page behind stops scrolling.
 */
export function MobileMenu({ company, menu }: { company: Company; menu: MenuItem[] }) {
  const t = useT(commonCatalogue);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    // The page behind the full-screen menu stays put while the menu scrolls.
    return lockPageScroll();
  }, [open]);

  return (
    <details
      data-menu="modal"
      data-testid="mobile-menu"
      className="group/menu lg:hidden"
      onToggle={(event) => {
        const menu = event.currentTarget;
        setOpen(menu.open);
        // Opened again, the menu starts from its short list of groups.
        if (!menu.open)
          for (const group of menu.querySelectorAll("details[open]")) group.removeAttribute("open");
      }}
    >
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="group-open/menu:hidden" />
        <Icon name="close" className="hidden group-open/menu:block" />
        {t("common.nav.openMenu")}
      </summary>
      <div className="fixed inset-x-0 top-header bottom-0 z-overlay overflow-y-auto overscroll-contain border-t border-line bg-white">
        <Container className="pt-4 pb-10">
          <Form method="get" action={SITE_PATHS.search} role="search" className="flex gap-2">
            <label htmlFor="mobile-menu-search" className="sr-only">
              {t("common.search.label")}
            </label>
            <input
              id="mobile-menu-search"
              type="search"
              name="q"
              placeholder={t("common.search.placeholder")}
              className="h-12 min-w-0 flex-1 rounded-full border border-gray-500 px-4 text-base"
            />
            <button
              type="submit"
              aria-label={t("common.search.label")}
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-ink text-white"
            >
              <Icon name="search" />
            </button>
          </Form>
          <nav aria-label={t("common.nav.mainMobile")} className="mt-4">
            <ul className="divide-y divide-line border-y border-line">
              {mobileMenuItems(menu).map((item) => (
                <li key={item.label}>{item.children ? <Group item={item} /> : <TopLink item={item} />}</li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="flex min-h-13 w-full border-b border-line py-3 text-base font-bold text-brand-ink" />
          <section aria-label={t("common.nav.phonesAndHours")} className="mt-6 rounded-xl bg-surface p-4">
            <ContactHours company={company} tone="light" />
          </section>
        </Container>
      </div>
    </details>
  );
}

const ROW = "flex min-h-13 w-full items-center justify-between gap-2 py-3 text-base font-bold text-ink";

function TopLink({ item }: { item: MenuItem }) {
  return (
    <NavLink to={item.href} end className={`${ROW} aria-[current=page]:text-brand-ink`}>
      <span>
        <WholeWords text={item.label} />
      </span>
      <Icon name="chevron-right" size={18} className="text-muted" />
    </NavLink>
  );
}

/** A group of the mobile menu; opening one closes the others (a shared `name`), so the list stays short. */
function Group({ item }: { item: MenuItem }) {
  return (
    <details name="mobile-menu-group" className="group/group">
      <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span>
          <WholeWords text={item.label} />
        </span>
        <Icon
          name="chevron-down"
          size={18}
          className="text-muted transition-transform group-open/group:rotate-180"
        />
      </summary>
      <ul className="pb-3 pl-3">
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavLink
              to={child.href}
              end
              className="block py-2.5 text-base text-ink aria-[current=page]:font-semibold aria-[current=page]:text-brand-ink"
            >
              <WholeWords text={child.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
