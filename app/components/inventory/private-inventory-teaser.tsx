import { PRIVATE_INVENTORY_GATE } from "~/components/gates/gate-paths";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { PrivateTeaser } from "~/features/inventory/search/search-page.server";

/**
 * "12 more vehicles in our private inventory" under the search results, for a visitor who has
 * not unlocked them: the count only (the same for everyone, so the search page stays shared)
 * and the way to the gate in the page's language. Its words come translated with the page's
 * data: the search page's script carries no catalogue for them.
 */
export function PrivateInventoryTeaser({ teaser }: { teaser: PrivateTeaser }) {
  return (
    <section
      aria-labelledby="private-inventory-teaser"
      data-testid="private-inventory-teaser"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-dark bg-green-50 p-5 text-brand-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Icon name="shield-check" size={28} className="shrink-0" />
        <div>
          <h2 id="private-inventory-teaser" className="text-lg font-bold">
            {teaser.text}
          </h2>
          <p className="mt-1 text-sm">{teaser.detail}</p>
        </div>
      </div>
      <Link
        to={PRIVATE_INVENTORY_GATE}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-1 self-start rounded-full bg-brand-ink px-5 py-2 text-sm font-bold text-white hover:bg-brand-dark sm:self-center"
      >
        {teaser.link} <Icon name="arrow-right" size={16} />
      </Link>
    </section>
  );
}
