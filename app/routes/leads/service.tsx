import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import { SERVICE_OPERATIONS } from "~/features/leads/forms/service";
import { getApp } from "~/lib/app.server";
import { telHref } from "~/lib/format";
import type { Route } from "./+types/service";

export function loader() {
  const { company } = getApp().settings;
  return { servicePhone: company.service.phone, serviceHours: company.service.hours };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Service",
    description: "Oil changes, tires, brakes and repairs by certified technicians. Book your service online.",
    path: "/service",
  });

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Service</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Our technicians look after every make and model, from a quick oil change to brakes, tires and
        check-engine diagnosis. Book online and we will call you to confirm.
      </p>
      <Link
        to="/service/schedule"
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        <Icon name="wrench" size={18} /> Schedule service
      </Link>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="services-heading" className="rounded-xl border border-line bg-white p-5">
          <h2 id="services-heading" className="text-xl font-extrabold">
            What we do
          </h2>
          <ul className="mt-3 grid gap-2 text-ink sm:grid-cols-2">
            {SERVICE_OPERATIONS.map((s) => (
              <li key={s.op_code} className="flex items-center gap-2">
                <Icon name="check" size={16} className="text-brand-ink" /> {s.name}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="visit-heading" className="rounded-xl border border-line bg-white p-5">
          <h2 id="visit-heading" className="text-xl font-extrabold">
            Hours and phone
          </h2>
          <p className="mt-3 text-ink">{loaderData.serviceHours}</p>
          <p className="mt-2">
            <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.servicePhone)}>
              {loaderData.servicePhone}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
