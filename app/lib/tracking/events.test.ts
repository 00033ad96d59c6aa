import { describe, expect, it } from "vitest";
import {
  AD_ITEM_DEFAULTS,
  ascVehicleFields,
  CONVERSION_VALUES,
  clickToCallEvents,
  conversationStarted,
  conversationStartedEvent,
  itemListEvents,
  itemViewEvents,
  leadConversionOf,
  leadSubmittedEvents,
  type PageInfo,
  pageTypeOf,
  pageViewEvents,
} from "./events";

const camry = {
  vin: "4T1B11HK5KU123456",
  stockNumber: "Q1234",
  price: 21_450,
  condition: "certified",
  year: 2019,
  make: "Toyota",
  model: "Camry",
  trim: "LE",
};
const page: PageInfo = {
  url: "https://cars.example.com/used-cars-for-sale?utm_source=x",
  path: "/used-cars-for-sale",
  title: "Used cars",
  language: "en",
};

describe("spec section 9's values", () => {
  it("are the conversion values and ad item defaults, in USD", () => {
    expect(CONVERSION_VALUES).toEqual({
      pageView: 0,
      lead: 0,
      fullCreditApplication: 50,
      instantScreen: 30,
      personalize: 20,
      schedule: 20,
      conversationStarted: 10,
      sellTrade: 10,
      clickToCall: 5,
      unlockInventory: 5,
      contact: 2,
      jobApplication: 2,
    });
    expect(AD_ITEM_DEFAULTS).toEqual({
      searchResults: 2,
      itemList: 3,
      itemView: 5,
      addToCart: 20,
      purchase: 30,
    });
  });

  it.each([
    ["FULL_CREDIT_APP", "fullCreditApplication", 50],
    ["APPLY_FINANCING", "instantScreen", 30],
    ["UNLOCK_PRICE", "personalize", 20],
    ["SCHEDULE_TEST_DRIVE", "schedule", 20],
    ["SERVICE", "schedule", 20],
    ["SELL_OR_TRADE", "sellTrade", 10],
    ["UNLOCK_INVENTORY", "unlockInventory", 5],
    ["CONTACT_SALES", "contact", 2],
    ["CONTACT_CUSTOMER_CARE", "contact", 2],
    ["STAFF_MEMBER", "contact", 2],
    ["CAREERS", "jobApplication", 2],
    ["SOMETHING_NEW", "lead", 0],
    ["constructor", "lead", 0],
  ])("a %s lead is a %s conversion worth %d", (kind, conversion, value) => {
    expect(leadConversionOf(kind).conversion).toBe(conversion);
    expect(CONVERSION_VALUES[leadConversionOf(kind).conversion]).toBe(value);
  });
});

describe("the vehicle's fields", () => {
  it("are ASC's item fields: VIN, stock number, price, condition (certified is cpo), year, make, model", () => {
    expect(ascVehicleFields(camry)).toEqual({
      item_id: "4T1B11HK5KU123456",
      item_number: "Q1234",
      item_price: 21450,
      item_condition: "cpo",
      item_year: 2019,
      item_make: "Toyota",
      item_model: "Camry",
      item_variant: "LE",
    });
  });

  it("leave out what a lead does not know, and read a lead's text numbers", () => {
    expect(
      ascVehicleFields({ vin: "1HGCM82633A004352", price: "$18,900", year: "2018", condition: "used" }),
    ).toEqual({ item_id: "1HGCM82633A004352", item_price: 18900, item_year: 2018, item_condition: "used" });
  });
});

describe("page views", () => {
  it.each([
    ["/", "home"],
    ["/auto-financing/apply-for-financing", "finance"],
    ["/service/schedule", "service"],
    ["/contact-us", "contact"],
    ["/our-company/careers", "about"],
    ["/special-offers/service", "specials"],
    ["/sell-trade-my-car/your-vehicle", "trade"],
    ["/car-research/some-article", "research"],
    ["/legal/privacy-policy", "other"],
  ])("%s is ASC's %s page", (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it("push GA4's page_view and ASC's asc_pageview", () => {
    expect(pageViewEvents({ ...page, path: "/contact-us" })).toEqual([
      {
        event: "page_view",
        page_location: page.url,
        page_path: "/contact-us",
        page_title: "Used cars",
        language: "en",
      },
      { event: "asc_pageview", event_owner: "dealer_website", page_type: "contact" },
    ]);
  });

  it("of a search page list its cars (view_item_list) with the item list's value", () => {
    const events = itemListEvents(page, { name: "Used cars for sale", total: 120, vehicles: [camry] });
    expect(events.map((e) => e.event)).toEqual([
      "page_view",
      "asc_pageview",
      "view_item_list",
      "asc_itemlist_pageview",
    ]);
    expect(events[1]).toMatchObject({ page_type: "itemlist" });
    expect(events[2]).toEqual({
      event: "view_item_list",
      ecommerce: {
        item_list_id: "/used-cars-for-sale",
        item_list_name: "Used cars for sale",
        currency: "USD",
        value: 3,
        items: [{ item_id: camry.vin, item_brand: "Toyota", price: 21450, index: 0 }],
      },
    });
    expect(events[3]).toEqual({
      event: "asc_itemlist_pageview",
      event_owner: "dealer_website",
      page_type: "itemlist",
      item_results: 120,
    });
  });

  it("of a vehicle's page carry the vehicle (view_item, asc_item_pageview)", () => {
    const events = itemViewEvents(page, camry);
    expect(events.map((e) => e.event)).toEqual([
      "page_view",
      "asc_pageview",
      "view_item",
      "asc_item_pageview",
    ]);
    expect(events[2]).toEqual({
      event: "view_item",
      ecommerce: {
        currency: "USD",
        value: 5,
        items: [
          {
            item_id: camry.vin,
            item_name: "2019 Toyota Camry",
            item_brand: "Toyota",
            item_category: "certified",
            item_variant: "LE",
            price: 21450,
          },
        ],
      },
    });
    expect(events[3]).toMatchObject({ page_type: "item", item_id: camry.vin, item_number: "Q1234" });
  });
});

describe("a stored lead", () => {
  it("is generate_lead with its value in USD and asc_form_submission with the vehicle, under one event id", () => {
    const [lead, asc] = leadSubmittedEvents({
      kind: "SCHEDULE_TEST_DRIVE",
      eventId: "e-1",
      vehicle: camry,
      pageType: "item",
    });
    expect(lead).toEqual({
      event: "generate_lead",
      event_id: "e-1",
      value: 20,
      currency: "USD",
      lead_type: "schedule",
      lead_kind: "SCHEDULE_TEST_DRIVE",
    });
    expect(asc).toEqual({
      event: "asc_form_submission",
      event_id: "e-1",
      event_owner: "dealer_website",
      page_type: "item",
      comm_type: "form",
      comm_outcome: "crm_update",
      department: "sales",
      form_name: "schedule_test_drive",
      form_type: "test_drive",
      ...ascVehicleFields(camry),
    });
  });

  it("without a vehicle carries no item fields", () => {
    const [lead, asc] = leadSubmittedEvents({ kind: "CAREERS", eventId: "e-2" });
    expect(lead).toMatchObject({ value: 2, currency: "USD" });
    expect(Object.keys(asc!).filter((k) => k.startsWith("item_"))).toEqual([]);
    expect(asc).toMatchObject({ page_type: "other", form_type: "employment" });
  });
});

describe("a tap on a phone number", () => {
  it("is click_to_call worth 5 and ASC's call interaction", () => {
    const [call, asc] = clickToCallEvents({
      href: "tel:+13095550100",
      text: " (309) 555-0100 ",
      pageType: "home",
    });
    expect(call).toEqual({ event: "click_to_call", value: 5, currency: "USD", phone_number: "+13095550100" });
    expect(asc).toMatchObject({
      event: "asc_cta_interaction",
      comm_type: "call",
      element_text: "(309) 555-0100",
      event_action_result: "call",
      link_url: "tel:+13095550100",
      page_type: "home",
    });
  });
});

describe("a chat conversation", () => {
  it.each([
    ["Jane Doe", {}, { firstName: "Jane", lastName: "Doe" }],
    ["Mary Ann van Dyke", {}, { firstName: "Mary", lastName: "Ann van Dyke" }],
    ["  Jane   Doe  ", {}, { firstName: "Jane", lastName: "Doe" }],
    ["Jane", { firstName: "Janet", lastName: "Smith" }, { firstName: "Jane", lastName: "Smith" }],
    ["", { firstName: "Janet", lastName: "Smith" }, { firstName: "Janet", lastName: "Smith" }],
    [undefined, { lastName: "Smith" }, { lastName: "Smith" }],
    [undefined, {}, {}],
  ])("names %j (stored %j) as %j", (name, stored, expected) => {
    expect(conversationStarted(name, stored)).toEqual(expected);
  });

  it("is ConversationStarted worth 10, with the chat's phone", () => {
    expect(
      conversationStartedEvent({ customer_name: "Jane Doe", customer_phone_value: "3095550123" }),
    ).toEqual({
      event: "ConversationStarted",
      value: 10,
      currency: "USD",
      user: { firstName: "Jane", lastName: "Doe", phone: "3095550123" },
    });
    expect(conversationStartedEvent({ customer_phone: "3095550124" }, { firstName: "Jo" }).user).toEqual({
      firstName: "Jo",
      phone: "3095550124",
    });
  });
});
