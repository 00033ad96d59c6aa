import { describe, expect, it } from "vitest";
import { careersSchema } from "~/features/leads/forms/careers";
import { tooLong, WHOLE_NUMBER_MESSAGE, ZIP_MESSAGE } from "~/features/leads/forms/common";
import { CREDIT_MESSAGES } from "~/features/leads/forms/credit-application";
import { financingSchema } from "~/features/leads/forms/financing";
import {
  afterExpiryMessage,
  closedMessage,
  expiryTimeMessage,
  INSPECTION_MESSAGES,
  hoursMessage as inspectionHoursMessage,
} from "~/features/leads/forms/sell-trade-inspection";
import { closedDayMessage, hoursMessage, SERVICE_MESSAGES } from "~/features/leads/forms/service";
import { CHOOSE_DAY, CHOOSE_TIME, DAY_NOT_OFFERED } from "~/features/leads/forms/test-drive";
import { timeOutsideHoursMessage } from "~/features/leads/forms/test-drive-calendar";
import { MESSAGES } from "~/features/leads/model/validation";
import { yearRangeMessage } from "~/features/trade-in/vehicle-identification";
import { PHONE_VERIFICATION_TEXTS } from "~/features/visitor/phone-verification.server";
import { hasMessage, translator } from "~/lib/i18n";
import { validationCatalogue } from "~/locales/validation";
import { RELOAD_PAGE } from "~/routes/api/phone-validation.server";
import { validationMessage } from "./validation-message";

/** The messages a schema gives for an empty form. */
function messagesOf(schema: {
  safeParse: (value: unknown) => { error?: { issues: { message: string }[] } };
}) {
  return (schema.safeParse({}).error?.issues ?? []).map((issue) => issue.message);
}

const FIXED_MESSAGES = [
  ...Object.values(MESSAGES),
  ...Object.values(CREDIT_MESSAGES),
  ...Object.values(SERVICE_MESSAGES),
  ...Object.values(INSPECTION_MESSAGES),
  ...Object.values(PHONE_VERIFICATION_TEXTS),
  CHOOSE_DAY,
  CHOOSE_TIME,
  DAY_NOT_OFFERED,
  WHOLE_NUMBER_MESSAGE,
  ZIP_MESSAGE,
  RELOAD_PAGE,
  ...messagesOf(careersSchema),
  ...messagesOf(financingSchema),
];

describe("validation messages", () => {
  it("has a Spanish text for every fixed message the forms, the lead action and the phone API give", () => {
    translator("es", validationCatalogue);
    expect(FIXED_MESSAGES.filter((message) => !hasMessage("es", message))).toEqual([]);
  });

  it("shows the spec's Spanish words, and English as it is", () => {
    expect(validationMessage(MESSAGES.required, "es")).toBe("Este campo es obligatorio");
    expect(validationMessage(MESSAGES.invalidEmail, "es")).toBe("Ingrese un correo electrónico válido");
    expect(validationMessage(MESSAGES.invalidPhone, "es")).toBe("Ingrese un número de teléfono válido");
    expect(validationMessage(MESSAGES.required, "en")).toBe("This field is required");
    expect(validationMessage("A message nobody translated.", "es")).toBe("A message nobody translated.");
  });

  it("translates every message built with values, with the values written in Spanish", () => {
    const day = { date: "2026-11-24", weekday: "Tuesday" as const, times: ["09:00", "09:30", "18:30"] };
    const cases: Array<[string, string]> = [
      [tooLong(5000), "Escriba menos de 5,000 caracteres."],
      [tooLong(100), "Escriba menos de 100 caracteres."],
      [closedDayMessage("Sunday"), "Los domingos estamos cerrados. Elija otro día."],
      [closedMessage("Saturday"), "Los sábados estamos cerrados. Elija otro día."],
      [hoursMessage("Monday", "07:30", "18:00"), "Los lunes damos citas de 7:30 a. m. a 5:30 p. m."],
      [
        inspectionHoursMessage("Friday", "09:00", "18:00"),
        "Los viernes inspeccionamos vehículos de 9:00 a. m. a 5:30 p. m.",
      ],
      [
        afterExpiryMessage("2026-12-03"),
        "Su oferta es válida hasta el 3 de diciembre de 2026. Elija una fecha no posterior a ese día.",
      ],
      [expiryTimeMessage("14:30"), "Ese día su oferta vence a las 2:30 p. m.; elija una hora más temprana."],
      [
        timeOutsideHoursMessage(day),
        "El martes, 24 de noviembre puede empezar su prueba de manejo entre las 9:00 a. m. y las 6:30 p. m.; elija uno de esos horarios.",
      ],
    ];
    for (const [english, spanish] of cases) {
      expect(validationMessage(english, "es"), english).toBe(spanish);
      expect(validationMessage(english, "en")).toBe(english);
    }
  });

  it("keeps every template's English text equal to what the schemas write", () => {
    const t = translator("en", validationCatalogue);
    expect(t("Please keep this under {max} characters.", { max: "5,000" })).toBe(tooLong(5000));
  });
});

describe("the trade-in's model year range", () => {
  it("is an ICU message with its years as values, so a Spanish page shows it in Spanish", () => {
    const message = yearRangeMessage(2026);
    expect(validationMessage(message, "es")).toBe("Ingrese un año modelo de 1981 a 2027.");
    expect(validationMessage(message, "en")).toBe(message);
  });
});
