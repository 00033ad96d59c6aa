import { isAllowedInBrowser } from "~/lib/consent/browser-consent";
import type { ChatPayload, TrackedVehicle } from "./events";

/**
 * The tag manager's data layer (`window.dataLayer`), the one way the site tells Google Tag
 * Manager what happened. Nothing is pushed until the visitor allowed analytics or targeting
 * cookies: before that the layer holds only the Consent Mode default (root's inline script),
 * and events of a visit nobody agreed to measure are dropped, not queued for later.
 * On the server every call does nothing.
 *
 * Every page loads this module (the experiments push through it): the event builders
 * (events.ts) are loaded on demand by the few calls that need them.
 */
export { conversationStarted, type StoredName } from "./chat-name";
export { AD_ITEM_DEFAULTS, CONVERSION_VALUES } from "./conversion-values";
export type { ChatPayload, TrackedVehicle };

type Entry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether any measuring is allowed: analytics (Google Analytics) or targeting (the ad platforms). */
export function measuringAllowed(): boolean {
  return isAllowedInBrowser("analytics") || isAllowedInBrowser("targeting");
}

/**
 * What one push writes: GA4 merges `ecommerce` objects across pushes, so an entry that has
 * one is preceded by `{ ecommerce: null }` and never inherits the last list's items.
 */
export function dataLayerEntries(entry: Entry): Entry[] {
  return "ecommerce" in entry ? [{ ecommerce: null }, entry] : [entry];
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === "undefined" || !measuringAllowed()) return;
  window.dataLayer ??= [];
  for (const item of dataLayerEntries(entry)) window.dataLayer.push(item);
}

const events = () => import("./events");

// Each stored lead is pushed once, whatever happens to the page after (a revalidation, a remount).
let trackedLeads: Set<string> | undefined;

/**
 * A lead the server stored (never called for a refused or failed submit): generate_lead with
 * the kind's value in USD and asc_form_submission with the vehicle, under the event id the
 * server sent to Facebook's Conversions API for the same lead.
 */
export async function trackLeadSubmitted(lead: {
  kind: string;
  eventId: string;
  vehicle?: TrackedVehicle;
  pageType?: string;
}): Promise<void> {
  trackedLeads ??= new Set();
  if (trackedLeads.has(lead.eventId)) return;
  trackedLeads.add(lead.eventId);
  for (const entry of (await events()).leadSubmittedEvents(lead)) pushToDataLayer(entry);
}

/** A tap on a `tel:` link: click_to_call (worth 5) and ASC's asc_cta_interaction. */
export async function trackClickToCall(call: {
  href: string;
  text: string;
  pageType: string;
}): Promise<void> {
  for (const entry of (await events()).clickToCallEvents(call)) pushToDataLayer(entry);
}

/**
 * The chat widget's "conversation started" (worth 10). The visitor's names and phone go with
 * it only when targeting is allowed: they are there for the ad platforms' matching.
 */
export async function trackConversationStarted(
  chat: ChatPayload,
  stored: { firstName?: string; lastName?: string } = {},
): Promise<void> {
  const event = (await events()).conversationStartedEvent(chat, stored);
  if (!isAllowedInBrowser("targeting")) delete event.user;
  pushToDataLayer(event);
}
