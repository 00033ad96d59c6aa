import type { Settings } from "~/features/company/settings.server";
import {
  aprForCreditScore,
  defaultFinanceTerms,
  maxPriceForMonthlyPayment,
} from "~/features/financing/payments";
import type { PricingTerms } from "~/features/gates/lead-gates";
import { aprOfTerms, financeTermsFor } from "~/features/gates/personal-payments";
import { formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import type { Condition } from "../vehicle";
import type { RangeKey } from "./filter-state";

/**
 * How the search reads the dealership's settings beyond the filter state: what it sells, how
 * a monthly payment becomes a price (the vehicle page's default terms), and the options of
 * the range selects.
 */
export type SearchContext = {
  /** The conditions the dealership sells (content/store.json); other vehicles never show. */
  conditions: readonly Condition[];
  /** The highest price whose estimated monthly payment stays within `monthly` (payments.ts). */
  maxPriceForPayment: (monthly: number) => number;
  /** The options of each range's min and max selects, besides the shopper's own values. */
  rangeOptions: Record<RangeKey, readonly number[]>;
};

/** The options of the range selects; the shopper's own values are added beside them. */
export const RANGE_OPTIONS: Record<Exclude<RangeKey, "year">, readonly number[]> = {
  price: [
    5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000,
    80_000, 100_000,
  ],
  mileage: [
    10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 75_000, 85_000, 100_000, 125_000, 150_000, 200_000,
  ],
  payment: [200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1_000],
};

/**
 * The search context of the dealership's settings, with the model years in stock as year
 * options. The payment filter reads a monthly payment on the visitor's own terms when they
 * have some (`personal`), as their cards show it.
 */
export function searchContext(
  settings: Settings,
  years: readonly number[],
  personal?: PricingTerms,
): SearchContext {
  const payments = settings.company.payments;
  const fee = settings.company.fee.documentary;
  // The vehicle page's first terms (cash down, trade, term, credit score), without a price.
  const terms = financeTermsFor(payments, personal);
  const memo = new Map<number, number>();
  return {
    conditions: settings.store.conditions,
    maxPriceForPayment: (monthly) => {
      let price = memo.get(monthly);
      if (price === undefined) {
        price = maxPriceForMonthlyPayment(monthly, terms, payments, fee);
        memo.set(monthly, price);
      }
      return price;
    },
    rangeOptions: { ...RANGE_OPTIONS, year: years },
  };
}

/** Anything that lists the model years in stock (the facet index). */
type YearSource = { years(): number[] };

const contexts = new WeakMap<YearSource, { settings: Settings; context: SearchContext }>();
/**
 * searchContext(), made once per loaded index (its payment bounds are memoized); a visitor's
 * own terms get a context of their own (one request's).
 */
export function searchContextFromSettings(
  settings: Settings,
  index: YearSource,
  personal?: PricingTerms,
): SearchContext {
  if (personal) return searchContext(settings, index.years(), personal);
  const known = contexts.get(index);
  if (known && known.settings === settings) return known.context;
  const context = searchContext(settings, index.years());
  contexts.set(index, { settings, context });
  return context;
}

/**
 * The terms the monthly-payment filter and the cards' estimates assume, in words: `t`
 * translates the payments catalogue's `payments.searchTerms` in the page's language, and the
 * inventory catalogue's `inventory.pricing.yourTerms` for a visitor's own terms.
 */
export function paymentTermsText(
  settings: Settings,
  t: Translate,
  language: Language,
  personal?: PricingTerms,
): string {
  const payments = settings.company.payments;
  if (personal) {
    const terms = financeTermsFor(payments, personal);
    return t("inventory.pricing.yourTerms", {
      cashDown: formatPrice(terms.cashDown, language),
      tradeEquity: formatPrice(terms.tradeEquity, language),
      months: String(terms.termMonths),
      apr: String(aprOfTerms(personal, payments)),
    });
  }
  const terms = defaultFinanceTerms(Number.MAX_SAFE_INTEGER, payments);
  const apr = aprForCreditScore(terms.creditScore, payments);
  return t("payments.searchTerms", {
    cashDown: formatPrice(terms.cashDown, language),
    months: String(terms.termMonths),
    apr: String(apr),
    creditScore: String(terms.creditScore),
  });
}
