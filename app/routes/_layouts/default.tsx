import { isRouteErrorResponse, Outlet, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { LanguageOffer } from "~/components/layout/language-offer";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { LandingAttribution } from "~/components/visitor/landing-attribution";
import type { RootData } from "~/root";
import MinimalLayout from "./minimal";

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <SiteHeader company={data.company} menu={data.menus.header} />
      {/* Fixed, after the header in reading order; it appears only after hydration. */}
      <LanguageOffer />
      <LandingAttribution />
      <main id="main" className="min-h-[60vh] pt-header">
        {children}
      </main>
      <SiteFooter company={data.company} menu={data.menus.footer} locations={data.locations} />
    </>
  );
}

/**
 * A page whose layout is a setting (pre-approval: default when pre-approval financing is
 * enabled, minimal otherwise) says so in its loader data: `{ layout: "minimal" }`.
 */
function useMinimalLayout(): boolean {
  return useMatches().some((match) => (match.data as { layout?: unknown } | undefined)?.layout === "minimal");
}

/** The default layout: fixed header, the page, footer. */
export default function DefaultLayout() {
  const minimal = useMinimalLayout();
  if (minimal) return <MinimalLayout />;
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** A page of this layout failed: keep the header and footer, show the 404 or error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Chrome>
      <ErrorPage kind={notFound ? "notFound" : "error"} />
    </Chrome>
  );
}
