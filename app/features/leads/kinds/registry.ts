import { z } from "zod";
import type { LeadPayload, VehicleInterest } from "../model/lead";
import { careersKind } from "./careers";
import {
  type ContactDetails,
  type ContactLeadKind,
  contactKind,
  contactKindLabel,
  isContactLeadKind,
} from "./contact";
import { financingKind } from "./financing";
import { fullCreditApplicationKind } from "./full-credit-application";
import type { LeadDirectory, LeadKindEntry, LeadRetention, VisitorCopy } from "./kind";
import type { Section } from "./sections";
import { sellOrTradeKind } from "./sell-or-trade";
import { serviceKind } from "./service";
import { staffMemberKind } from "./staff-member";
import { testDriveKind } from "./test-drive";
import { unlockInventoryKind } from "./unlock-inventory";
import { unlockPriceKind } from "./unlock-price";

/**
 * Every lead kind of spec section 7, ONE entry each (label, details schema, e-mail sections,
 * extra recipients; see kind.ts). The intake, the payload builder, both e-mail renderers, the
 * integration API and `npm run leads` read a kind only through the functions below, so adding
 * a kind is one module beside this one, one line here, and the form that sends it.
 */
export const LEAD_KINDS = {
  UNLOCK_INVENTORY: unlockInventoryKind,
  UNLOCK_PRICE: unlockPriceKind,
  SCHEDULE_TEST_DRIVE: testDriveKind,
  SELL_OR_TRADE: sellOrTradeKind,
  STAFF_MEMBER: staffMemberKind,
  CAREERS: careersKind,
  APPLY_FINANCING: financingKind,
  FULL_CREDIT_APP: fullCreditApplicationKind,
  SERVICE: serviceKind,
  // biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own details type.
} as const satisfies Record<string, LeadKindEntry<any>>;

/** The kinds named once each; CONTACT_{target} is a family (contact.ts). */
export type FixedLeadKind = keyof typeof LEAD_KINDS;
export type LeadKind = FixedLeadKind | ContactLeadKind;
export type { ContactLeadKind };

export const FIXED_LEAD_KINDS = Object.keys(LEAD_KINDS) as FixedLeadKind[];

export type LeadDetailsByKind = { [K in FixedLeadKind]: z.output<(typeof LEAD_KINDS)[K]["details"]> };
export type LeadDetailsFor<K extends LeadKind> = K extends FixedLeadKind
  ? LeadDetailsByKind[K]
  : ContactDetails;
export type LeadDetails = LeadDetailsByKind[FixedLeadKind] | ContactDetails;

const isFixedLeadKind = (value: string): value is FixedLeadKind => Object.hasOwn(LEAD_KINDS, value);

export function isLeadKind(value: string): value is LeadKind {
  return isFixedLeadKind(value) || isContactLeadKind(value);
}
export const leadKindSchema = z.string().refine(isLeadKind, "unknown lead kind") as z.ZodType<LeadKind>;

/** The entry of a kind; undefined for a kind this version does not know (an old stored lead). */
export function leadKindEntry(kind: string): LeadKindEntry | undefined {
  if (isFixedLeadKind(kind)) return LEAD_KINDS[kind] as LeadKindEntry;
  if (isContactLeadKind(kind)) return contactKind as LeadKindEntry;
  return undefined;
}

/** The kind's human name, for subjects, the text e-mail and the leads CLI. */
export function leadKindLabel(kind: string): string {
  if (isContactLeadKind(kind)) return contactKindLabel(kind);
  return leadKindEntry(kind)?.label ?? kind;
}

/** The details schema of a kind. */
export function detailsSchemaFor(kind: LeadKind): z.ZodType {
  return leadKindEntry(kind)?.details ?? contactKind.details;
}

/** The lead's details as labelled sections (none when the lead has no details). */
export function detailSections(payload: LeadPayload): Section[] {
  if (!payload.details) return [];
  return leadKindEntry(payload.kind)?.sections(payload.details, payload) ?? [];
}

/** Who gets a readable copy besides the dealer, by the kind's rule and the directory. */
export function extraRecipientsOf(kind: LeadKind, details: unknown, directory: LeadDirectory): string[] {
  const entry = leadKindEntry(kind);
  return details !== undefined && entry?.extraRecipients ? entry.extraRecipients(details, directory) : [];
}

/** The e-mail the site wrote to the visitor about this lead, if its kind writes one. */
export function visitorCopyOf(kind: string, details: unknown): VisitorCopy | undefined {
  const entry = leadKindEntry(kind);
  return details !== undefined && entry?.visitorCopy ? entry.visitorCopy(details) : undefined;
}

/** The fixed kinds kept for this retention period (every contact kind is an 'inquiry'). */
export function kindsRetainedAs(retention: LeadRetention): FixedLeadKind[] {
  return FIXED_LEAD_KINDS.filter((kind) => (LEAD_KINDS[kind].retention ?? "inquiry") === retention);
}

/** The interest of the vehicle a lead names: 'buy', 'sell' or 'trade-in' for the visitor's own. */
export function vehicleInterestOf(kind: string): VehicleInterest {
  return leadKindEntry(kind)?.vehicleInterest ?? "buy";
}
