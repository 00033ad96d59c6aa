import crypto from "node:crypto";
import type { Settings } from "~/features/company/settings.server";
import { getApp } from "~/lib/app.server";
import { encryptField } from "~/lib/crypto/field-encryption.server";
import type { DB } from "~/lib/db/connection.server";
import type { Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { parseCookies } from "./cookies";
import {
  type AdsValues,
  type FullCreditApplicationDetails,
  isLeadKind,
  type LeadDetailsFor,
  type LeadKind,
  type LeadUserInput,
  type LeadVehicleInput,
  type LeadVendor,
  type SellVehicleInput,
} from "./lead";
import { buildLeadPayload, pickAdsValues } from "./lead-payload";
import { type DeliveryChannel, type DeliveryFormat, insertLead } from "./lead-repository.server";
import { leadEncryptionKey } from "./lead-secrets.server";
import { notifyOutbox } from "./outbox-signal.server";
import { EMAIL_PATTERN, normalizeSsn } from "./validation";

/**
 * Accepting a lead: the one call every lead form's action (and /api/email/send) makes.
 *
 *   const result = await acceptLead({ kind: "CAREERS", idempotencyKey, user, details, url, request });
 *   return redirect("/thanks", { headers: result.headers });
 *
 * It builds the payload exactly as the spec says, encrypts any SSN, and stores the lead with
 * one outbox row per recipient (the store's e-mail recipient, plus each additional recipient
 * such as a staff member's primary e-mail) in ONE transaction. Only then may the page show
 * success: the delivery worker sends the e-mails, retrying until they go out.
 *
 * The same idempotency key twice gives the first lead's id with duplicate = true and stores
 * nothing. `headers` carries the Set-Cookie of the ADF prospect-status flag; pass it on.
 */

/** The session cookie marking that this browser already sent an ADF lead (status 'resend' after). */
export const PROSPECT_COOKIE = "adfLeadSent";
/** The cookie holding the visitor's tracked marketing parameters (JSON), when the site keeps it. */
export const ADS_VALUES_COOKIE = "adsValues";

export type AcceptLeadInput<K extends LeadKind = LeadKind> = {
  kind: K;
  /** From checkLeadForm() (the form's token), or the integration's Idempotency-Key. */
  idempotencyKey: string;
  user: LeadUserInput;
  vehicle?: LeadVehicleInput;
  sellVehicle?: SellVehicleInput;
  comments?: string;
  /** The page the lead was sent from. */
  url: string;
  details?: LeadDetailsFor<K>;
  /** The applicant's SSN (FULL_CREDIT_APP); stored encrypted, never in the payload. */
  ssn?: string;
  coBorrowerSsn?: string;
  /** More people who get a readable (text) copy, e.g. a staff member's primary e-mail. */
  additionalRecipients?: string[];
  /** Tracked marketing parameters, when not in the visitor's adsValues cookie. */
  adsValues?: AdsValues;
  /** A ready-made body an integration sent; kept in the payload and shown in the text e-mail. */
  html?: string;
  text?: string;
  request: Request;
};

export type AcceptLeadResult = { leadId: string; duplicate: boolean; headers: Headers };

/** A programming error in what a page passed (not a visitor's typing, which pages validate). */
export class LeadInputError extends Error {
  override name = "LeadInputError";
}

export type LeadServices = { db: DB; settings: Settings; env: Pick<Env, "dataDir" | "leads" | "siteUrl"> };

export function acceptLead<K extends LeadKind>(input: AcceptLeadInput<K>): Promise<AcceptLeadResult> {
  return acceptLeadWith(getApp(), input);
}

/** The dealership as the lead's vendor: its name, its general manager, its sales phone. */
export function vendorOf(settings: Settings): LeadVendor {
  const { company } = settings;
  return {
    vendorName: company.name,
    contact: { email: company.employee.generalManager.email, phone: company.sales.phone || company.phone },
  };
}

function readAdsCookie(cookies: Map<string, string>): AdsValues | undefined {
  const raw = cookies.get(ADS_VALUES_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object"
      ? pickAdsValues(parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function prospectCookie(request: Request, siteUrl: string): string {
  const secure = new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:");
  // No Max-Age or Expires: a session cookie, as the spec asks.
  return `${PROSPECT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function recipientsOf(
  settings: Settings,
  additional: string[] | undefined,
): Array<{ channel: DeliveryChannel; recipient: string; format: DeliveryFormat }> {
  const dealer = settings.email.recipient.trim();
  const rows: Array<{ channel: DeliveryChannel; recipient: string; format: DeliveryFormat }> = [
    { channel: "dealer", recipient: dealer, format: settings.email.type },
  ];
  const seen = new Set([dealer.toLowerCase()]);
  for (const raw of additional ?? []) {
    const recipient = raw.trim();
    if (!EMAIL_PATTERN.test(recipient))
      throw new LeadInputError("An additional recipient is not an e-mail address");
    if (seen.has(recipient.toLowerCase())) continue;
    seen.add(recipient.toLowerCase());
    // A person reads this copy, so it is always the readable text e-mail, never ADF XML.
    rows.push({ channel: "staff", recipient, format: "text" });
  }
  return rows;
}

export async function acceptLeadWith<K extends LeadKind>(
  services: LeadServices,
  input: AcceptLeadInput<K>,
): Promise<AcceptLeadResult> {
  const { db, settings, env } = services;
  const key = input.idempotencyKey?.trim();
  if (!key || key.length > 100) throw new LeadInputError("The idempotency key must be 1 to 100 characters");
  if (!isLeadKind(input.kind)) throw new LeadInputError("Unknown lead kind");

  const headers = new Headers();
  const cookies = parseCookies(input.request.headers.get("cookie"));
  const adf = settings.email.type === "adf";
  const prospectStatus = adf && cookies.get(PROSPECT_COOKIE) ? "resend" : "new";

  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  let details = input.details as LeadDetailsFor<LeadKind> | undefined;
  let ssnCiphertext: string | null = null;

  const ssn = input.ssn ? normalizeSsn(input.ssn) : undefined;
  const coBorrowerSsn = input.coBorrowerSsn ? normalizeSsn(input.coBorrowerSsn) : undefined;
  if ((input.ssn && !ssn) || (input.coBorrowerSsn && !coBorrowerSsn))
    throw new LeadInputError("An SSN is not valid; validate it with ssnField() first");
  if (ssn || coBorrowerSsn) {
    if (input.kind !== "FULL_CREDIT_APP")
      throw new LeadInputError("Only a full credit application carries an SSN");
    const sealed = JSON.stringify({ applicant: ssn ?? null, coBorrower: coBorrowerSsn ?? null });
    ssnCiphertext = encryptField(sealed, leadEncryptionKey(env), id);
    // The e-mail carries only the last four digits.
    const credit = (details ?? {}) as FullCreditApplicationDetails;
    details = {
      ...credit,
      ...(ssn ? { ssnLast4: ssn.slice(-4) } : {}),
      ...(credit.coBorrower && coBorrowerSsn
        ? { coBorrower: { ...credit.coBorrower, ssnLast4: coBorrowerSsn.slice(-4) } }
        : {}),
    } as FullCreditApplicationDetails;
  }

  const payload = buildLeadPayload(
    {
      kind: input.kind,
      user: input.user,
      vehicle: input.vehicle,
      sellVehicle: input.sellVehicle,
      comments: input.comments,
      url: input.url.slice(0, 2000),
      details,
      adsValues: readAdsCookie(cookies) ?? input.adsValues,
      html: input.html,
      text: input.text,
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
    deliveries: recipientsOf(settings, input.additionalRecipients),
  });

  if (!result.duplicate) {
    if (adf && prospectStatus === "new")
      headers.append("Set-Cookie", prospectCookie(input.request, env.siteUrl));
    notifyOutbox();
  }
  getLogger().info({ leadId: result.leadId, kind: input.kind, duplicate: result.duplicate }, "lead accepted");
  return { leadId: result.leadId, duplicate: result.duplicate, headers };
}
