import { answerText, validateAnswers } from "./answers";
import type { NewAppraisal } from "./appraisal";
import { dealershipMoment, vehicleAgeYears } from "./dealership-clock";
import { computeDeductions } from "./deductions";
import { buildOffers, offerExpiresAt } from "./offers";
import { chosenValues, visibleQuestions } from "./questionnaire";
import type { TradeInContent } from "./trade-in-content";
import type { TradeInValuer } from "./valuation-model";
import { type VehicleField, validateVehicle } from "./vehicle-identification";

/**
 * One appraisal, start to finish: check the vehicle and the answers, value the vehicle,
 * take the deductions, make the offers. Bad input comes back as messages keyed by field
 * (vehicle) and question id (answers), and then nothing is valued: a wrong answer set
 * never gets a price. Only the valuer can throw (its database or service being down).
 */
export type TradeInInput = {
  /** Form values of the vehicle fields (VEHICLE_FIELDS). */
  vehicle: unknown;
  /** Question id -> form value(s). */
  answers: unknown;
};

export type AppraisalErrors = {
  vehicle: Partial<Record<VehicleField, string>>;
  answers: Record<string, string>;
};

export type AppraiseResult = { ok: true; appraisal: NewAppraisal } | { ok: false; errors: AppraisalErrors };

export async function appraiseTradeIn(
  content: TradeInContent,
  valuer: TradeInValuer,
  input: TradeInInput,
  now: Date = new Date(),
): Promise<AppraiseResult> {
  const { settings, questionnaire } = content;
  const moment = dealershipMoment(now, settings.timeZone);
  const checkedVehicle = validateVehicle(input?.vehicle, settings, moment.year);
  const checkedAnswers = validateAnswers(questionnaire, input?.answers);
  if (!checkedVehicle.ok || !checkedAnswers.ok) {
    return {
      ok: false,
      errors: {
        vehicle: checkedVehicle.ok ? {} : checkedVehicle.errors,
        answers: checkedAnswers.ok ? {} : checkedAnswers.errors,
      },
    };
  }
  const vehicle = checkedVehicle.vehicle;
  const answers = checkedAnswers.answers;

  const valuation = await valuer.value(
    {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      mileage: vehicle.mileage,
    },
    now,
  );
  const deductions = computeDeductions(
    questionnaire,
    answers,
    valuation.tradeInValue,
    settings.deductions.tierPrice,
  );
  const asked = visibleQuestions(questionnaire, answers).filter((q) => answers[q.questionId] !== undefined);
  const severeDamageAnswers = asked.flatMap((q) =>
    q.answers
      .filter((a) => a.severeDamage && chosenValues(answers[q.questionId]).includes(a.value))
      .map((a) => a.label),
  );
  const offers = buildOffers(settings, {
    vehicle,
    ageYears: vehicleAgeYears(vehicle.year, moment.year),
    tradeInValue: valuation.tradeInValue,
    retailValue: valuation.retailValue,
    deductionTotal: deductions.total,
    severeDamageAnswers,
  });

  return {
    ok: true,
    appraisal: {
      licencePlate: vehicle.licencePlate,
      state: vehicle.state,
      vin: vehicle.vin,
      mileage: vehicle.mileage,
      exteriorColor: vehicle.exteriorColor,
      date: moment.date,
      time: moment.time,
      visibleOffers: offers.visibleOffers,
      selectedPayment: null,
      cashNow: offers.cashNow,
      moreCashLater: offers.moreCashLater,
      options: vehicle.options.map(
        (o) => settings.vehicleOptions.find((option) => option.value === o)?.label ?? o,
      ),
      questions: asked.map((q) => ({
        questionId: q.questionId,
        question: q.text,
        answer: answerText(q, answers[q.questionId]!),
      })),
      vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim },
      answers,
      valuation,
      deductions,
      bringVehicleIn: offers.bringVehicleIn,
      createdAt: now.toISOString(),
      expiresAt: offerExpiresAt(now, settings.offerValidityDays).toISOString(),
    },
  };
}
