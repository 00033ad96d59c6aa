import { formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { shopperToolsCatalogue } from "~/locales/shopperTools";
import { CompareGlyph, HeartGlyph, OFF, ON, priceDropSinceSaved, useCarTools } from "./car-tools";
import type { CarTools } from "./shopper-tools";

const WORDS =
  "inline-flex h-10 items-center gap-2 rounded-full border-2 px-4 text-sm font-bold transition hover:border-brand-dark";

/**
 * "Save" and "Compare" on the vehicle page, with words (the cards' icons: car-tools.tsx),
 * and, once the car is saved and its price fell since, by how much. Loaded after hydration
 * (vehicle-tools.tsx holds its room meanwhile).
 */
export default function VehicleToolButtons(props: CarTools) {
  const t = useT(shopperToolsCatalogue);
  const language = useLanguage();
  const { known, saved, comparing, save, compare } = useCarTools(props);
  if (!known) return null;
  const dropped = saved ? priceDropSinceSaved(saved.price, props.price) : 0;
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${WORDS} ${saved ? "border-red-700 bg-white text-red-700" : OFF}`}
        aria-pressed={!!saved}
        onClick={save}
        data-testid="save-car"
      >
        <HeartGlyph filled={!!saved} />
        {t("shopperTools.save")}
      </button>
      <button
        type="button"
        className={`${WORDS} ${comparing ? ON : OFF}`}
        aria-pressed={comparing}
        onClick={compare}
        data-testid="compare-car"
      >
        <CompareGlyph checked={comparing} />
        {t("shopperTools.compare")}
      </button>
      {dropped > 0 ? (
        <p className="text-sm font-bold text-green-800" data-testid="saved-price-drop">
          {t("shopperTools.priceDropped", { amount: formatPrice(dropped, language) })}
        </p>
      ) : null}
    </div>
  );
}
