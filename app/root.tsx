import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/error-page";
import { IdlePrefetcher } from "./components/idle-prefetcher";
import { LoadingBar } from "./components/loading-bar";
import { getApp } from "./lib/app.server";
import { DEFAULT_LANGUAGE, translate } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { fallbackTitle, seo } from "./lib/seo";

/** The theme colour of spec section 9; also the browser's theme-color. */
export const THEME_COLOR = "#22c55e";

export async function loader() {
  const { settings, env } = getApp();
  return {
    company: settings.company,
    menus: settings.menus,
    locations: settings.locations,
    siteUrl: env.siteUrl,
    language: DEFAULT_LANGUAGE,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Routes without a meta export inherit this one: the fallback title of spec section 2. */
export const meta: Route.MetaFunction = ({ data, location, error }) => {
  const siteName = data?.company.name ?? "Dealership";
  return seo({
    title: fallbackTitle(location.pathname, error),
    canonicalPath: error ? undefined : location.pathname,
    siteUrl: data?.siteUrl ?? "",
    siteName,
    defaultDescription: data?.company.siteInfo.description ?? "",
  });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang={data?.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-tooltip rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {translate("nav.skipToContent")}
        </a>
        <LoadingBar />
        {children}
        <IdlePrefetcher />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
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
