import { TRACKED_PARAMS } from "~/features/visitor/marketing-params";
import { formatPhone } from "~/lib/contact-fields";
import { formatNumber, formatPrice } from "~/lib/format";
import { detailSections, leadKindLabel } from "../kinds/registry";
import { type Section, sectionsAsText } from "../kinds/sections";
import { type LeadPayload, preferredLanguageOf } from "../model/lead";
import { commentsBeyondDetails } from "./lead-comments";

/**
 * The lead as a readable plain-text e-mail (store e-mail type `text`, and every copy a person
 * reads, such as a staff member's): every field of the payload, then the optional block of
 * ad user information (the tracked marketing parameters of spec section 9). An integration's
 * ready-made body (`text` or `html` posted to /api/email/send) comes first, as sent.
 * A full credit application shows only the SSN's last four digits (the payload has no more).
 */
export function renderTextEmail(payload: LeadPayload, context: { leadId: string }): string {
  const { user } = payload;
  const name = [user.firstName, user.middleName, user.lastName, user.suffix].filter(Boolean).join(" ");
  const sections: Section[] = [];
  const details = detailSections(payload);
  // What the visitor wrote, once: the details show it, their repeats in the comments go.
  const [userComments, leadComments] = commentsBeyondDetails([user.comments, payload.comments], details);

  const address = user.address
    ? [
        [user.address.street, user.address.apartment].filter(Boolean).join(", "),
        `${user.address.city}, ${user.address.regioncode} ${user.address.postalcode}`,
      ].join(", ")
    : undefined;
  sections.push(
    lines("Customer", [
      ["Name", name],
      ["E-mail", user.email],
      ["Phone", user.phone ? formatPhone(user.phone, "email") : undefined],
      [`Address${user.address ? ` (${user.address.type})` : ""}`, address],
      ["Preferred language", preferredLanguageOf(payload)],
      ["Comments", userComments],
    ]),
  );

  if (payload.vehicle) {
    const v = payload.vehicle;
    sections.push(
      lines(VEHICLE_HEADINGS[v.interest], [
        ["Vehicle", [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ")],
        ["Condition", v.condition],
        ["Interest", v.interest],
        ["VIN", v.vin],
        ["Body style", v.bodystyle],
        ["Transmission", v.transmissionSlug],
        ["Exterior color", v.exteriorColor],
        ["Interior color", v.interiorColor],
        ["Price", v.price === undefined ? undefined : formatPrice(v.price)],
        ["Mileage", v.miles === undefined ? undefined : `${formatNumber(v.miles)} miles`],
        ["Comments", v.comments],
      ]),
    );
  }
  if (payload.sellVehicle) {
    const s = payload.sellVehicle;
    sections.push(
      lines("Vehicle to sell or trade", [
        ["Vehicle", [s.year, s.make, s.model].filter(Boolean).join(" ")],
        ["Mileage", s.miles === undefined ? undefined : `${formatNumber(s.miles)} miles`],
      ]),
    );
  }
  sections.push(...details);
  sections.push(
    lines("Lead", [
      ["Type", leadKindLabel(payload.kind)],
      ["Reference", payload.reference],
      ["Comments", leadComments],
      ["Sent from", payload.url],
      ["Received", payload.requestDate],
      ["Lead ID", context.leadId],
    ]),
  );
  if (payload.adsValues) {
    const ads = payload.adsValues;
    sections.push(
      lines(
        "Ad user information",
        TRACKED_PARAMS.map((p) => [p, ads[p]]),
      ),
    );
  }

  const given = [payload.text, payload.html ? htmlToText(payload.html) : undefined]
    .filter(Boolean)
    .join("\n\n");
  const heading = `${leadKindLabel(payload.kind)} from ${name}`;
  return [heading, given, sectionsAsText(sections)].filter(Boolean).join("\n\n").concat("\n");
}

const VEHICLE_HEADINGS = {
  buy: "Vehicle of interest",
  sell: "Vehicle to sell",
  "trade-in": "Customer's vehicle",
} as const;

function lines(title: string, entries: Array<[string, string | undefined]>): Section {
  return {
    title,
    lines: entries.filter((e): e is [string, string] => Boolean(e[1]?.trim())),
  };
}

/** An integration's HTML body, readable as text: tags dropped, entities for <>&" read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h\d)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
