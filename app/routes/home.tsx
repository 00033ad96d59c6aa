import { Form, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { VehicleCard } from "~/components/vehicle-card";
import { bodyStyleSearchUrl } from "~/features/inventory/urls";
import { listNewestArrivals, summarizeBodyStyles } from "~/features/inventory/vehicle-repository.server";
import { getApp } from "~/lib/app.server";
import { formatNumber, formatPrice } from "~/lib/format";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  const { db, settings, env } = getApp();
  const [arrivals, summary] = await Promise.all([listNewestArrivals(db, 8), summarizeBodyStyles(db)]);
  const byStyle = new Map(summary.map((s) => [s.bodyStyle, s]));
  const bodyStyles = settings.bodyStyles
    .filter((b) => b.active)
    .map((b) => ({
      ...b,
      count: byStyle.get(b.value)?.count ?? 0,
      lowestPrice: byStyle.get(b.value)?.lowestPrice ?? null,
    }));
  const inStock = summary.reduce((total, s) => total + s.count, 0);
  return {
    arrivals,
    bodyStyles,
    inStock,
    rating: settings.company.ratings.google,
    siteName: settings.company.name,
    siteUrl: env.siteUrl,
    description: settings.company.siteInfo.description,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seo({
    title: data ? `Used Cars in Moline, Rockford, Elkhart & Fort Wayne` : "Home",
    canonicalPath: "/",
    siteUrl: data?.siteUrl ?? "",
    siteName: data?.siteName ?? "",
    defaultDescription: data?.description ?? "",
  });

const callsToAction = [
  {
    icon: "dollar",
    title: "Get pre-approved",
    text: "Instant financing pre-approval with no impact on your credit score.",
    href: "/auto-financing/apply-for-financing",
    cta: "Apply for financing",
  },
  {
    icon: "trade-in",
    title: "Value your trade",
    text: "Answer a few questions and get a real offer for your car in minutes.",
    href: "/sell-trade-my-car",
    cta: "Get my offer",
  },
  {
    icon: "wrench",
    title: "Schedule service",
    text: "Oil changes, brakes, tires and more, booked online at a time that suits you.",
    href: "/service/schedule",
    cta: "Book service",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { arrivals, bodyStyles, inStock, rating } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-ink via-[#166534] to-[#0f3d22] text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
              <Icon name="star" size={16} /> {rating.rating} on Google from {formatNumber(rating.count)}{" "}
              reviews
            </p>
            <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Quality used cars, financing for every credit
            </h1>
            <p className="mt-4 max-w-xl text-lg text-green-50">
              {formatNumber(inStock)} inspected vehicles across Moline, Rockford, Elkhart and Fort Wayne.
              Drive home with one dime down.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/used-cars-for-sale"
                className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-bold text-brand-ink hover:bg-green-50"
              >
                Shop used cars <Icon name="arrow-right" size={18} />
              </Link>
              <Link
                to="/auto-financing/apply-for-financing"
                className="inline-flex items-center rounded-full border-2 border-white px-6 py-3 font-bold text-white hover:bg-white/10"
              >
                Get pre-approved
              </Link>
            </div>
          </div>
          <img
            src="/vehicle-images/suvs-2f4b7c-1.svg"
            alt=""
            width={800}
            height={500}
            fetchPriority="high"
            className="hidden w-full rounded-2xl shadow-2xl lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto -mt-8 max-w-7xl px-4">
        <h2 id="cta-heading" className="sr-only">
          How we can help
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {callsToAction.map((card) => (
            <li key={card.title} className="rounded-2xl border border-line bg-white p-6 shadow-md">
              <Icon name={card.icon} size={28} className="text-brand-ink" />
              <h3 className="mt-3 text-lg font-bold">{card.title}</h3>
              <p className="mt-1 text-sm text-muted">{card.text}</p>
              <Link
                to={card.href}
                className="mt-4 inline-flex items-center gap-1 font-bold text-brand-ink underline-offset-4 hover:underline"
              >
                {card.cta} <Icon name="chevron-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="browse-heading" className="mx-auto max-w-7xl px-4 pt-16">
        <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">Search or browse</p>
        <h2 id="browse-heading" className="mt-1 text-3xl font-extrabold tracking-tight">
          Find your next vehicle
        </h2>
        <Form method="get" action="/cars-for-sale" className="mt-6 flex max-w-2xl gap-2" role="search">
          <label htmlFor="home-search" className="sr-only">
            Search by keyword
          </label>
          <input
            id="home-search"
            name="q"
            type="search"
            placeholder="Search by keyword"
            className="h-12 min-w-0 flex-1 rounded-full border border-gray-400 px-5 text-base"
          />
          <button
            type="submit"
            className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-ink px-6 font-bold text-white hover:bg-brand-dark"
          >
            <Icon name="search" size={18} /> Search
          </button>
        </Form>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {bodyStyles.map((style) => (
            <li key={style.value}>
              <Link
                to={bodyStyleSearchUrl(style.value)}
                className="flex h-full flex-col rounded-xl border border-line bg-white p-3 transition hover:border-brand hover:shadow-md"
              >
                <img
                  src={style.image}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  className="rounded-lg bg-surface"
                />
                <span className="mt-2 font-bold text-ink">{style.name}</span>
                <span className="text-sm text-muted">
                  From {formatPrice(style.lowestPrice ?? style.starting_price)} · {style.count} in stock
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="arrivals-heading" className="mx-auto max-w-7xl px-4 pt-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="arrivals-heading" className="text-3xl font-extrabold tracking-tight">
            Newest arrivals
          </h2>
          <Link
            to="/used-cars-for-sale"
            className="font-bold text-brand-ink underline-offset-4 hover:underline"
          >
            See all
          </Link>
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {arrivals.map((vehicle) => (
            <VehicleCard key={vehicle.vin} vehicle={vehicle} />
          ))}
        </div>
      </section>

      <section aria-labelledby="warranty-heading" className="mx-auto max-w-7xl px-4 pt-16">
        <div className="grid gap-6 rounded-2xl bg-surface p-8 md:grid-cols-[auto_1fr] md:items-center">
          <Icon name="shield-check" size={56} className="text-brand-ink" />
          <div>
            <h2 id="warranty-heading" className="text-2xl font-extrabold tracking-tight">
              Free lifetime engine limited warranty
            </h2>
            <p className="mt-2 text-muted">
              Every vehicle under 85,000 miles comes with our lifetime engine limited warranty, and every
              vehicle passes our 75-point inspection before it reaches the lot.
            </p>
            <Link
              to="/vehicle-protection-plans"
              className="mt-3 inline-flex items-center gap-1 font-bold text-brand-ink underline-offset-4 hover:underline"
            >
              About our protection plans <Icon name="chevron-right" size={16} />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
