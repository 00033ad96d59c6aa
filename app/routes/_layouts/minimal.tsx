import { Outlet, useRouteLoaderData } from "react-router";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { CallSalesButton, Logo } from "~/components/layout/site-header";
import { Container } from "~/components/ui/container";
import { LandingAttribution } from "~/components/visitor/landing-attribution";
import type { RootData } from "~/root";

/**
 * The minimal layout for focused flows (sell or trade, pre-approval when the full
 * site is off): the logo, the language switch and a call button, nothing to wander away with.
 */
export default function MinimalLayout() {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <>
      <header className="h-header border-b border-line bg-white">
        <Container width="prose" className="flex h-full items-center justify-between">
          {data ? <Logo company={data.company} nameShown="narrow" /> : null}
          <div className="flex items-center gap-2">
            <LanguageSwitch
              compact
              className="inline-flex h-11 min-w-11 justify-center rounded-full px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-ink"
            />
            {data ? <CallSalesButton company={data.company} /> : null}
          </div>
        </Container>
      </header>
      <LandingAttribution />
      <main id="main">
        <Container width="prose" className="py-8">
          <Outlet />
        </Container>
      </main>
    </>
  );
}
