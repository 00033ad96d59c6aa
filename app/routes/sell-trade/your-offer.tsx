import type { SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/link";
import { InspectionForm } from "~/components/trade-in/inspection-form";
import { OfferBreakdown, OfferCards } from "~/components/trade-in/offer-summary";
import type { ToastMessage } from "~/components/ui/toast";
import { formatNumber, telHref } from "~/lib/format";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/your-offer";
import { yourOfferAction, yourOfferLoader } from "./your-offer.server";

/**
 * The seller's offer (minimal layout), opened right after the questionnaire or by the signed
 * link in their e-mail for 7 days: the offers, how they were reached, the expiry, and the
 * inspection booking. Private to its link: never indexed, never cached.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return yourOfferLoader(context, params.link);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return yourOfferAction(request, context, params.link);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, args.data && { title: "Your Offer: Sell or Trade", indexable: false });

const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-ink px-6 font-bold text-brand-ink hover:bg-green-50";

function StartAgain({ link, label }: { link?: string; label: string }) {
  return (
    <Form method="post" action={SITE_PATHS.sellTradeVehicle} className="mt-4">
      <input type="hidden" name="intent" value="restart" />
      {link ? <input type="hidden" name="from" value={link} /> : null}
      <button type="submit" className={buttonClass}>
        {label}
      </button>
    </Form>
  );
}

type Reply = { result?: SubmissionResult<string[]>; token?: string; toasts?: ToastMessage[] };

export default function YourOffer({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const phone = (
    <a className="font-semibold text-brand-ink underline" href={telHref(d.salesPhone)}>
      {d.salesPhone}
    </a>
  );
  if (d.expired)
    return (
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Your offer has expired</h1>
        <p className="mt-4 text-lg">
          Our offer for your {d.vehicle} (reference {d.reference}) was valid until {d.validUntil}.
        </p>
        <p className="mt-2 text-muted">{d.message} We keep your answers, so it takes a minute.</p>
        <StartAgain link={d.link} label="Start a new appraisal" />
      </div>
    );
  const reply = actionData as Reply | undefined;
  return (
    <div>
      <p className="text-sm font-semibold text-muted">Reference {d.reference}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Your offer for the {d.vehicle}
      </h1>
      <p className="mt-2 text-muted">
        {formatNumber(d.mileage)} miles. Appraised {d.appraisedAt}.
      </p>
      <p className="mt-4 rounded-xl bg-green-50 p-4 font-semibold text-brand-ink">
        Valid until {d.validUntil}.
      </p>
      <OfferCards offers={d.offers} noOffersMessage={d.noOffersMessage} />
      <p className="mt-4 text-sm">{d.bestOffer}</p>
      {d.breakdown ? <OfferBreakdown breakdown={d.breakdown} /> : null}
      <section aria-labelledby="inspection-heading" className="mt-8">
        <h2 id="inspection-heading" className="text-2xl font-extrabold tracking-tight">
          {d.booked ? "Your inspection is booked" : "Book your inspection"}
        </h2>
        {d.booked ? (
          <div
            className="mt-4 rounded-2xl border-2 border-brand-dark bg-white p-5"
            data-testid="inspection-booked"
          >
            {d.booked.offer ? <p>Offer: {d.booked.offer}</p> : null}
            <p className="mt-1 font-bold">
              {d.booked.date} at {d.booked.time}
            </p>
            <p className="mt-1">{d.booked.location}</p>
            <p className="mt-3 text-sm text-muted">
              Bring the title (or your lender's name and account number), your registration, your driver's
              license and every key. The inspection and a short drive take about 30 minutes. Reference{" "}
              {d.reference}. To change the time, call{" "}
              <a className="font-semibold text-brand-ink underline" href={telHref(d.booked.phone)}>
                {d.booked.phone}
              </a>
              .
            </p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-muted">
              We confirm the condition in about 30 minutes with a short drive, then pay you or apply the value
              to your next vehicle.
            </p>
            <InspectionForm
              {...d.form}
              token={reply?.token ?? d.form.token}
              toasts={reply?.toasts ?? []}
              lastResult={reply?.result}
            />
          </>
        )}
      </section>
      <p className="mt-10 border-t border-line pt-6 text-sm text-muted">
        Questions? Call {phone}. Another vehicle to sell?
      </p>
      <StartAgain label="Appraise another vehicle" />
    </div>
  );
}
