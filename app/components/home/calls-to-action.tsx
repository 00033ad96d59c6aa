import { ArrowLink } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { Home } from "~/features/content/home-schema";
import { useT } from "~/lib/i18n/use-t";
import { homeCatalogue } from "~/locales/home";

/** The three call-to-action cards under the hero: financing, trade value, service. */
export function CallsToAction({ cards }: { cards: Home["callsToAction"] }) {
  const t = useT(homeCatalogue);
  return (
    <Container as="section" className="relative -mt-8">
      <h2 className="sr-only">{t("home.cta.heading")}</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.id}
            className="grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl border border-line bg-white p-5 shadow-lg md:flex md:flex-col md:p-6"
          >
            <span className="row-span-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-50 text-brand-ink">
              <Icon name={card.icon} size={26} />
            </span>
            <h3 className="text-lg font-bold md:mt-4 md:text-xl">{card.title}</h3>
            <p className="mt-1 flex-1 text-muted">{card.text}</p>
            <ArrowLink href={card.button.href} className="mt-3 md:mt-4">
              {card.button.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </Container>
  );
}
