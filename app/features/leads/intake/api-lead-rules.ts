import { z } from "zod";
import { contactFields } from "../forms/common";
import { detailsSchemaFor } from "../kinds/registry";
import { MESSAGES } from "../model/validation";
import type { EmailSendLead } from "./api-lead";

/**
 * What makes an integration's lead complete, checked after `parseEmailSendRequest` has read
 * its shape and formats: the rules the site's own forms apply, so `/api/email/send` cannot
 * store a lead a form would have refused (an empty FULL_CREDIT_APP, a contact request with no
 * message, a lead with no one to answer).
 *
 * - The customer: a first and a last name (the forms' messages), and an e-mail or a phone
 *   (every form asks for both; an integration such as a chat widget may have only one, and
 *   spec section 5 lets an ADF lead go with either). Required in every body but a plain text
 *   message that names no kind: the spec's text shape is only a body.
 * - The details: a body that names its kind is checked against that kind's details schema
 *   in the lead-kind registry even when it sends none, so a kind whose form has required
 *   fields gets their messages. A body that names no kind (the spec's ADF and text shapes)
 *   carries its content in its comments or body instead.
 *
 * Errors are keyed where the body put the field (`payload.user.firstName`,
 * `customer.contact.first_name`, `details.residences`).
 */
export const CONTACT_NEEDED = "Enter an e-mail address or a phone number.";

type CustomerField = "firstName" | "lastName" | "email" | "phone";

const HELPER_NAMES = { firstName: "firstName", lastName: "lastName", email: "email", phone: "phone" };
const ADF_NAMES = { firstName: "first_name", lastName: "last_name", email: "email", phone: "phone" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where this body keeps the customer, and what it calls each field. */
function customerFieldsOf(body: Record<string, unknown>): {
  prefix: string;
  names: Record<CustomerField, string>;
} {
  if (isObject(body.customer)) return { prefix: "customer.contact", names: ADF_NAMES };
  if (isObject(body.payload)) return { prefix: "payload.user", names: HELPER_NAMES };
  return { prefix: "user", names: HELPER_NAMES };
}

const names = z.object({ firstName: contactFields.firstName, lastName: contactFields.lastName });

/** A missing field gets the forms' 'This field is required'; other issues keep their message. */
const requiredWhenMissing = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.required : undefined;

/** The fields that keep this lead from being one a form would send, or undefined when it is complete. */
export function incompleteApiLead(body: unknown, lead: EmailSendLead): Record<string, string> | undefined {
  const record = isObject(body) ? body : {};
  const namesKind = typeof record.kind === "string";
  const isPlainText = !isObject(record.customer) && !isObject(record.payload) && !namesKind;
  const errors: Record<string, string> = {};

  if (!isPlainText) {
    const { prefix, names: fieldNames } = customerFieldsOf(record);
    const checked = names.safeParse({ firstName: lead.user.firstName, lastName: lead.user.lastName });
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const key = `${prefix}.${fieldNames[issue.path[0] as CustomerField]}`;
        errors[key] ??= issue.message;
      }
    if (!lead.user.email && !lead.user.phone) {
      errors[`${prefix}.${fieldNames.email}`] = CONTACT_NEEDED;
      errors[`${prefix}.${fieldNames.phone}`] = CONTACT_NEEDED;
    }
  }

  if (namesKind) {
    const details = detailsSchemaFor(lead.kind).safeParse(lead.details ?? {}, { error: requiredWhenMissing });
    if (!details.success)
      for (const issue of details.error.issues)
        errors[["details", ...issue.path].join(".")] ??= issue.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}
