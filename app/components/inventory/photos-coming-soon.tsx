import { Icon } from "~/components/ui/icon";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * The label in the bottom-left corner of a car's illustration (features/inventory/vehicle-pictures.ts):
 * the picture is a drawing and the dealer's photos are on their way. Its parent is the
 * picture's positioned frame; the label sits below the drawn car's wheels, so it never covers it.
 */
export function PhotosComingSoon({ large = false }: { large?: boolean }) {
  const t = useT(inventoryCatalogue);
  return (
    <span
      data-testid="photos-coming-soon"
      className={`pointer-events-none absolute inline-flex items-center rounded-full bg-white/95 font-bold whitespace-nowrap text-ink shadow-sm ${
        large ? "bottom-3 left-3 gap-1.5 px-3 py-1 text-sm" : "bottom-2 left-2 gap-1 px-2 py-0.5 text-xs"
      }`}
    >
      <Icon name="camera" size={large ? 18 : 14} />
      {t("inventory.picture.comingSoon")}
    </span>
  );
}
