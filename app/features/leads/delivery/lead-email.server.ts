import type { Settings } from "~/features/company/settings.server";
import { EMAIL_PATTERN } from "~/lib/contact-fields";
import type { OutgoingMail } from "~/lib/mail/mailer.server";
import { visitorCopyOf } from "../kinds/registry";
import type { DeliveryRow, StoredLead } from "../model/lead-repository.server";
import { renderAdf } from "./adf.server";
import { renderTextEmail } from "./text-email";

/**
 * The e-mail of one outbox row. Rendered when it is sent, from the stored payload and the
 * store's e-mail settings of that moment, so a dealer who fixes the settings and runs
 * `npm run leads -- retry` gets the corrected e-mail. The subject is always the settings'
 * (default 'Website Lead'): CRMs file leads by it.
 */
export function leadEmail(
  lead: StoredLead,
  delivery: Pick<DeliveryRow, "id" | "recipient" | "format">,
  context: { settings: Settings; siteUrl: string; mailFrom?: string },
): OutgoingMail {
  const host = hostnameOf(context.siteUrl);
  const { settings } = context;
  const from = context.mailFrom ?? `"${settings.company.name.replace(/"/g, "")} Website" <leads@${host}>`;
  if (delivery.format === "visitor") {
    // The site's own e-mail to the visitor, as written when the lead was accepted: nothing of
    // the lead (what the visitor typed) goes to the address they typed.
    const copy = visitorCopyOf(lead.kind, lead.payload.details);
    if (!copy) throw new Error("the lead has no visitor copy");
    return {
      from,
      to: delivery.recipient,
      subject: copy.subject,
      text: copy.text,
      messageId: `<lead-${lead.id}.${delivery.id}@${host}>`,
    };
  }
  const body =
    delivery.format === "adf"
      ? renderAdf(lead.payload, { leadId: lead.id, settings: settings.email, siteUrl: context.siteUrl })
      : renderTextEmail(lead.payload, { leadId: lead.id });
  const customerEmail = lead.payload.user.email;
  return {
    from,
    to: delivery.recipient,
    subject: settings.email.subject || "Website Lead",
    text: body,
    messageId: `<lead-${lead.id}.${delivery.id}@${host}>`,
    // A person answering the text e-mail answers the customer; a CRM reads the ADF instead.
    replyTo:
      delivery.format === "text" && customerEmail && EMAIL_PATTERN.test(customerEmail)
        ? customerEmail
        : undefined,
    headers: { "X-Lead-Id": lead.id, "X-Lead-Kind": lead.kind },
  };
}

/** The .eml file name of a delivery: sortable by time, the same on every retry. */
export function emlFileName(lead: Pick<StoredLead, "id" | "createdAt">, deliveryId: number): string {
  const stamp = lead.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `${stamp}-lead-${lead.id}-${deliveryId}.eml`;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "localhost";
  }
}
