import {
  CASH_DOWN_UNITS,
  type CashDownUnit,
  cashDownOf,
  type PaymentInputs,
  type Slider,
} from "~/features/financing/payment-estimate";
import { formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { paymentsCatalogue } from "~/locales/payments";

/** The cash-down value as the shopper reads it: "$1,000", or "20% ($3,799)". */
export function cashDownText(price: number, inputs: PaymentInputs, language: Language = "en"): string {
  if (inputs.cashDownUnit === "dollars") return formatPrice(inputs.cashDown, language);
  return `${inputs.cashDownPercent}% (${formatPrice(cashDownOf(price, inputs), language)})`;
}

/** The unit switch's names: `payments.cashDown.unit.{unit}`. */
const unitName = (unit: CashDownUnit) => `payments.cashDown.unit.${unit}`;

/**
 * The cash-down slider with its unit switch: two radio buttons, "Dollars" ($100 steps) and
 * "Percent" of the price (5 % steps), drawn as a two-way switch. The slider of the chosen unit is submitted under its own
 * name, the other unit's value rides along hidden, so each unit keeps its value with or
 * without JavaScript and starts from its own default ($1,000, or 20 % of the price).
 */
export function CashDownField({
  id,
  price,
  inputs,
  sliders,
  onChange,
}: {
  id: string;
  price: number;
  inputs: PaymentInputs;
  sliders: { cashDown: Slider; cashDownPercent: Slider };
  onChange: (change: Partial<PaymentInputs>) => void;
}) {
  const field = inputs.cashDownUnit === "percent" ? "cashDownPercent" : "cashDown";
  const other = field === "cashDown" ? "cashDownPercent" : "cashDown";
  const slider = sliders[field];
  const t = useT(paymentsCatalogue);
  const text = cashDownText(price, inputs, useLanguage());
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-cashDown`} className="text-sm font-semibold text-ink">
          {t("payments.cashDown.label")}
        </label>
        <span className="text-sm font-bold text-brand-ink" aria-hidden="true">
          {text}
        </span>
      </div>
      <input
        id={`${id}-cashDown`}
        type="range"
        name={field}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={inputs[field]}
        aria-valuetext={text}
        onChange={(event) => onChange({ [field]: Number(event.target.value) })}
        className="mt-1 h-6 w-full cursor-pointer accent-brand-dark"
      />
      <input type="hidden" name={other} value={inputs[other]} />
      {/* A floated legend is laid out as a flex item: label left, switch right. */}
      <fieldset className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
        <legend className="float-left text-muted">{t("payments.cashDown.unitLegend")}</legend>
        <div className="grid grid-cols-2 rounded-full bg-surface p-0.5">
          {CASH_DOWN_UNITS.map((unit) => (
            <label
              key={unit}
              className="relative rounded-full px-3 py-1 text-center font-semibold text-muted has-[:checked]:bg-white has-[:checked]:text-brand-ink has-[:checked]:shadow-sm"
            >
              <input
                type="radio"
                name="cashDownUnit"
                value={unit}
                checked={inputs.cashDownUnit === unit}
                onChange={() => onChange({ cashDownUnit: unit })}
                // The whole pill is the radio button: it takes the press and shows the focus ring.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
              />
              {t(unitName(unit))}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
