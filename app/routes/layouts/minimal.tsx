import { Outlet, useRouteLoaderData } from "react-router";
import { Logo, telHref } from "~/components/site-header";
import type { RootData } from "~/root";

/**
 * The minimal layout for focused flows (sell or trade, pre-approval when the full
 * site is off): the logo and a call button, nothing to wander away with.
 */
export default function MinimalLayout() {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <>
      <header className="h-header border-b border-line bg-white">
        <div className="mx-auto flex h-full max-w-3xl items-center justify-between px-4">
          {data ? <Logo company={data.company} /> : null}
          {data ? (
            <a
              href={telHref(data.company.sales.phone)}
              className="text-sm font-bold text-brand-ink underline"
            >
              {data.company.sales.phone}
            </a>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}
