import { z } from "zod";

/**
 * content/trade-in/settings.json: the trade-in's constants (spec section 9) and the
 * choices the dealership can change without a release: exclusions, the valuation
 * model's curve, the lists a seller picks from. docs/trade-in-valuation.md explains each.
 */
const dollars = z.number().int("must be whole dollars").min(0, "must not be negative");
const percent = z.number().min(0, "must not be negative").max(100, "must be at most 100");
const label = z.string().trim().min(1, "must not be empty").max(200);

export const tradeInSettingsSchema = z
  .strictObject({
    /** The dealership's clock: the appraisal's date and time, and vehicle ages, are read in it. */
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as America/Chicago"),
    deductions: z.strictObject({
      /** Base prices below this take percent deductions, at or above it fixed amounts (15,000). */
      tierPrice: dollars,
    }),
    cashNow: z.strictObject({
      /** Below this the cash-now offer is not made (1,000). */
      minimumPrice: dollars,
    }),
    moreCashLater: z.strictObject({
      /** Vehicles this many years old or older get the offer (10). */
      minimumAgeYears: z.number().int().min(0),
      reserveCheckPercent: percent,
      profitShareCheckPercent: percent,
      reconditioningMinimum: dollars,
      advertisingPercent: percent,
      advertisingBase: dollars,
      reserveCheckLabel: label,
      profitShareCheckLabel: label,
    }),
    bringVehicleIn: z.strictObject({
      /** Younger than this many years: appraised in person (1). */
      minimumAgeYears: z.number().int().min(0),
      /** Older than this many years: appraised in person (15). */
      maximumAgeYears: z.number().int().min(0),
      /** A cash-now price above this is confirmed in person (60,000). */
      maximumCashNowPrice: dollars,
      /** At or above this mileage: appraised in person (160,000). */
      mileageLimit: z.number().int().min(0),
      excludedMakes: z.array(label).default([]),
      excludedModels: z.array(z.strictObject({ make: label, model: label })).default([]),
    }),
    offerValidityDays: z.number().int().min(1).max(90),
    bestOffer: z.strictObject({
      amount: dollars,
      /** "{amount}" is replaced by the amount in dollars. */
      text: label.refine((t) => t.includes("{amount}"), "must contain {amount}"),
    }),
    valuation: z.strictObject({
      /** Model year of the reference new prices (reference-prices.json). */
      referenceYear: z.number().int().min(1981).max(2100),
      /** New prices rise this much a year: older model years sold for less when new. */
      newPriceGrowthPercent: percent,
      /** Share of the new price a very old car keeps (the curve's floor). */
      retentionFloorPercent: percent,
      /** How fast value falls toward the floor, per year of age. */
      depreciationRate: z.number().gt(0).max(2),
      milesPerYear: z.number().int().positive(),
      /** Value lost per 10,000 miles above the normal (gained below it), in percent. */
      mileagePercentPer10k: percent,
      mileageFactorMin: z.number().gt(0).max(1),
      mileageFactorMax: z.number().min(1).max(2),
      /** Trade-in value = retail x this share - the dealer's cost per vehicle. */
      tradeInShareOfRetailPercent: percent,
      dealerCostPerVehicle: dollars,
      comparables: z.strictObject({
        yearWindow: z.number().int().min(0).max(5),
        soldWithinDays: z.number().int().min(0).max(3650),
        maxCount: z.number().int().min(1).max(1000),
        /** How many comparables' worth of trust the model alone gets. */
        priorWeight: z.number().gt(0),
        maxInventoryWeightPercent: percent,
        /** The inventory may move the model's value at most this far either way. */
        minRatio: z.number().gt(0).max(1),
        maxRatio: z.number().min(1).max(10),
      }),
    }),
    exteriorColors: z.array(label).min(1),
    vehicleOptions: z
      .array(z.strictObject({ value: z.string().regex(/^[a-z0-9-]{1,40}$/), label }))
      .default([]),
  })
  .refine((s) => s.moreCashLater.reserveCheckPercent + s.moreCashLater.profitShareCheckPercent === 100, {
    message: "reserveCheckPercent and profitShareCheckPercent must add up to 100",
    path: ["moreCashLater"],
  })
  .refine((s) => s.bringVehicleIn.minimumAgeYears <= s.bringVehicleIn.maximumAgeYears, {
    message: "minimumAgeYears must not exceed maximumAgeYears",
    path: ["bringVehicleIn"],
  });
export type TradeInSettings = z.infer<typeof tradeInSettingsSchema>;

/**
 * content/trade-in/reference-prices.json: new prices (base MSRP of `referenceYear`) by make
 * and model, the valuation model's starting point. A make without the model uses the
 * median of its models (or `makePrice`), an unknown make `defaultNewPrice`.
 */
export const referencePricesSchema = z.strictObject({
  defaultNewPrice: dollars.min(1000),
  makes: z
    .array(
      z
        .strictObject({
          make: label,
          makePrice: dollars.min(1000).optional(),
          models: z.array(z.strictObject({ model: label, newPrice: dollars.min(1000) })).default([]),
        })
        .refine((m) => m.makePrice !== undefined || m.models.length > 0, {
          message: "give makePrice or at least one model",
        }),
    )
    .min(1),
});
export type ReferencePrices = z.infer<typeof referencePricesSchema>;
