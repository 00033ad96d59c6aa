import { wallClock } from "~/lib/wall-clock";

/**
 * The appraisal's date and time as the dealership reads its own clock (settings.timeZone),
 * so an offer made at 11 pm in Moline is dated that day, not tomorrow in UTC.
 */
export type DealershipMoment = { date: string; time: string; year: number };

export function dealershipMoment(at: Date, timeZone: string): DealershipMoment {
  const { date, time, year } = wallClock(at, timeZone);
  return { date, time, year };
}

/** Whole years between a model year and the appraisal's year: a 2016 appraised in 2026 is 10. */
export function vehicleAgeYears(modelYear: number, appraisalYear: number): number {
  return appraisalYear - modelYear;
}
