import { z } from "zod";
import { CONTACT_INQUIRIES, type ContactLeadKind } from "../lead";
import { MESSAGES } from "../validation";
import { choiceField, contactFields, messageField } from "./common";

/**
 * The contact form (spec section 5): one of 7 inquiry topics, a message and the
 * visitor's contact details. Each topic names the department it goes to (`to`), and
 * the lead kind is CONTACT_{to}, so the CRM can route it without reading the text.
 */
// One list for the form and the integration API (app/features/leads/lead.ts).
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

export const topicOptions = CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.name }));

/** The agreement and consent texts under the form (spec section 5). */
export const CELL_PHONE_CONSENT =
  "By providing your cell phone number, you agree to be contacted by call or text, including by auto-dialers or prerecorded messages, at the number provided. Standard message and data rates may apply.";

/** The toasts of spec section 8, word for word (their spelling included). */
export const CONTACT_TOASTS = {
  success: {
    summary: "Message sent!",
    detail: "Your message was succesfully sent. Someone from our dealership team will contact with you soon.",
  },
  error: {
    summary: "Something went wrong",
    detail: "There was an error on sending your infromation. Please try again or just gice us a call",
  },
} as const;
