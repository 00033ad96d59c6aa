import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { RootData } from "~/root";

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <SiteHeader company={data.company} menu={data.menus.header} />
      <main id="main" className="min-h-[60vh] pt-header">
        {children}
      </main>
      <SiteFooter company={data.company} menu={data.menus.footer} locations={data.locations} />
    </>
  );
}

/** The default layout: fixed header, the page, footer. */
export default function DefaultLayout() {
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
