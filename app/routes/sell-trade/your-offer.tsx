import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { InspectionForm } from "~/components/trade-in/inspection-form";
import { OfferBreakdown, OfferCards, TowardACar } from "~/components/trade-in/offer-summary";
import { SLOT, withSlot } from "~/components/trade-in/with-slot";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { Form } from "~/components/ui/link";
import type { ToastMessage } from "~/components/ui/toast";
import { useFocusOnOpen } from "~/components/ui/use-focus-on-open";
import { formatNumber, telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { tradeInCatalogue } from "~/locales/trade-in";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/your-offer";
import { yourOfferAction, yourOfferLoader } from "./your-offer.server";

/**
 * The seller's offer (minimal layout), opened right after the questionnaire or by the signed
 * link in their e-mail for 7 days: the offers, how they were reached, the expiry, and the
 * inspection booking. Private to its link: never indexed, never cached. The same link opens
 * it under /es in Spanish.
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
  routeMeta(
    args,
    args.data && {
      title: translator(languageOfPath(args.location.pathname), tradeInCatalogue)("tradeIn.offer.meta.title"),
      indexable: false,
    },
  );

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
  const t = useT(tradeInCatalogue);
  const language = useLanguage();
  const d = loaderData;
  // The focus goes where the last press led, never to the page's body: to the heading as the
  // offer opens (right after "See my offer", whose page is gone), and to "Your inspection is
  // booked" once the booking replaces its form.
  const heading = useFocusOnOpen();
  const inspectionHeading = useRef<HTMLHeadingElement>(null);
  const booked = !d.expired && Boolean(d.booked);
  const bookedOnOpen = useRef(booked);
  useEffect(() => {
    if (booked && !bookedOnOpen.current) inspectionHeading.current?.focus();
  }, [booked]);
  const phone = (
    <a className="font-semibold text-brand-ink underline" href={telHref(d.salesPhone)}>
      {d.salesPhone}
    </a>
  );
  if (d.expired)
    return (
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("tradeIn.offer.expiredHeading")}
        </h1>
        <p className="mt-4 text-lg">
          {t("tradeIn.offer.expiredText", {
            vehicle: d.vehicle,
            reference: d.reference,
            validUntil: d.validUntil,
          })}
        </p>
        <p className="mt-2 text-muted">
          {d.message} {t("tradeIn.offer.expiredKeep")}
        </p>
        <StartAgain link={d.link} label={t("tradeIn.offer.startNew")} />
      </div>
    );
  const reply = actionData as Reply | undefined;
  return (
    <div>
      <p className="text-sm font-semibold text-muted">
        {t("tradeIn.offer.reference", { reference: d.reference })}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {t("tradeIn.offer.heading", { vehicle: d.vehicle })}
      </h1>
      <p className="mt-2 text-muted">
        {t("tradeIn.offer.appraised", {
          miles: formatNumber(d.mileage, language),
          appraisedAt: d.appraisedAt,
        })}
      </p>
      <p className="mt-4 rounded-xl bg-green-50 p-4 font-semibold text-brand-ink">
        {t("tradeIn.offer.validUntil", { validUntil: d.validUntil })}
      </p>
      <OfferCards offers={d.offers} noOffersMessage={d.noOffersMessage} />
      <p className="mt-4 text-sm">{d.bestOffer}</p>
      {d.breakdown ? <OfferBreakdown breakdown={d.breakdown} /> : null}
      <section aria-labelledby="inspection-heading" className="mt-8">
        <h2
          id="inspection-heading"
          ref={inspectionHeading}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight outline-none"
        >
          {d.booked ? t("tradeIn.offer.booked") : t("tradeIn.offer.book")}
        </h2>
        {d.booked ? (
          <div
            className="mt-4 rounded-2xl border-2 border-brand-dark bg-white p-5"
            data-testid="inspection-booked"
          >
            {d.booked.offer ? <p>{t("tradeIn.offer.bookedOffer", { offer: d.booked.offer })}</p> : null}
            <p className="mt-1 font-bold">
              {t("tradeIn.offer.dateAt", { date: d.booked.date, time: d.booked.time })}
            </p>
            <p className="mt-1">{d.booked.location}</p>
            <AddToCalendar href={d.booked.calendar} className="mt-4" />
            <p className="mt-3 text-sm text-muted">
              {withSlot(
                t("tradeIn.offer.bookedBring", { reference: d.reference, phone: SLOT }),
                <a className="font-semibold text-brand-ink underline" href={telHref(d.booked.phone)}>
                  {d.booked.phone}
                </a>,
              )}
            </p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-muted">{t("tradeIn.offer.bookIntro")}</p>
            <InspectionForm
              {...d.form}
              token={reply?.token ?? d.form.token}
              toasts={reply?.toasts ?? []}
              lastResult={reply?.result}
            />
          </>
        )}
      </section>
      {d.tradeOffer ? <TowardACar offer={d.tradeOffer} /> : null}
      <p className="mt-10 border-t border-line pt-6 text-sm text-muted">
        {withSlot(t("tradeIn.offer.questions", { phone: SLOT }), phone)}
      </p>
      <StartAgain label={t("tradeIn.offer.appraiseAnother")} />
    </div>
  );
}
