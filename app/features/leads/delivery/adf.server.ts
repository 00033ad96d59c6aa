import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { EmailSettings } from "~/features/company/settings-schema";
import { type AdsValues, TRACKED_PARAMS } from "~/features/visitor/marketing-params";
import { formatPhone } from "~/lib/contact-fields";
import { detailSections, leadKindEntry, leadKindLabel, vehicleInterestOf } from "../kinds/registry";
import { sectionsAsText } from "../kinds/sections";
import { type LeadPayload, type LeadVehicle, preferredLanguageOf, type VehicleInterest } from "../model/lead";
import { commentsBeyondDetails } from "./lead-comments";

/**
 * The lead as ADF XML (Auto-lead Data Format 1.0), valid against docs/adf/adf.dtd for
 * every lead kind:
 *
 * - prospect status: `new` for the first ADF lead of a browser, `resend` after;
 * - one vehicle element per real vehicle (a car named twice, e.g. as the payload's vehicle and
 *   in a service appointment's cars, is one element), and at least one, which the DTD requires. A lead about no vehicle (a job application,
 *   a contact message) gets a placeholder: `<vehicle interest="buy" status="used">` with
 *   empty year, make and model and the comment "No vehicle of interest ({kind})". CRMs read
 *   an empty year/make/model as "no vehicle"; inventing one would mislead the salesperson.
 *   A kind may add vehicles of its own (a service appointment's cars, with the comment
 *   "Vehicle for service") and a timeframe (the appointment's start and end): its registry
 *   entry's `adf` part says what;
 * - a vehicle the visitor sells has interest `sell`; every other vehicle `buy`, as spec section 4
 *   says, a service appointment's cars too (their comment "Vehicle for service" says why they are named);
 * - every contact has an e-mail or a phone: the payload builder already writes phone
 *   'Not provided' when the visitor gave neither;
 * - phones in the adf mask 999-999-9999;
 * - the vendor (the dealership) and, when the store's e-mail settings name one, the provider;
 * - a lead sent from a Spanish page says "Preferred language: Spanish" in the customer's
 *   comments (the lead stays in English; the store answers in Spanish);
 * - comments: ADF 1.0 has no prospect-level comments, so the lead's top-level comments and the
 *   kind's details (the contact message, the credit history with the SSN's last four digits
 *   only) go into the customer's comments, each thing the visitor wrote once (lead-comments.ts). For the provider named in
 *   `mergeCommentsForProvider`, whose CRM reads only that one field, the vehicles' comments
 *   are merged there too and left out of the vehicles;
 * - the campaign that brought the visitor (spec section 9: utm_*, gclid, fbclid, gbraid,
 *   gwraid, from the adsValues cookie or the integration's call) closes the customer's
 *   comments as "Ad user information", one `name: value` line each, as the text e-mail's
 *   block: ADF 1.0 has no element for it, and the comments are what every CRM shows.
 */
export type AdfContext = {
  leadId: string;
  settings: Pick<EmailSettings, "provider" | "mergeCommentsForProvider">;
  /**
   * The site's address (SITE_URL): the provider's `<url>` is where the site really runs, not
   * whatever the content file says (the demo's said http://localhost:3000 in production).
   */
  siteUrl?: string;
};

// Characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (value: string | number) => String(value).replace(INVALID_XML, "");

function el(
  parent: XMLBuilder,
  name: string,
  value: string | number | undefined,
  attributes?: Record<string, string>,
) {
  if (value === undefined || String(value).trim() === "") return;
  parent.ele(name, attributes).txt(xmlText(value));
}

/** True when the store's provider is the one whose CRM wants every comment in one place. */
export function mergesComments(settings: AdfContext["settings"]): boolean {
  const provider = settings.provider?.name.trim().toLowerCase();
  const merging = settings.mergeCommentsForProvider?.trim().toLowerCase();
  return Boolean(provider && merging && provider === merging);
}

type AdfVehicle = {
  interest: VehicleInterest;
  status: "new" | "used";
  year?: string;
  make?: string;
  model?: string;
  vin?: string;
  trim?: string;
  bodystyle?: string;
  transmission?: string;
  miles?: number;
  interiorColor?: string;
  exteriorColor?: string;
  price?: number;
  comments?: string;
};

function vehiclesOf(payload: LeadPayload): AdfVehicle[] {
  const vehicles: AdfVehicle[] = [];
  const add = (vehicle: AdfVehicle) => {
    const same = vehicles.find((v) => sameVehicle(v, vehicle));
    if (!same) vehicles.push(vehicle);
    // The same car named twice is one element, with what either names of it.
    else for (const [key, value] of Object.entries(vehicle)) (same as Record<string, unknown>)[key] ??= value;
  };
  if (payload.vehicle) add(fromLeadVehicle(payload.vehicle));
  if (payload.sellVehicle) {
    const s = payload.sellVehicle;
    add({ interest: "sell", status: "used", year: s.year, make: s.make, model: s.model, miles: s.miles });
  }
  const kindVehicles = leadKindEntry(payload.kind)?.adf?.vehicles;
  if (kindVehicles && payload.details) {
    const interest = vehicleInterestOf(payload.kind);
    for (const v of kindVehicles(payload.details))
      add({ status: "used", ...v, interest: v.interest ?? interest });
  }
  if (vehicles.length === 0) {
    vehicles.push({
      interest: "buy",
      status: "used",
      year: "",
      make: "",
      model: "",
      comments: `No vehicle of interest (${leadKindLabel(payload.kind)})`,
    });
  }
  return vehicles;
}

const key = (value: string | undefined) => value?.replace(/\s+/g, " ").trim().toLowerCase() ?? "";

/**
 * Whether two vehicles of a lead are one car: the same VIN, or, when either lacks one, the
 * same year, make and model. Never a placeholder (no make or model).
 */
function sameVehicle(a: AdfVehicle, b: AdfVehicle): boolean {
  if (a.interest !== b.interest) return false;
  if (a.vin && b.vin) return key(a.vin) === key(b.vin);
  if (!key(a.make) || !key(a.model)) return false;
  return key(a.year) === key(b.year) && key(a.make) === key(b.make) && key(a.model) === key(b.model);
}

function fromLeadVehicle(v: LeadVehicle): AdfVehicle {
  return {
    interest: v.interest,
    status: v.condition,
    year: v.year,
    make: v.make,
    model: v.model,
    vin: v.vin,
    trim: v.trim,
    bodystyle: v.bodystyle,
    transmission: v.transmissionSlug,
    miles: v.miles,
    interiorColor: v.interiorColor,
    exteriorColor: v.exteriorColor,
    price: v.price,
    comments: v.comments,
  };
}

function vehicleElement(prospect: XMLBuilder, v: AdfVehicle, withComments: boolean) {
  const vehicle = prospect.ele("vehicle", { interest: v.interest, status: v.status });
  // year, make and model are required by the DTD, so they are written even when empty.
  vehicle.ele("year").txt(xmlText(v.year ?? ""));
  vehicle.ele("make").txt(xmlText(v.make ?? ""));
  vehicle.ele("model").txt(xmlText(v.model ?? ""));
  el(vehicle, "vin", v.vin);
  el(vehicle, "trim", v.trim);
  el(vehicle, "bodystyle", v.bodystyle);
  el(vehicle, "transmission", v.transmission);
  if (v.miles !== undefined) el(vehicle, "odometer", Math.round(v.miles), { status: "unknown", units: "mi" });
  if (v.interiorColor || v.exteriorColor) {
    const colors = vehicle.ele("colorcombination");
    el(colors, "interiorcolor", v.interiorColor);
    el(colors, "exteriorcolor", v.exteriorColor);
    colors.ele("preference").txt("1");
  }
  if (v.price !== undefined) el(vehicle, "price", v.price, { type: "asking", currency: "USD" });
  if (withComments) el(vehicle, "comments", v.comments);
}

function contactElement(
  parent: XMLBuilder,
  contact: {
    names: Array<[part: "first" | "middle" | "last" | "suffix" | "full", value: string | undefined]>;
    email?: string;
    phone?: string;
    primary?: boolean;
    business?: boolean;
    address?: LeadPayload["user"]["address"];
  },
) {
  const element = parent.ele("contact", contact.primary ? { primarycontact: "1" } : undefined);
  const type = contact.business ? "business" : "individual";
  for (const [part, value] of contact.names) el(element, "name", value, { part, type });
  el(element, "email", contact.email);
  el(element, "phone", contact.phone === undefined ? undefined : formatPhone(contact.phone, "adf"), {
    type: "voice",
  });
  if (contact.address) {
    const a = contact.address;
    const address = element.ele("address", { type: a.type });
    el(address, "street", a.street, { line: "1" });
    el(address, "apartment", a.apartment);
    el(address, "city", a.city);
    el(address, "regioncode", a.regioncode);
    el(address, "postalcode", a.postalcode);
    address.ele("country").txt("US");
  }
  return element;
}

export function renderAdf(payload: LeadPayload, context: AdfContext): string {
  const merge = mergesComments(context.settings);
  const vehicles = vehiclesOf(payload);
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  doc.ins("ADF", 'version="1.0"');
  const prospect = doc.ele("adf").ele("prospect", { status: payload.prospectStatus });
  prospect.ele("id", { sequence: "1", source: xmlText(payload.vendor.vendorName) }).txt(context.leadId);
  // The code the visitor was given on the confirmation page, which they quote on the phone.
  if (payload.reference)
    prospect.ele("id", { sequence: "2", source: "Website reference" }).txt(xmlText(payload.reference));
  prospect.ele("requestdate").txt(payload.requestDate.replace(/\.\d{3}Z$/, "Z"));
  for (const vehicle of vehicles) vehicleElement(prospect, vehicle, !merge);

  const customer = prospect.ele("customer");
  const { user } = payload;
  contactElement(customer, {
    names: [
      ["first", user.firstName],
      ["middle", user.middleName],
      ["last", user.lastName],
      ["suffix", user.suffix],
    ],
    email: user.email,
    phone: user.phone,
    primary: true,
    address: user.address,
  });
  const kindTimeframe = leadKindEntry(payload.kind)?.adf?.timeframe;
  const when = kindTimeframe && payload.details ? kindTimeframe(payload.details) : undefined;
  if (when) {
    const timeframe = customer.ele("timeframe");
    timeframe.ele("description").txt(xmlText(when.description));
    timeframe.ele("earliestdate").txt(xmlText(when.earliest));
    timeframe.ele("latestdate").txt(xmlText(when.latest));
  }
  const sections = detailSections(payload);
  const [userComments, leadComments, givenText] = commentsBeyondDetails(
    [user.comments, payload.comments, payload.text],
    sections,
  );
  const comments = [
    payload.reference ? `Reference: ${payload.reference}` : undefined,
    preferredLanguageOf(payload) ? `Preferred language: ${preferredLanguageOf(payload)}` : undefined,
    userComments,
    leadComments,
    sectionsAsText(sections),
    ...(merge
      ? vehicles
          .filter((v) => v.comments)
          .map((v) => `Vehicle${v.year ? ` ${v.year} ${v.make} ${v.model}` : ""}: ${v.comments}`)
      : []),
    givenText,
    adUserInformation(payload.adsValues),
    `Sent from: ${payload.url}`,
  ].filter((c): c is string => Boolean(c?.trim()));
  el(customer, "comments", comments.join("\n\n"));

  const vendor = prospect.ele("vendor");
  el(vendor, "vendorname", payload.vendor.vendorName);
  const origin = originOf(payload.url);
  el(vendor, "url", origin);
  contactElement(vendor, {
    names: [["full", payload.vendor.vendorName]],
    business: true,
    email: payload.vendor.contact.email,
    // The DTD needs an e-mail or a phone on every contact.
    phone: payload.vendor.contact.phone ?? (payload.vendor.contact.email ? undefined : "Not provided"),
  });

  const provider = context.settings.provider;
  if (provider) {
    const element = prospect.ele("provider");
    element.ele("name", { part: "full", type: "business" }).txt(xmlText(provider.name));
    el(element, "service", provider.service);
    el(element, "url", (context.siteUrl && originOf(context.siteUrl)) || provider.url);
    el(element, "email", provider.email);
    el(element, "phone", provider.phone ? formatPhone(provider.phone, "adf") : undefined, { type: "voice" });
  }
  return doc.end({ prettyPrint: true });
}

/** The tracked marketing parameters as a comment block (module comment), or nothing. */
function adUserInformation(ads: AdsValues | undefined): string | undefined {
  const lines = TRACKED_PARAMS.filter((param) => ads?.[param]?.trim()).map(
    (param) => `${param}: ${ads![param]}`,
  );
  return lines.length ? ["Ad user information:", ...lines].join("\n") : undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
