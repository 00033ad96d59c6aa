import crypto from "node:crypto";
import type { Settings } from "~/features/company/settings.server";
import type { StaffMember } from "~/features/company/staff";
import type { Visitor } from "~/features/visitor/visitor";
import { EMAIL_PATTERN } from "~/lib/contact-fields";
import { encryptField } from "~/lib/crypto/field-encryption.server";
import { siteEncryptionKey } from "~/lib/crypto/site-secrets.server";
import type { DB } from "~/lib/db/connection.server";
import type { Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { notifyOutbox } from "../delivery/outbox-signal.server";
import {
  extraRecipientsOf,
  isLeadKind,
  type LeadDetails,
  type LeadKind,
  leadKindEntry,
  visitorCopyOf,
} from "../kinds/registry";
import type { AcceptLeadInput, LeadVendor } from "../model/lead";
import { buildLeadPayload } from "../model/lead-payload";
import { type DeliveryChannel, type DeliveryFormat, insertLead } from "../model/lead-repository.server";
import { normalizeSsn } from "../model/validation";

/**
 * Accepting a lead: the one call every lead form's action (and /api/email/send) makes, with
 * the services, the lead (a form's mapper makes it from the valid form) and the visitor:
 *
 *   const result = await acceptLead(services, toCareersLead(value, form), context.visitor);
 *   if (result.markProspect) headers.append("Set-Cookie", await prospectCookie.serialize(true));
 *
 * It builds the payload exactly as the spec says, encrypts any SSN, and stores the lead with
 * one outbox row per recipient (the store's e-mail recipient, plus the kind's extra recipients
 * such as a staff member's primary e-mail, plus the e-mail the site wrote to the visitor when
 * the kind writes one: kind.ts visitorCopy) in ONE transaction. Only then may the page show
 * success: the delivery worker sends the e-mails, retrying until they go out.
 *
 * The same idempotency key twice gives the first lead's id with duplicate = true and stores
 * nothing. `markProspect` says the browser just sent its first ADF lead: the caller sets the
 * prospect flag (a session cookie) so the browser's later leads are 'resend'.
 */
export type { AcceptLeadInput };

export type AcceptLeadResult = { leadId: string; duplicate: boolean; markProspect: boolean };

/** What acceptLead needs to know of the browser that sent the lead (read from its cookies by the route). */
/** The browser's part in a lead; `language` is the page's (a Spanish page's lead says so to the dealer). */
export type LeadVisitor = Pick<Visitor, "prospectLeadSent" | "adsValues"> &
  Partial<Pick<Visitor, "language">>;

/** A lead stored without a browser (a script, a test): a first lead with no marketing parameters. */
export const NO_BROWSER: LeadVisitor = { prospectLeadSent: false, adsValues: undefined };

/** A programming error in what a page passed (not a visitor's typing, which pages validate). */
export class LeadInputError extends Error {
  override name = "LeadInputError";
}

export type LeadServices = {
  db: DB;
  settings: Settings;
  env: Pick<Env, "dataDir" | "leads">;
  /** The staff directory, where a kind's extra recipients are found (empty: nobody but the dealer). */
  staff: readonly StaffMember[];
};

/** The dealership as the lead's vendor: its name, its general manager, its sales phone. */
export function vendorOf(settings: Settings): LeadVendor {
  const { company } = settings;
  return {
    vendorName: company.name,
    contact: { email: company.employee.generalManager.email, phone: company.sales.phone || company.phone },
  };
}

type DeliveryPlan = Array<{ channel: DeliveryChannel; recipient: string; format: DeliveryFormat }>;

function recipientsOf(settings: Settings, extra: string[], visitor?: string): DeliveryPlan {
  const dealer = settings.email.recipient.trim();
  const rows: DeliveryPlan = [{ channel: "dealer", recipient: dealer, format: settings.email.type }];
  const seen = new Set([dealer.toLowerCase()]);
  for (const raw of extra) {
    const recipient = raw.trim();
    if (!EMAIL_PATTERN.test(recipient))
      throw new LeadInputError("An additional recipient is not an e-mail address");
    if (seen.has(recipient.toLowerCase())) continue;
    seen.add(recipient.toLowerCase());
    // A person reads this copy, so it is always the readable text e-mail, never ADF XML.
    rows.push({ channel: "staff", recipient, format: "text" });
  }
  // The visitor's own copy is the site's words, not the lead (kind.ts visitorCopy).
  if (visitor !== undefined) {
    if (!EMAIL_PATTERN.test(visitor.trim()))
      throw new LeadInputError("A visitor's copy is not to an e-mail address");
    rows.push({ channel: "visitor", recipient: visitor.trim(), format: "visitor" });
  }
  return rows;
}

/** The details with the SSNs' last four digits, and the SSNs sealed for the lead's own column. */
function sealSsns(
  input: AcceptLeadInput,
  details: LeadDetails | undefined,
  env: LeadServices["env"],
  leadId: string,
): { details: LeadDetails | undefined; ssnCiphertext: string | null } {
  const ssn = input.ssn ? normalizeSsn(input.ssn) : undefined;
  const coBorrowerSsn = input.coBorrowerSsn ? normalizeSsn(input.coBorrowerSsn) : undefined;
  if ((input.ssn && !ssn) || (input.coBorrowerSsn && !coBorrowerSsn))
    throw new LeadInputError("An SSN is not valid; validate it with ssnField() first");
  if (!ssn && !coBorrowerSsn) return { details, ssnCiphertext: null };
  const withSsnLast4 = leadKindEntry(input.kind)?.withSsnLast4;
  if (!withSsnLast4) throw new LeadInputError("Only a full credit application carries an SSN");
  const sealed = JSON.stringify({ applicant: ssn ?? null, coBorrower: coBorrowerSsn ?? null });
  return {
    ssnCiphertext: encryptField(sealed, siteEncryptionKey(env), leadId),
    // The e-mail carries only the last four digits.
    details: withSsnLast4(details, {
      applicant: ssn?.slice(-4),
      coBorrower: coBorrowerSsn?.slice(-4),
    }) as LeadDetails,
  };
}

export async function acceptLead<K extends LeadKind>(
  services: LeadServices,
  input: AcceptLeadInput<K>,
  visitor: LeadVisitor = NO_BROWSER,
): Promise<AcceptLeadResult> {
  const { db, settings, env } = services;
  const key = input.idempotencyKey?.trim();
  if (!key || key.length > 100) throw new LeadInputError("The idempotency key must be 1 to 100 characters");
  if (!isLeadKind(input.kind)) throw new LeadInputError("Unknown lead kind");

  const adf = settings.email.type === "adf";
  const prospectStatus = adf && visitor.prospectLeadSent ? "resend" : "new";
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const { details, ssnCiphertext } = sealSsns(input, input.details as LeadDetails | undefined, env, id);

  const payload = buildLeadPayload(
    {
      kind: input.kind,
      user: input.user,
      vehicle: input.vehicle,
      sellVehicle: input.sellVehicle,
      comments: input.comments,
      url: input.url.slice(0, 2000),
      reference: input.reference?.slice(0, 40),
      details,
      // The visitor's own cookie wins over what a caller passed.
      adsValues: visitor.adsValues ?? input.adsValues,
      html: input.html,
      text: input.text,
      language: visitor.language,
    },
    { vendor: vendorOf(settings), prospectStatus, requestDate: createdAt },
  );

  const result = await insertLead(db, {
    id,
    kind: input.kind,
    idempotencyKey: key,
    storeKey: settings.store.selectedStore,
    payload,
    ssnCiphertext,
    createdAt,
    deliveries: recipientsOf(
      settings,
      extraRecipientsOf(input.kind, details, { staff: services.staff }),
      // Only a lead of the site's own forms: the integration API passes no directory.
      services.staff.length > 0 ? visitorCopyOf(input.kind, details)?.to : undefined,
    ),
  });

  if (!result.duplicate) notifyOutbox();
  getLogger().info({ leadId: result.leadId, kind: input.kind, duplicate: result.duplicate }, "lead accepted");
  return {
    leadId: result.leadId,
    duplicate: result.duplicate,
    markProspect: !result.duplicate && adf && prospectStatus === "new",
  };
}
