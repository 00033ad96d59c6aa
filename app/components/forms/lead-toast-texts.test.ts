import { describe, expect, it } from "vitest";
import { CAREERS_TOASTS } from "~/features/leads/forms/careers";
import { CELL_PHONE_CONSENT } from "~/features/leads/forms/common";
import { CONTACT_TOASTS } from "~/features/leads/forms/contact";
import { CREDIT_TOASTS } from "~/features/leads/forms/credit-application";
import { FINANCING_TOASTS } from "~/features/leads/forms/financing";
import { SELL_TRADE_TOASTS } from "~/features/leads/forms/sell-trade";
import { INSPECTION_TOASTS } from "~/features/leads/forms/sell-trade-inspection";
import { SERVICE_TOASTS } from "~/features/leads/forms/service";
import { TEST_DRIVE_TOASTS } from "~/features/leads/forms/test-drive";
import { VEHICLE_QUESTION_TOASTS } from "~/features/leads/forms/vehicle-question";
import { translator } from "~/lib/i18n";
import { formsCatalogue } from "~/locales/forms";
import { leadToastText } from "./lead-toast-texts";

const ALL = [
  CAREERS_TOASTS,
  CONTACT_TOASTS,
  CREDIT_TOASTS,
  FINANCING_TOASTS,
  SELL_TRADE_TOASTS,
  INSPECTION_TOASTS,
  SERVICE_TOASTS,
  TEST_DRIVE_TOASTS,
  VEHICLE_QUESTION_TOASTS,
];
const texts = ALL.flatMap((toasts) => [toasts.success, toasts.error]).flatMap((t) => [t.summary, t.detail]);

describe("the lead forms' toasts", () => {
  it("are the spec's English words on an English page", () => {
    const t = translator("en", formsCatalogue);
    for (const text of texts) expect(leadToastText(text, t)).toBe(text);
  });

  it("all have Spanish words", () => {
    const t = translator("es", formsCatalogue);
    expect(texts.filter((text) => leadToastText(text, t) === text)).toEqual([]);
    expect(leadToastText(CONTACT_TOASTS.success.summary, t)).toBe("¡Mensaje enviado!");
  });

  it("leave a text they do not know as it is (a page's own, already translated)", () => {
    expect(leadToastText("¡Listo!", translator("es", formsCatalogue))).toBe("¡Listo!");
  });
});

describe("the call-and-text consent", () => {
  it("is the spec's English sentence on an English page", () => {
    expect(translator("en", formsCatalogue)("forms.phone.consent")).toBe(CELL_PHONE_CONSENT);
  });
});
