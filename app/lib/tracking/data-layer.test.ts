import { afterEach, describe, expect, it } from "vitest";
import type { ConsentTier } from "~/lib/consent/rules";
import {
  CONVERSION_VALUES,
  conversationStarted,
  dataLayerEntries,
  pushToDataLayer,
  trackClickToCall,
  trackConversationStarted,
  trackLeadSubmitted,
} from "./data-layer";

/**
 * A minimal browser: the consent settings the head script leaves on window, no stored
 * choice, and Global Privacy Control on or off. At tier 1 every category counts as allowed
 * (targeting not under GPC); at tier 3 nothing is allowed until the visitor answers.
 */
function browser(tier: ConsentTier, gpc = false): unknown[] {
  const dataLayer: unknown[] = [];
  Object.assign(globalThis, {
    window: { __consentConfig: { tier, revision: 1 }, dataLayer },
    document: { cookie: "" },
  });
  Object.defineProperty(globalThis, "navigator", {
    value: { globalPrivacyControl: gpc },
    configurable: true,
  });
  return dataLayer;
}

const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
afterEach(() => {
  for (const name of ["window", "document"]) delete (globalThis as Record<string, unknown>)[name];
  if (originalNavigator) Object.defineProperty(globalThis, "navigator", originalNavigator);
});

describe("a push", () => {
  it("clears the last ecommerce object before one that has its own", () => {
    const list = { event: "view_item_list", ecommerce: { items: [] } };
    expect(dataLayerEntries(list)).toEqual([{ ecommerce: null }, list]);
    expect(dataLayerEntries({ event: "page_view" })).toEqual([{ event: "page_view" }]);
  });

  it("does nothing on the server", () => {
    expect(() => pushToDataLayer({ event: "page_view" })).not.toThrow();
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });

  it("writes nothing before the visitor allowed analytics or targeting", async () => {
    const layer = browser(3);
    pushToDataLayer({ event: "page_view" });
    await trackClickToCall({ href: "tel:+13095550100", text: "Call", pageType: "home" });
    expect(layer).toEqual([]);
  });

  it("writes once analytics is allowed", () => {
    const layer = browser(1);
    pushToDataLayer({ event: "view_item", ecommerce: { value: 5 } });
    expect(layer).toEqual([{ ecommerce: null }, { event: "view_item", ecommerce: { value: 5 } }]);
  });
});

describe("a stored lead", () => {
  it("is pushed once per event id, with its conversion value", async () => {
    const layer = browser(1);
    await trackLeadSubmitted({ kind: "FULL_CREDIT_APP", eventId: "lead-event-1" });
    await trackLeadSubmitted({ kind: "FULL_CREDIT_APP", eventId: "lead-event-1" });
    expect(layer.map((e) => (e as { event: string }).event)).toEqual([
      "generate_lead",
      "asc_form_submission",
    ]);
    expect(layer[0]).toMatchObject({ value: CONVERSION_VALUES.fullCreditApplication, currency: "USD" });
  });
});

describe("a chat conversation", () => {
  it("splits the chat's name at its first space, the stored names filling what is missing", () => {
    expect(conversationStarted("Jane Marie Doe", { firstName: "J", lastName: "D" })).toEqual({
      firstName: "Jane",
      lastName: "Marie Doe",
    });
    expect(conversationStarted("Jane", { firstName: "J", lastName: "Doe" })).toEqual({
      firstName: "Jane",
      lastName: "Doe",
    });
  });

  it("carries the visitor's names and phone only when targeting is allowed", async () => {
    const allowed = browser(1);
    await trackConversationStarted({ customer_name: "Jane Doe", customer_phone: "3095550123" });
    expect(allowed).toEqual([
      {
        event: "ConversationStarted",
        value: 10,
        currency: "USD",
        user: { firstName: "Jane", lastName: "Doe", phone: "3095550123" },
      },
    ]);
    // Global Privacy Control refuses targeting; analytics still counts the conversation.
    const refused = browser(1, true);
    await trackConversationStarted({ customer_name: "Jane Doe", customer_phone: "3095550123" });
    expect(refused).toEqual([{ event: "ConversationStarted", value: 10, currency: "USD" }]);
  });
});
