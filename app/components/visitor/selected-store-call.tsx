import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import type { RootData } from "~/root";
import { useSelectedStore } from "./visitor-browser";

/**
 * The visitor's store in the header, after load and only once a store was chosen: its town
 * and phone in two short lines, one tap to call it. Nothing is rendered before (the server's
 * header is the same for everyone), so the header of a visitor without a store is unchanged.
 */
export function SelectedStoreCall() {
  const t = useT(commonCatalogue);
  const selected = useSelectedStore();
  const locations = useRouteLoaderData<RootData>("root")?.locations;
  const store = selected ? locations?.find((l) => l.key === selected) : undefined;
  if (!store) return null;
  return (
    <a
      href={telHref(store.phone)}
      aria-label={t("common.store.callYourStore", { store: store.subname, phone: store.phone })}
      data-testid="header-selected-store"
      className="flex h-11 max-w-32 shrink-0 items-center gap-1.5 rounded-md px-1 text-xs leading-tight text-ink hover:bg-surface hover:text-brand-ink"
    >
      <Icon name="map-pin" size={14} className="shrink-0 text-brand-ink" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-bold">{store.subname}</span>
        <span className="truncate text-muted">{store.phone}</span>
      </span>
    </a>
  );
}
