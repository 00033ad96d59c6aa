import { TRACKED_PARAMS } from "~/features/visitor/marketing-params";
import { formatPhone } from "~/lib/contact-fields";
import { formatNumber, formatPrice } from "~/lib/format";
import { printable } from "~/lib/printable";
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
 *
 * Every value stays where it belongs, whatever a stored lead holds (issue 19): a one-line
 * value (a name, a make, an address) has its line breaks and tabs as spaces, a text of several
 * lines (comments, a detail such as a message) has every line after its first indented under
 * its label, so no value writes a line of its own such as "Bcc: ..."; any other control
 * character is shown as an escape (ESC as \u001b). The ready-made body keeps its lines.
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
      ["Comments", userComments, "lines"],
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
        ["Comments", v.comments, "lines"],
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
  // A detail may be a text of several lines (a message): sectionsAsText indents its lines.
  sections.push(
    ...details.map((d) =>
      lines(
        d.title,
        d.lines.map(([label, value]) => [label, value, "lines"]),
      ),
    ),
  );
  sections.push(
    lines("Lead", [
      ["Type", leadKindLabel(payload.kind)],
      ["Reference", payload.reference],
      ["Comments", leadComments, "lines"],
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
  const heading = `${leadKindLabel(payload.kind)} from ${oneLine(name)}`;
  return [heading, printable(given, { lines: true }), sectionsAsText(sections)]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}

const VEHICLE_HEADINGS = {
  buy: "Vehicle of interest",
  sell: "Vehicle to sell",
  "trade-in": "Customer's vehicle",
} as const;

/** A value of one line, or a text of several lines ("lines"), as a section shows it. */
type Entry = [label: string, value: string | undefined, kind?: "lines"];

/** The entries that have a value, each shown where it belongs (issue 19). */
function lines(title: string, entries: Entry[]): Section {
  return {
    title: oneLine(title),
    lines: entries
      .filter((e): e is [string, string, "lines"?] => Boolean(e[1]?.trim()))
      .map(([label, value, kind]) => [
        oneLine(label),
        kind === "lines" ? printable(value, { lines: true }) : oneLine(value),
      ]),
  };
}

/** A one-line value: line breaks and tabs as spaces, other control characters escaped. */
function oneLine(value: string): string {
  return printable(value.replace(/\r\n|[\r\n\t\u2028\u2029]/g, " "));
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
