// First: in the browser, zod is told not to probe for eval before any schema exists.
import "./lib/zod-browser";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { markFirstHydrationDone, useHydrated } from "./components/ui/use-hydrated";
import "./app.css";
import { ConsentHead } from "./components/consent/consent-head";
import { ConsentDialog, consentDialogLoaded } from "./components/consent/consent-prompt";
import { ErrorPage } from "./components/layout/error-page";
import { IdlePrefetcher } from "./components/layout/idle-prefetcher";
import { LoadingBar } from "./components/layout/loading-bar";
import { PageWatchers } from "./components/layout/page-watchers";
import { PopupsMount } from "./components/popups/popups-mount";
import { TrackingHead } from "./components/tracking/tracking-head";
import type { SiteIdentity } from "./features/seo/page-meta";
import { servedBuild } from "./lib/http/build-manifest.server";
import { languageOfPath } from "./lib/i18n";
import { useLanguage, useT } from "./lib/i18n/use-t";
import { useNonce } from "./lib/nonce";
import { commonCatalogue } from "./locales/common";
import { experimentsOfPage } from "./routes/+shared/experiments.server";
import { routeMeta } from "./routes/+shared/meta";
import { pageConsent } from "./routes/consent/page-consent.server";

/** The theme colour of spec section 9; also the browser's theme-color. */
export const THEME_COLOR = "#22c55e";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, env } = context.services;
  const variants = await experimentsOfPage(request, context, settings.company);
  // The consent dialog renders in place (its code is loaded lazily, even on the server).
  await consentDialogLoaded;
  const site: SiteIdentity = {
    siteUrl: env.siteUrl,
    siteName: settings.company.name,
    defaultDescription: settings.company.siteInfo.description,
  };
  return {
    company: variants.company,
    menus: settings.menus,
    locations: settings.locations,
    site,
    language: context.visitor.language,
    consent: pageConsent(context),
    experiments: variants.experiments,
    // The page's popups (components/popups), in its language: a variant's, else the defaults.
    popups: variants.experiments?.popups ?? settings.popups,
    build: servedBuild()?.build,
    tracking: { gtmContainerId: settings.tracking.gtmContainerId, chatWidget: settings.tracking.chatWidget },
  };
}

/**
 * The root's data is the site's settings in the page's language: loaded again only when the
 * visitor switches language (or React Router would revalidate anyway, after an action).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Routes without a meta export inherit this one: the fallback title of spec section 2. */
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const language = useLanguage();
  const t = useT(commonCatalogue);
  // A page may name skip links of its own in its loader data (the search: "Skip to results").
  const skipLinks = useMatches().flatMap(
    (match) =>
      (match.data as { skipLinks?: Array<{ href: string; label: string }> } | undefined)?.skipLinks ?? [],
  );
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <ConsentHead />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-tooltip rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("common.nav.skipToContent")}
        </a>
        {skipLinks.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="sr-only z-tooltip rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {link.label}
          </a>
        ))}
        <LoadingBar />
        {children}
        <ConsentDialog />
        <IdlePrefetcher />
        <PageWatchers />
        {/* Renders nothing until idle after hydration; then the popup host loads on its own. */}
        <PopupsMount />
        {/* Renders nothing: the tag manager's runtime comes after hydration, when configured. */}
        <TrackingHead />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const hydrated = useHydrated();
  // The last of the first hydration's effects (a parent's effects run after its children's).
  useEffect(markFirstHydrationDone, []);
  // The page's parts have switched to their enhanced form (the `useHydrated` transition, one
  // render for all of them): marked on <html> for whoever must wait for the page to listen (the
  // end-to-end tests, as the page hydrates after its first paint: lib/hydrate-after-paint.server.ts).
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <Outlet />;
}

/** The last resort: the settings or the layout itself failed, so no header or footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="min-h-screen bg-surface">
      <ErrorPage kind={notFound ? "notFound" : "error"} />
    </main>
  );
}
