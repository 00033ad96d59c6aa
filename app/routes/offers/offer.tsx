import { data } from "react-router";
import { LinkButton } from "~/components/content/link-button";
import { NoOffers, OfferDay, OfferGrid, OfferPicture, OfferValidity } from "~/components/offers/offer-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import type { OfferSummary } from "~/features/content/offers";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { offersCatalogue } from "~/locales/offers";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/offer";
import { loadOfferPage } from "./offer.server";

/**
 * /special-offers/{service|dealer|sales}/{id}: the offer's own page while it runs. After its
 * end day the page answers 410 Gone (search engines drop it) and shows what runs now; an
 * unknown id, another kind's id, or an offer that has not started yet is the 404 page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const page = loadOfferPage(context.services, params.kind, params.id, new Date(), context.visitor.language);
  if (!page) throw pageNotFound(new URL(request.url).pathname);
  return page.kind === "ended" ? data(page, { status: 410, statusText: "Gone" }) : page;
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const t = translator(languageOfPath(args.location.pathname), offersCatalogue);
  if (page?.kind === "ended")
    return routeMeta(args, {
      title: t("offers.ended.metaTitle", { name: page.offer.name }),
      description: t("offers.ended.metaDescription", { name: page.offer.name }),
      indexable: false,
    });
  return routeMeta(
    args,
    page && {
      // The offer-name placeholder of spec section 2.
      title: page.offer.name,
      description: page.offer.description,
      canonicalPath: page.offer.path,
      image: page.offer.img,
    },
  );
};

function Dates({ offer }: { offer: OfferSummary }) {
  const t = useT(offersCatalogue);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold text-muted">{t("offers.offer.starts")}</dt>
      <dd className="text-ink">
        <OfferDay day={offer.startDate} />
      </dd>
      <dt className="font-semibold text-muted">{t("offers.offer.ends")}</dt>
      <dd className="text-ink">
        {offer.ongoing ? t("offers.offer.noEndDate") : <OfferDay day={offer.endDate} />}
      </dd>
    </dl>
  );
}

function RunningOffer({ page }: { page: Extract<Route.ComponentProps["loaderData"], { kind: "running" }> }) {
  const { offer } = page;
  const t = useT(offersCatalogue);
  return (
    <>
      <Breadcrumbs crumbs={page.crumbs} />
      <article className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12" data-offer={offer.id}>
        <OfferPicture offer={offer} className="rounded-2xl" />
        <div>
          <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">
            {offer.additional.category}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl">
            {offer.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{offer.description}</p>
          <p className="mt-4 inline-flex items-center gap-1 font-semibold text-ink">
            <Icon name="clock" size={18} className="text-brand-ink" /> <OfferValidity offer={offer} />
          </p>
          <div className="mt-6">
            <LinkButton href={offer.url} arrow>
              {offer.additional.ctaText}
            </LinkButton>
          </div>
          <section
            aria-labelledby="fine-print-heading"
            className="mt-8 rounded-2xl border border-line bg-surface p-5"
          >
            <h2 id="fine-print-heading" className="text-lg font-extrabold text-ink">
              {t("offers.offer.finePrint")}
            </h2>
            {offer.criterias.length ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
                {offer.criterias.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4">
              <Dates offer={offer} />
            </div>
          </section>
        </div>
      </article>
      {page.more.length ? (
        <section aria-labelledby="more-heading" className="mt-16 border-t border-line pt-10">
          <h2 id="more-heading" className="text-2xl font-extrabold tracking-tight">
            {t("offers.offer.more")}
          </h2>
          <div className="mt-6">
            <OfferGrid offers={page.more} />
          </div>
        </section>
      ) : null}
    </>
  );
}

function EndedOffer({ page }: { page: Extract<Route.ComponentProps["loaderData"], { kind: "ended" }> }) {
  const t = useT(offersCatalogue);
  return (
    <>
      <p className="inline-block rounded-full bg-surface px-3 py-1 text-sm font-bold text-muted">
        {t("offers.ended.badge")}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t("offers.ended.heading")}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        {t("offers.ended.ranUntil", { name: page.offer.name })} <OfferDay day={page.offer.endDate} />.
        {page.more.length ? ` ${t("offers.ended.runningNow")}` : null}
      </p>
      <div className="mt-8">
        {page.more.length ? <OfferGrid offers={page.more} headingLevel={2} /> : <NoOffers />}
      </div>
      <p className="mt-8">
        <Link
          to={SITE_PATHS.specialOffers}
          className="font-semibold text-brand-ink underline underline-offset-2"
        >
          {t("offers.ended.seeAll")}
        </Link>
      </p>
    </>
  );
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-10">
      {loaderData.kind === "running" ? (
        <>
          <RunningOffer page={loaderData} />
          <JsonLd data={loaderData.jsonLd} />
        </>
      ) : (
        <EndedOffer page={loaderData} />
      )}
    </Container>
  );
}
