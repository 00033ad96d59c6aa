import type { MouseEvent } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { campaignQueryOf } from "~/features/visitor/tracked-params";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/allowed";
import { openConsentSettings } from "~/lib/consent/browser-consent";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import type { RootData } from "~/root";

/**
 * "Cookie settings" in the footer's legal links (spec section 9): with JavaScript it opens the
 * consent dialog (forced, with its Manage panel); without, it is a link to the Manage form,
 * which returns to this page. None at tier 0, where the site does not ask. Every page's first
 * load has this link, so it takes only the small modules (its text is in the common catalogue,
 * the dialog's texts come with the dialog).
 */
export function CookieSettingsItem({ className }: { className?: string }) {
  const t = useT(commonCatalogue);
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const tier = useRouteLoaderData<RootData>("root")?.consent.tier ?? 0;
  if (tier === 0) return null;
  const href = `${localize(COOKIE_SETTINGS_PATH)}?returnTo=${encodeURIComponent(`${pathname}${campaignQueryOf(search)}`)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openConsentSettings();
  };
  return (
    <li>
      <a href={href} onClick={open} className={className}>
        {t("common.footer.cookieSettings")}
      </a>
    </li>
  );
}
