import type { Appraisal } from "./appraisal";
import type { TradeInDraft } from "./flow-steps";
import type { TradeInContent } from "./trade-in-content";

/**
 * The draft across languages. A seller answers in the page's language, but the appraisal is
 * the dealership's record and the lead e-mail's source, so it is made with the English
 * content (docs/i18n.md, "Leads"). Answers and equipment travel as values, the same in every
 * language; only the exterior color is a text of the settings, matched by its place in the list.
 */

/** `color` of `from`'s color list as `to` writes it (unchanged when it is not in the list). */
export function colorIn(color: string, from: TradeInContent, to: TradeInContent): string {
  if (from === to) return color;
  const index = from.settings.exteriorColors.findIndex((c) => c.toLowerCase() === color.trim().toLowerCase());
  return index < 0 ? color : (to.settings.exteriorColors[index] ?? color);
}

/** The draft a page (in `page`'s language) saved, as the English appraisal reads it. */
export function draftForAppraisal(
  draft: TradeInDraft,
  page: TradeInContent,
  english: TradeInContent,
): TradeInDraft {
  const color = draft.vehicle.exteriorColor;
  if (typeof color !== "string" || page === english) return draft;
  return { ...draft, vehicle: { ...draft.vehicle, exteriorColor: colorIn(color, page, english) } };
}

/**
 * The appraisal's vehicle and answers as a fresh draft's values ("start again" from an
 * expired offer). `made` is the content the appraisal was made with (English: its equipment
 * labels), `page` the language of the page the seller carries on in.
 */
export function draftFromAppraisal(
  made: TradeInContent,
  appraisal: Appraisal,
  page: TradeInContent = made,
): TradeInDraft {
  const options = appraisal.options.flatMap(
    (label) => made.settings.vehicleOptions.find((o) => o.label === label)?.value ?? [],
  );
  const vehicle: TradeInDraft["vehicle"] = {
    year: String(appraisal.vehicle.year),
    make: appraisal.vehicle.make,
    model: appraisal.vehicle.model,
    exteriorColor: colorIn(appraisal.exteriorColor, made, page),
    options,
  };
  if (appraisal.vehicle.trim) vehicle.trim = appraisal.vehicle.trim;
  if (appraisal.vin) vehicle.vin = appraisal.vin;
  if (appraisal.licencePlate) vehicle.licencePlate = appraisal.licencePlate;
  if (appraisal.state) vehicle.state = appraisal.state;
  const answers: TradeInDraft["answers"] = {};
  for (const [id, value] of Object.entries(appraisal.answers))
    answers[id] = typeof value === "number" ? String(value) : value;
  // Mileage is asked again: a week or more has passed.
  return { vehicle, answers, completed: [] };
}
