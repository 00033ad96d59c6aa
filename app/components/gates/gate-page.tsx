import type { ReactNode } from "react";
import { GateCarAside } from "~/components/gates/gate-car-aside";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";

/** The car a gate's page is about, as its card shows it. */
export type GateCarSummary = {
  name: string;
  path: string;
  image: string;
  /** None while its price is locked (features/gates/price-view.ts). */
  price?: number;
  mileage: number;
  store: string;
};

/**
 * A lead gate's own page (what a dialog holds, for a browser without JavaScript or a shared
 * link): a way back to the car, the heading, the form, and the car beside it.
 */
export function GatePage({
  car,
  title,
  intro,
  children,
}: {
  car: GateCarSummary;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const t = useT(gatesCatalogue);
  const language = useLanguage();
  return (
    <Container className="pt-6 pb-14">
      <Link
        to={car.path}
        className="inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        <Icon name="chevron-right" size={16} className="rotate-180" />{" "}
        {t("gates.page.back", { car: car.name })}
      </Link>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted">{intro}</p>
          <div className="mt-6">{children}</div>
        </div>
        <GateCarAside car={car}>
          <p className="mt-1 text-sm text-muted">
            {formatMileage(car.mileage, language)} · {car.store}
          </p>
          {car.price === undefined ? null : (
            <p className="mt-2 text-xl font-extrabold">{formatPrice(car.price, language)}</p>
          )}
        </GateCarAside>
      </div>
    </Container>
  );
}
