import { CAREERS_TOASTS } from "~/features/leads/forms/careers";
import { SEND_ERROR_TOAST } from "~/features/leads/forms/common";
import { CONTACT_TOASTS } from "~/features/leads/forms/contact";
import { CREDIT_TOASTS } from "~/features/leads/forms/credit-application";
import { FINANCING_TOASTS } from "~/features/leads/forms/financing";
import { SELL_TRADE_TOASTS } from "~/features/leads/forms/sell-trade";
import { INSPECTION_TOASTS } from "~/features/leads/forms/sell-trade-inspection";
import { SERVICE_TOASTS } from "~/features/leads/forms/service";
import { TEST_DRIVE_TOASTS } from "~/features/leads/forms/test-drive";
import type { Translate } from "~/lib/i18n";

/**
 * The lead forms' toasts in the request's language. Each form's toasts are English constants
 * of its feature module (spec section 8's words, which the tests read); the `forms` catalogue
 * holds each text under an id, found here by the English text. A text that is not one of
 * them (a page that passes its own, already translated) is shown as it is.
 */
const TOAST_TEXT_IDS = new Map<string, string>([
  [SEND_ERROR_TOAST.summary, "forms.toast.error.summary"],
  [SEND_ERROR_TOAST.detail, "forms.toast.error.detail"],
  [SELL_TRADE_TOASTS.error.detail, "forms.toast.error.detailAgain"],
  [INSPECTION_TOASTS.error.detail, "forms.toast.error.detailAgain"],
  [CAREERS_TOASTS.error.detail, "forms.toast.careers.error.detail"],
  [TEST_DRIVE_TOASTS.error.detail, "forms.toast.testDrive.error.detail"],
  [CONTACT_TOASTS.success.summary, "forms.toast.messageSent"],
  [CAREERS_TOASTS.success.summary, "forms.toast.messageSent"],
  [CONTACT_TOASTS.success.detail, "forms.toast.contact.detail"],
  [CAREERS_TOASTS.success.detail, "forms.toast.careers.detail"],
  [FINANCING_TOASTS.success.summary, "forms.toast.applicationReceived"],
  [CREDIT_TOASTS.success.summary, "forms.toast.applicationReceived"],
  [FINANCING_TOASTS.success.detail, "forms.toast.financing.detail"],
  [CREDIT_TOASTS.success.detail, "forms.toast.credit.detail"],
  [TEST_DRIVE_TOASTS.success.summary, "forms.toast.testDrive.summary"],
  [TEST_DRIVE_TOASTS.success.detail, "forms.toast.testDrive.detail"],
  [SERVICE_TOASTS.success.summary, "forms.toast.service.summary"],
  [SERVICE_TOASTS.success.detail, "forms.toast.service.detail"],
  [SELL_TRADE_TOASTS.success.summary, "forms.toast.sellTrade.summary"],
  [SELL_TRADE_TOASTS.success.detail, "forms.toast.sellTrade.detail"],
  [INSPECTION_TOASTS.success.summary, "forms.toast.inspection.summary"],
  [INSPECTION_TOASTS.success.detail, "forms.toast.inspection.detail"],
]);

/** A lead form toast's text in the language of `t` (a translator over the forms catalogue). */
export function leadToastText(text: string, t: Translate): string {
  const id = TOAST_TEXT_IDS.get(text);
  return id ? t(id) : text;
}
