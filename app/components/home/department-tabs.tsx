import { type KeyboardEvent, useRef, useState } from "react";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Home } from "~/features/content/home-schema";

type Tab = Home["departments"]["tabs"][number];

const TAB_ICONS: Record<Tab["id"], string> = {
  finance: "dollar",
  shop: "car",
  "sell-trade": "trade-in",
  service: "wrench",
};

/**
 * The department tabs (Finance, Shop, Sell or Trade, Service): the one place the home page
 * presents its four offers, since they took in the hero's other slides and the three
 * call-to-action cards, which said the same again (issue 17). Without JavaScript every
 * panel is shown, one under the other, each under its own heading; once React runs they
 * become WAI-ARIA tabs: arrow keys, Home and End move between tabs, one panel shows.
 */
export function DepartmentTabs({ departments }: { departments: Home["departments"] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = departments.tabs.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setSelected(index);
    tabs.current[index]?.focus();
  };

  return (
    <Container as="section" className="pt-12 sm:pt-16">
      <h2 id="departments-heading" className="text-3xl font-extrabold tracking-tight">
        {departments.title}
      </h2>
      {hydrated ? (
        <div
          role="tablist"
          aria-labelledby="departments-heading"
          // Each label whole on one line ("Sell or Trade" was broken in two at 390 px, issue 17): the
          // tabs wrap between them, and on a phone each row's tabs share its width.
          className="mt-6 flex flex-wrap gap-2"
        >
          {departments.tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`department-tab-${tab.id}`}
              aria-selected={index === selected}
              aria-controls={`department-${tab.id}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className="inline-flex min-h-12 flex-auto items-center justify-center gap-2 rounded-full border border-line bg-white px-5 font-bold whitespace-nowrap text-ink hover:border-brand-dark aria-selected:border-brand-ink aria-selected:bg-brand-ink aria-selected:text-white sm:flex-none"
            >
              <Icon name={TAB_ICONS[tab.id]} size={20} /> {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className={hydrated ? "mt-6" : "mt-6 grid gap-6 lg:grid-cols-2"}>
        {departments.tabs.map((tab, index) => (
          <div
            key={tab.id}
            id={`department-${tab.id}`}
            {...(hydrated
              ? { role: "tabpanel", "aria-labelledby": `department-tab-${tab.id}`, tabIndex: 0 }
              : {})}
            hidden={hydrated && index !== selected}
            className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
          >
            <DepartmentPanel tab={tab} stacked={!hydrated} />
          </div>
        ))}
      </div>
    </Container>
  );
}

/**
 * A department's panel. `stacked` (without JavaScript: every panel shows, two a row from
 * 1024 px) labels it with its tab's name and puts its buttons under the text rather than in a
 * column beside it, which would leave the text a narrow strip.
 */
function DepartmentPanel({ tab, stacked }: { tab: Tab; stacked: boolean }) {
  return (
    <div className={`grid gap-6 ${stacked ? "" : "md:grid-cols-[1fr_auto] md:items-start"}`}>
      <div>
        {stacked ? (
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-brand-ink uppercase">
            <Icon name={TAB_ICONS[tab.id]} size={18} /> {tab.label}
          </p>
        ) : null}
        <h3 className="mt-1 text-2xl font-extrabold tracking-tight">{tab.title}</h3>
        <p className="mt-2 max-w-2xl text-muted">{tab.text}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {tab.list.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Icon name="check" size={20} className="mt-0.5 shrink-0 text-brand-dark" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${stacked ? "" : "md:flex-col"}`}>
        {tab.buttons.map((button) => (
          <LinkButton
            key={button.label}
            href={button.href}
            variant={button.variant}
            arrow={button.variant === "primary"}
          >
            {button.label}
          </LinkButton>
        ))}
      </div>
      {tab.disclaimer ? (
        <p className={`text-xs text-muted ${stacked ? "" : "md:col-span-2"}`}>{tab.disclaimer}</p>
      ) : null}
    </div>
  );
}
