import { z } from "zod";
import { CONTACT_INQUIRIES, type ContactLeadKind } from "../kinds/contact";
import type { AcceptLeadInput } from "../model/lead";
import { MESSAGES } from "../model/validation";
import { choiceField, contactFields, type LeadFormContext, messageField, SEND_ERROR_TOAST } from "./common";

/**
 * The contact form (spec section 5): one of 7 inquiry topics, a message and the
 * visitor's contact details. Each topic names the department it goes to (`to`), and
 * the lead kind is CONTACT_{to}, so the CRM can route it without reading the text.
 */
// One list for the form and the kind family (app/features/leads/kinds/contact.ts).
export const CONTACT_TOPICS = CONTACT_INQUIRIES;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

const TOPIC_VALUES = CONTACT_TOPICS.map((t) => t.value) as unknown as readonly ["1", ...string[]];

export const contactSchema = z.object({
  inquiry: choiceField(TOPIC_VALUES, MESSAGES.required),
  message: messageField,
  ...contactFields,
});
export type ContactForm = z.infer<typeof contactSchema>;

export function contactTopic(value: string): ContactTopic {
  const topic = CONTACT_TOPICS.find((t) => t.value === value);
  if (!topic) throw new RangeError(`unknown contact topic ${value}`);
  return topic;
}

export function contactLeadKind(topic: ContactTopic): ContactLeadKind {
  return `CONTACT_${topic.to}`;
}

/** The CONTACT_{target} lead of a valid contact form. */
export function toContactLead(value: ContactForm, form: LeadFormContext): AcceptLeadInput<ContactLeadKind> {
  const topic = contactTopic(value.inquiry);
  return {
    kind: contactLeadKind(topic),
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    // The message is in the details (the e-mails show it once, labelled), not repeated as comments.
    details: { inquiry: { name: topic.name, to: topic.to }, message: value.message },
  };
}

export const topicOptions = CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.name }));

/** The contact form's id: its Conform id, and the form its tokens are issued for. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * The toasts of spec section 8, word for word except its misspellings ('succesfully',
 * 'contact with you', 'infromation', 'gice'), published corrected (docs/decisions.md).
 */
export const CONTACT_TOASTS = {
  success: {
    summary: "Message sent!",
    detail: "Your message was successfully sent. Someone from our dealership team will contact you soon.",
  },
  error: SEND_ERROR_TOAST,
} as const;
