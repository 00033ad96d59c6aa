import { type ConsentState, isAllowed } from "~/features/consent/consent";
import type { AdsValues } from "~/features/visitor/marketing-params";
import { getLogger } from "~/lib/logger.server";
import { CONVERSION_VALUES, CURRENCY, leadConversionOf } from "~/lib/tracking/events";
import {
  conversionEvent,
  type FacebookConfig,
  isConfigured,
  sendConversionEvent,
} from "~/lib/tracking/facebook.server";
import type { LeadUserInput, LeadVehicleInput } from "../model/lead";

/**
 * A stored lead as a conversion: the browser pushes generate_lead and asc_form_submission
 * (lib/tracking/data-layer.ts) and the server sends Facebook's Conversions API a `Lead` under
 * the SAME event id, so Facebook counts the pixel's Lead and this one once.
 *
 * Facebook is an ad platform: the Lead goes only when the visitor allowed targeting cookies
 * (never under Global Privacy Control), and only when a pixel id and a token are configured.
 * The e-mail and phone are hashed by the forwarder (facebook.server.ts) before they leave;
 * the browser ids `_fbp` and `_fbc` (or an `_fbc` made from the fbclid the visitor arrived
 * with) go with it. With the `facebookLimitedDataUse` setting the event asks for Limited Data
 * Use, with the country and state left for Facebook to find from the address (1, 1000).
 *
 * Sending never holds up nor fails the lead: the page answers at once, the request has its
 * own timeout, and a failure is logged with the lead's kind only.
 */
export type LeadConversion = {
  kind: string;
  /** The event id the browser gets too. */
  eventId: string;
  user: Pick<LeadUserInput, "email" | "phone">;
  vehicle?: Pick<LeadVehicleInput, "vin">;
  consent: ConsentState;
  adsValues: AdsValues | undefined;
  /** The request's Cookie header, for the Facebook browser ids. */
  cookieHeader: string | null;
  clientIp: string;
  userAgent: string | undefined;
  /** The page the lead was sent from. */
  pageUrl: string;
  now?: Date;
};

export type LeadConversionSettings = { limitedDataUse: boolean };

/** One cookie's value from a Cookie header (the Facebook pixel's own cookies are plain text). */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = rest.join("=").trim();
      return value && value.length <= 500 ? value : undefined;
    }
  }
  return undefined;
}

/** `_fbc` as the pixel writes it: `fb.1.{creation time in ms}.{fbclid}`. */
export function fbcOf(cookieHeader: string | null, adsValues: AdsValues | undefined, now: Date) {
  const cookie = cookieValue(cookieHeader, "_fbc");
  if (cookie) return cookie;
  return adsValues?.fbclid ? `fb.1.${now.getTime()}.${adsValues.fbclid}` : undefined;
}

/** The Conversions API's event of a lead, or null when the visitor refused targeting. */
export function facebookLeadEvent(lead: LeadConversion, settings: LeadConversionSettings) {
  if (!isAllowed("targeting", lead.consent)) return null;
  const now = lead.now ?? new Date();
  const { conversion } = leadConversionOf(lead.kind);
  const userData: Record<string, string> = {};
  if (lead.user.email?.trim()) userData.em = lead.user.email;
  if (lead.user.phone?.trim()) userData.ph = lead.user.phone;
  const event = conversionEvent(
    {
      eventName: "Lead",
      event_id: lead.eventId,
      event_time: Math.floor(now.getTime() / 1000),
      value: CONVERSION_VALUES[conversion],
      currency: CURRENCY,
      fbp: cookieValue(lead.cookieHeader, "_fbp"),
      fbc: fbcOf(lead.cookieHeader, lead.adsValues, now),
      user_data: userData,
      custom_data: {
        lead_type: conversion,
        ...(lead.vehicle?.vin ? { content_ids: [lead.vehicle.vin], content_type: "vehicle" } : {}),
      },
      url: lead.pageUrl.slice(0, 2000),
    },
    { clientIp: lead.clientIp, userAgent: lead.userAgent, now },
  );
  return settings.limitedDataUse
    ? {
        ...event,
        data_processing_options: ["LDU"],
        data_processing_options_country: 1,
        data_processing_options_state: 1000,
      }
    : event;
}

/**
 * Sends the lead's Conversions API event when it may go. Resolves when done (true: sent) and
 * never rejects: a caller that does not wait loses nothing.
 */
export async function sendLeadConversion(
  config: FacebookConfig,
  settings: LeadConversionSettings,
  lead: LeadConversion,
): Promise<boolean> {
  if (!isConfigured(config)) return false;
  try {
    const event = facebookLeadEvent(lead, settings);
    if (!event) return false;
    await sendConversionEvent(config, event);
    return true;
  } catch (error) {
    // The kind and the reason only: the event holds the visitor's hashed details and address.
    getLogger().warn(
      { kind: lead.kind, err: { message: (error as Error).message } },
      "lead conversion not sent",
    );
    return false;
  }
}
