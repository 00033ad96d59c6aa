import { ActionCard, ContentPage } from "~/components/content/content-page";
import { inputClass } from "~/components/ui/field";
import { SITE_PATHS } from "~/lib/site-paths";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/sell-trade-my-car";

/**
 * The sell-or-trade landing page (default layout): the program, how it works, the $300 best
 * offer promise, FAQs, and the start form, which opens the appraisal's first page
 * (/sell-trade-my-car/your-vehicle) with the VIN typed here filled in. A plain GET form: it
 * starts nothing on the server, so a seller coming back carries on where they left off.
 */
export function loader({ context }: Route.LoaderArgs) {
  return contentPageData(context, "sell-trade-my-car", { name: "Sell or trade" });
}

export const meta: Route.MetaFunction = contentPageMeta;

function StartForm() {
  return (
    <ActionCard title="Start your offer" text="About five minutes. Your offer is valid for 7 days.">
      <form method="get" action={SITE_PATHS.sellTradeVehicle} className="flex flex-col gap-3">
        <label htmlFor="start-vin" className="text-sm font-semibold">
          VIN (optional)
        </label>
        <input
          id="start-vin"
          name="vin"
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="start-vin-hint"
          className={`${inputClass} uppercase`}
        />
        <p id="start-vin-hint" className="text-xs text-muted">
          17 characters, on the driver's side of the dashboard or on your registration.
        </p>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          Get my offer
        </button>
      </form>
    </ActionCard>
  );
}

export default function SellTradeMyCar({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} aside={<StartForm />} />;
}
