import { conversationStarted, type StoredName } from "./chat-name";
import { AD_ITEM_DEFAULTS, CONVERSION_VALUES, type Conversion, CURRENCY } from "./conversion-values";

/**
 * The data layer's events, built as plain objects (no window, no consent: data-layer.ts
 * decides whether they are pushed). Two vocabularies side by side, so the tag manager can
 * feed Google Analytics and the automotive vendors without a translation layer:
 *
 * - GA4's recommended events: page_view, view_item_list, view_item, generate_lead (value
 *   and currency), with the `ecommerce` object GA4 reads from the data layer;
 * - the Automotive Standards Council's (ASC) events: asc_pageview, asc_itemlist_pageview,
 *   asc_item_pageview, asc_cta_interaction, asc_form_submission, with the vehicle's VIN,
 *   stock number, price, condition, year, make and model in ASC's `item_*` fields.
 *
 * No event carries what a visitor typed, except ConversationStarted's names and phone, which
 * the chat widget itself reports (spec section 7).
 */

export { conversationStarted, type StoredName } from "./chat-name";
export { AD_ITEM_DEFAULTS, CONVERSION_VALUES, type Conversion, CURRENCY } from "./conversion-values";

/** Who sends the ASC events (ASC's `event_owner`): the dealer's own website, not a vendor's widget. */
const EVENT_OWNER = "dealer_website";

/** ASC's department of a form or a call. */
type Department = "sales" | "service" | "unknown";

/**
 * What a lead kind is worth and how ASC files it. The kinds are the lead registry's
 * (features/leads/kinds/registry.ts): the pre-approval form is the "instant screen", the
 * price unlock is "personalize", a test drive or a service visit is "schedule"; a message
 * to a department or a staff member is "contact". An unknown kind is a plain lead (0).
 */
const LEAD_KIND_CONVERSIONS: Record<
  string,
  { conversion: Conversion; formType: string; department: Department }
> = {
  FULL_CREDIT_APP: { conversion: "fullCreditApplication", formType: "finance", department: "sales" },
  APPLY_FINANCING: { conversion: "instantScreen", formType: "finance", department: "sales" },
  UNLOCK_PRICE: { conversion: "personalize", formType: "pricing", department: "sales" },
  SCHEDULE_TEST_DRIVE: { conversion: "schedule", formType: "test_drive", department: "sales" },
  SERVICE: { conversion: "schedule", formType: "service", department: "service" },
  SELL_OR_TRADE: { conversion: "sellTrade", formType: "trade_in", department: "sales" },
  UNLOCK_INVENTORY: { conversion: "unlockInventory", formType: "inventory_unlock", department: "sales" },
  STAFF_MEMBER: { conversion: "contact", formType: "consumer_contact", department: "unknown" },
  CAREERS: { conversion: "jobApplication", formType: "employment", department: "unknown" },
};

export function leadConversionOf(kind: string): {
  conversion: Conversion;
  formType: string;
  department: Department;
} {
  const known = Object.hasOwn(LEAD_KIND_CONVERSIONS, kind) ? LEAD_KIND_CONVERSIONS[kind] : undefined;
  if (known) return known;
  if (kind.startsWith("CONTACT_"))
    return { conversion: "contact", formType: "consumer_contact", department: "sales" };
  return { conversion: "lead", formType: "other", department: "unknown" };
}

/** The vehicle fields events carry; our Vehicle type (features/inventory/vehicle.ts) fits it. */
export type TrackedVehicle = {
  vin: string;
  stockNumber?: string;
  price?: number | string;
  /** used, new or certified. */
  condition?: string;
  year?: number | string;
  make?: string;
  model?: string;
  trim?: string;
};

type Entry = Record<string, unknown>;

const numberOf = (value: number | string | undefined) => {
  const n = typeof value === "string" ? Number(value.replace(/[^\d.]/g, "")) : value;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};

/** Only the fields that have a value, so an event never says `undefined`. */
function defined(entry: Entry): Entry {
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined && v !== ""));
}

/** ASC's `item_condition`: a certified car is "cpo" (certified pre-owned). */
function ascCondition(condition: string | undefined): string | undefined {
  if (!condition) return undefined;
  const c = condition.toLowerCase();
  return c === "certified" ? "cpo" : c;
}

/** ASC's vehicle fields of a vehicle. */
export function ascVehicleFields(vehicle: TrackedVehicle): Entry {
  return defined({
    item_id: vehicle.vin,
    item_number: vehicle.stockNumber,
    item_price: numberOf(vehicle.price),
    item_condition: ascCondition(vehicle.condition),
    item_year: numberOf(vehicle.year),
    item_make: vehicle.make,
    item_model: vehicle.model,
    item_variant: vehicle.trim,
  });
}

/** GA4's item of a vehicle. */
export function gaItem(vehicle: TrackedVehicle, index?: number): Entry {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
  return defined({
    item_id: vehicle.vin,
    item_name: name,
    item_brand: vehicle.make,
    item_category: vehicle.condition,
    item_variant: vehicle.trim,
    price: numberOf(vehicle.price),
    index,
  });
}

/** ASC's page type of a path (without the /es prefix). */
export function pageTypeOf(path: string): string {
  if (path === "/" || path === "") return "home";
  if (/^\/(auto-financing)(\/|$)/.test(path)) return "finance";
  if (/^\/service(\/|$)/.test(path)) return "service";
  if (/^\/(contact-us|amp-contact-request-confirmation)(\/|$)/.test(path)) return "contact";
  if (/^\/(our-company|referrals)(\/|$)/.test(path)) return "about";
  if (/^\/special-offers(\/|$)/.test(path)) return "specials";
  if (/^\/sell-trade-my-car(\/|$)/.test(path)) return "trade";
  if (/^\/(car-research|help-center)(\/|$)/.test(path)) return "research";
  return "other";
}

export type PageInfo = {
  /** The page's address (location.href, campaign parameters included: that is how they are attributed). */
  url: string;
  /** The path without the language prefix. */
  path: string;
  title: string;
  language: string;
};

/** Any page's view: GA4's page_view and ASC's asc_pageview. */
export function pageViewEvents(page: PageInfo, pageType = pageTypeOf(page.path)): Entry[] {
  return [
    {
      event: "page_view",
      page_location: page.url,
      page_path: page.path,
      page_title: page.title,
      language: page.language,
    },
    { event: "asc_pageview", event_owner: EVENT_OWNER, page_type: pageType },
  ];
}

/** Items of a list sent with an event: enough to tell them apart (GA4 caps a list at 200). */
const MAX_LIST_ITEMS = 50;

/** A search results page: its page view, GA4's view_item_list and ASC's asc_itemlist_pageview. */
export function itemListEvents(
  page: PageInfo,
  list: { name: string; total: number; vehicles: readonly TrackedVehicle[] },
): Entry[] {
  const items = list.vehicles
    .slice(0, MAX_LIST_ITEMS)
    .map((v, index) => defined({ item_id: v.vin, item_brand: v.make, price: numberOf(v.price), index }));
  return [
    ...pageViewEvents(page, "itemlist"),
    {
      event: "view_item_list",
      ecommerce: {
        item_list_id: page.path,
        item_list_name: list.name,
        currency: CURRENCY,
        value: AD_ITEM_DEFAULTS.itemList,
        items,
      },
    },
    {
      event: "asc_itemlist_pageview",
      event_owner: EVENT_OWNER,
      page_type: "itemlist",
      item_results: list.total,
    },
  ];
}

/** A vehicle's own page: its page view, GA4's view_item and ASC's asc_item_pageview. */
export function itemViewEvents(page: PageInfo, vehicle: TrackedVehicle): Entry[] {
  return [
    ...pageViewEvents(page, "item"),
    {
      event: "view_item",
      ecommerce: { currency: CURRENCY, value: AD_ITEM_DEFAULTS.itemView, items: [gaItem(vehicle)] },
    },
    { event: "asc_item_pageview", event_owner: EVENT_OWNER, page_type: "item", ...ascVehicleFields(vehicle) },
  ];
}

/**
 * A lead the dealership stored: GA4's generate_lead with the kind's value, and ASC's
 * asc_form_submission with the vehicle the lead is about. `eventId` is the id the server
 * sent to Facebook's Conversions API with the same lead, so the two count once.
 */
export function leadSubmittedEvents(lead: {
  kind: string;
  eventId: string;
  vehicle?: TrackedVehicle;
  pageType?: string;
}): Entry[] {
  const { conversion, formType, department } = leadConversionOf(lead.kind);
  return [
    {
      event: "generate_lead",
      event_id: lead.eventId,
      value: CONVERSION_VALUES[conversion],
      currency: CURRENCY,
      lead_type: conversion,
      lead_kind: lead.kind,
    },
    {
      event: "asc_form_submission",
      event_id: lead.eventId,
      event_owner: EVENT_OWNER,
      page_type: lead.pageType ?? "other",
      comm_type: "form",
      comm_outcome: "crm_update",
      department,
      form_name: lead.kind.toLowerCase(),
      form_type: formType,
      ...(lead.vehicle ? ascVehicleFields(lead.vehicle) : {}),
    },
  ];
}

/** A tap on one of the dealership's phone numbers. */
export function clickToCallEvents(call: { href: string; text: string; pageType: string }): Entry[] {
  return [
    {
      event: "click_to_call",
      value: CONVERSION_VALUES.clickToCall,
      currency: CURRENCY,
      phone_number: call.href.replace(/^tel:/i, ""),
    },
    {
      event: "asc_cta_interaction",
      event_owner: EVENT_OWNER,
      page_type: call.pageType,
      comm_type: "call",
      element_type: "phone",
      element_text: call.text.trim().slice(0, 100),
      event_action: "click",
      event_action_result: "call",
      link_url: call.href,
      department: "unknown",
    },
  ];
}

/** What a chat widget reports when a conversation starts (spec section 7's chat payload). */
export type ChatPayload = {
  customer_name?: string;
  customer_phone_value?: string;
  customer_phone?: string;
};

/** The ConversationStarted event of a chat payload. */
export function conversationStartedEvent(chat: ChatPayload, stored: StoredName = {}): Entry {
  const phone = chat.customer_phone_value ?? chat.customer_phone;
  return {
    event: "ConversationStarted",
    value: CONVERSION_VALUES.conversationStarted,
    currency: CURRENCY,
    user: defined({ ...conversationStarted(chat.customer_name, stored), phone }),
  };
}
