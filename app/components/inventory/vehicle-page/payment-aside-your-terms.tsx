import { PersonalizePriceLink, personalizePricePath } from "~/components/inventory/locked-price";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * Whose terms the estimate starts from: the visitor's own ("Your terms", with a way to change
 * them), or the page's defaults with "Personalize My Price" and 'Finish your terms to
 * customize your pricing details.' (spec section 4, before the questionnaire is completed).
 */
export function YourTerms({ personal, car }: { personal: boolean; car: { vin: string; name: string } }) {
  const t = useT(inventoryCatalogue);
  if (!personal)
    return (
      <div className="mt-3">
        <PersonalizePriceLink vin={car.vin} car={car.name} withNote />
      </div>
    );
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="payment-your-terms">
      <span className="rounded-full bg-brand/15 px-2 py-0.5 font-bold text-brand-ink">
        {t("inventory.pricing.yourTermsBadge")}
      </span>
      <Link
        to={personalizePricePath(car.vin)}
        className="font-bold text-brand-ink underline underline-offset-4 hover:text-brand-dark"
      >
        {t("inventory.pricing.changeTerms")}
      </Link>
    </p>
  );
}
