import { pathWithoutLanguage } from "~/lib/i18n/languages";
import {
  type ChatPayload,
  pushToDataLayer,
  type StoredName,
  type TrackedVehicle,
  trackClickToCall,
  trackConversationStarted,
  trackLeadSubmitted,
} from "~/lib/tracking/data-layer";
import {
  carsDirectVehicle,
  genericPageEvents,
  type MatchLike,
  pageInfoOf,
  pageTypeOfMatches,
  vehiclePageEvents,
} from "./page-events";

/**
 * Everything the tag manager needs in the browser, downloaded only once the visitor allowed
 * analytics or targeting (tracking-head.tsx imports it on demand): no page's first load
 * carries it. It loads Google Tag Manager with the page's CSP nonce, pushes each page's
 * view, reports taps on phone numbers, the chat widget's conversations and the leads the
 * server just stored.
 */
export type TrackingConfig = { gtmContainerId: string | null; chatWidget: boolean };

declare global {
  interface Window {
    /**
     * The chat widget's callback when a conversation starts (only with the chatWidget setting):
     * the widget's embed calls it with its payload, and may pass the names it already knows.
     */
    onConversationStarted?: (chat: ChatPayload, stored?: StoredName) => void;
  }
}

let started = false;
let lastPageKey: string | undefined;
/** The route matches of the page on screen, for the events that need its vehicle or type. */
let lastMatches: readonly MatchLike[] = [];

/**
 * The nonce of this page's scripts. The browser hides a nonce attribute's value once the page
 * is parsed, but keeps it on the element's `nonce` property.
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** GTM's own snippet: a script element carrying the page's nonce, which is what lets it run. */
function loadTagManager(containerId: string): void {
  if (document.querySelector("script[data-tag-manager]")) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.nonce = pageNonce();
  script.dataset.tagManager = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

function currentPageType(): string {
  return pageTypeOfMatches(pathWithoutLanguage(window.location.pathname), lastMatches);
}

/** One listener for the whole document: phone links are in the header, footer and pages alike. */
function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="tel:"]');
  if (!link) return;
  void trackClickToCall({
    href: link.getAttribute("href") ?? "",
    text: link.textContent ?? "",
    pageType: currentPageType(),
  });
}

/** Starts the tag manager and the listeners, once per page load. */
export function start(config: TrackingConfig): void {
  if (started || !config.gtmContainerId) return;
  started = true;
  loadTagManager(config.gtmContainerId);
  document.addEventListener("click", onClick, { capture: true });
  if (config.chatWidget)
    window.onConversationStarted = (chat, stored) => {
      void trackConversationStarted(chat ?? {}, stored ?? {});
    };
}

/** The view of the page on screen, once per navigation (the location's key). */
export function trackPage(
  location: { key: string; pathname: string; search: string },
  matches: readonly MatchLike[],
) {
  lastMatches = matches;
  if (lastPageKey === location.key) return;
  lastPageKey = location.key;
  const page = pageInfoOf(location, window.location.href, document.title);
  for (const entry of genericPageEvents(page, matches)) pushToDataLayer(entry);
  for (const entry of vehiclePageEvents(page, matches)) pushToDataLayer(entry);
}

/** The cookie the server sets with a stored lead (cookies.server.ts, leadEventCookie). */
const LEAD_COOKIE = "leadEvent";

type LeadCookie = { kind?: unknown; eventId?: unknown; vehicle?: TrackedVehicle };

function takeLeadCookie(): LeadCookie | undefined {
  const raw = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LEAD_COOKIE}=`))
    ?.slice(LEAD_COOKIE.length + 1);
  if (raw === undefined) return undefined;
  // Read once: a reload or the next page never pushes the same lead again.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = `${LEAD_COOKIE}=; Max-Age=0; Path=/`;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as LeadCookie;
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lead the server stored in answer to the last post (a form on this page, or a long form
 * that went on to its confirmation page). On a vehicle's page, the page's vehicle gives the
 * stock number the lead's own fields lack.
 */
export function trackStoredLead(matches: readonly MatchLike[]): void {
  const lead = takeLeadCookie();
  if (typeof lead?.kind !== "string" || typeof lead.eventId !== "string") return;
  lastMatches = matches;
  const onPage = carsDirectVehicle(matches);
  const vehicle = lead.vehicle?.vin && onPage?.vin === lead.vehicle.vin ? onPage : lead.vehicle;
  void trackLeadSubmitted({ kind: lead.kind, eventId: lead.eventId, vehicle, pageType: currentPageType() });
}
