import ConsentManagePanel from "~/components/consent/consent-manage-panel";
import { PRIMARY_BUTTON } from "~/components/consent/consent-styles";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { COOKIE_SETTINGS_PATH, panelDefaults, safeReturnPath } from "~/features/consent/consent";
import { languageOfPath, localizePath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { consentCatalogue } from "~/locales/consent";
import { consentPanelCatalogue } from "~/locales/consentPanel";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/cookie-settings";

/**
 * /cookie-settings (and /es/cookie-settings): the consent dialog's Manage form as a page, for
 * a browser without JavaScript (the dialog's Manage button and the footer's "Cookie settings"
 * lead here) and for anyone who opens the link. It posts to /consent, which returns to the
 * page the visitor came from (`returnTo`). It shows the visitor's own choice and their
 * browser's GPC, so it is personal (never shared by a cache) and never indexed. At tier 1 it
 * offers what the dialog does (Close and Continue); tier 0 asks nothing, so it does not exist.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { consent, language } = context.visitor;
  if (consent.tier === 0) throw pageNotFound(url.pathname);
  context.cacheClass.markPersonal("consent");
  return {
    tier: consent.tier,
    defaults: panelDefaults(consent),
    gpc: consent.gpc,
    returnTo: safeReturnPath(url.searchParams.get("returnTo"), localizePath("/", language)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), consentCatalogue, consentPanelCatalogue);
  return routeMeta(
    args,
    args.data && {
      title: t("consent.manage.title"),
      description: t("consentPanel.page.description"),
      canonicalPath: COOKIE_SETTINGS_PATH,
      indexable: false,
    },
  );
};

export default function CookieSettingsPage({ loaderData }: Route.ComponentProps) {
  const { tier, defaults, gpc, returnTo } = loaderData;
  const t = useT(consentCatalogue, consentPanelCatalogue);
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("consent.manage.title")}</h1>
        <form method="post" action="/consent" className="mt-6">
          <input type="hidden" name="returnTo" value={returnTo} />
          {tier >= 2 ? (
            <ConsentManagePanel defaults={defaults} gpc={gpc} idPrefix="cookie-settings" />
          ) : (
            <div className="space-y-4">
              <p>{t("consentPanel.page.allOn")}</p>
              <button type="submit" name="action" value="closeAndContinue" className={PRIMARY_BUTTON}>
                {t("consent.action.closeAndContinue")}
              </button>
            </div>
          )}
        </form>
        <p className="mt-6 text-sm">
          <Link
            to={SITE_PATHS.cookiePolicy}
            className="font-semibold text-brand-ink underline underline-offset-2"
          >
            {t("consent.dialog.policy")}
          </Link>
        </p>
      </div>
    </Container>
  );
}
