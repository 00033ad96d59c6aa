import { z } from "zod";
import { adsValuesSchema } from "~/features/visitor/marketing-params";
import { EMAIL_PATTERN, isValidPhone } from "~/lib/contact-fields";
import { isOneLineText } from "~/lib/printable";
import { detailsSchemaFor, type LeadKind, leadKindSchema } from "../kinds/registry";
import type { LeadUserInput, LeadVehicleInput, SellVehicleInput } from "../model/lead";
import { MESSAGES, multiline, parseTypedAmount, singleLine, VEHICLE_RANGES } from "../model/validation";

/**
 * The JSON `POST /api/email/send` accepts (spec section 7), in the three shapes integrations
 * send:
 *
 * - the send-email helper's: `{ kind, payload: { user, vehicle, sellVehicle, text, html, comments, details } }`;
 * - the ADF shape: `{ type: "adf", prospect, subject, email, vehicle, customer: { contact:
 *   { first_name, last_name, email, phone: "..." | { value, attributes }, address }, comments },
 *   vendor, provider, comments }`;
 * - the text shape: `{ type: "text", subject, email, body }`.
 *
 * Each may add `kind`, `url`, `idempotencyKey` (or the Idempotency-Key header) and `adsValues`.
 * `subject`, `email` (the recipient), `type`, `vendor`, `provider` and the prospect status are
 * accepted but never used: they always come from the store's e-mail settings and the visitor's
 * cookie, so the site cannot be used as an open mail relay. Neither an SSN nor extra
 * recipients can be sent this way.
 */
/**
 * The kind of a body that names none (the ADF and text shapes may leave it out): a lead about
 * the visitor's own vehicle to sell, and any other message. API rules, not properties of a
 * kind, so they stay here; a new kind changes neither.
 */
const UNNAMED_SELLING_KIND: LeadKind = "SELL_OR_TRADE";
const UNNAMED_KIND: LeadKind = "CONTACT_GENERAL";

/**
 * The body's texts, as the forms take them (issue 19): a one-line value (a name, a city, a
 * make) holds no control character, and a text of several lines (comments, a ready-made
 * body) only line breaks and tabs; otherwise the field gets MESSAGES.controlCharacters.
 * An e-mail and a phone are checked by their formats, which hold no control character.
 */
const blankAsUndefined = (v: string | undefined) => (v ? v : undefined);
const optionalText = (max = 2000) =>
  singleLine(z.string().trim()).max(max).optional().transform(blankAsUndefined);
const textLines = (max: number) => multiline(z.string()).max(max);
const optionalLines = (max: number) => textLines(max).optional().transform(blankAsUndefined);
const optionalFormatted = (max: number) => z.string().trim().max(max).optional().transform(blankAsUndefined);
/**
 * A vehicle's year, price or miles: a JSON number, or text as people type it ("$18,995",
 * "42,130 mi"), read strictly (no "1e300", no "0x10") and within its range
 * (validation.ts VEHICLE_RANGES); otherwise the field's message of spec section 5.
 */
function vehicleNumber(
  message: string,
  range: { min: number; max: () => number },
  options: { year?: boolean } = {},
) {
  return z
    .union([z.number(), z.string().max(40)], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || (typeof value === "string" && value.trim() === "")) return undefined;
      const number =
        typeof value === "number"
          ? value
          : options.year
            ? /^\s*\d{4}\s*$/.test(value)
              ? Number(value)
              : undefined
            : parseTypedAmount(value.replace(/\s*mi(les)?\s*$/i, ""));
      const ok =
        number !== undefined &&
        Number.isFinite(number) &&
        number >= range.min &&
        number <= range.max() &&
        (!options.year || Number.isInteger(number));
      if (ok) return number;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}
const yearField = vehicleNumber(MESSAGES.year, VEHICLE_RANGES.year, { year: true });
const priceField = vehicleNumber(MESSAGES.price, VEHICLE_RANGES.price);
const milesField = vehicleNumber(MESSAGES.mileage, VEHICLE_RANGES.miles);

const email = optionalFormatted(254).refine(
  (v) => v === undefined || EMAIL_PATTERN.test(v),
  MESSAGES.invalidEmail,
);
const phone = optionalFormatted(40).refine((v) => v === undefined || isValidPhone(v), MESSAGES.invalidPhone);

const addressSchema = z
  .object({
    address: optionalText(200),
    apartment: optionalText(50),
    city: optionalText(100),
    state: optionalText(50),
    zipCode: optionalText(20),
  })
  .optional();

const userSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email,
  phone,
  comments: optionalLines(5000),
  middleName: optionalText(100),
  suffix: optionalText(20),
  address: addressSchema,
  homeAddress: addressSchema,
});

const vehicleSchema = z.object({
  interest: optionalText(20),
  status: optionalText(20),
  condition: optionalText(20),
  make: optionalText(100),
  model: optionalText(100),
  year: yearField,
  vin: optionalText(17),
  trim: optionalText(100),
  bodystyle: optionalText(50),
  transmission: optionalText(50),
  transmissionSlug: optionalText(50),
  interiorColor: optionalText(50),
  exteriorColor: optionalText(50),
  price: priceField,
  miles: milesField,
  odometer: milesField,
  comments: optionalLines(5000),
});

const sellVehicleSchema = z.object({
  make: optionalText(100),
  model: optionalText(100),
  year: yearField,
  miles: milesField,
});

const common = {
  kind: leadKindSchema.optional(),
  // The URL parser would take an ESC or a line break into the stored address: refused first.
  url: singleLine(z.string())
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2000))
    .optional(),
  idempotencyKey: optionalText(100),
  adsValues: adsValuesSchema
    .superRefine((values, ctx) => {
      for (const [param, value] of Object.entries(values ?? {}))
        if (typeof value === "string" && !isOneLineText(value))
          ctx.addIssue({ code: "custom", path: [param], message: MESSAGES.controlCharacters });
    })
    .optional(),
  details: z.unknown().optional(),
  // Read and ignored (the store's settings decide): listed so the shapes are documented.
  subject: z.unknown().optional(),
  email: z.unknown().optional(),
  vendor: z.unknown().optional(),
  provider: z.unknown().optional(),
  prospect: z.unknown().optional(),
};

const helperShape = z.object({
  ...common,
  type: z.unknown().optional(),
  kind: leadKindSchema,
  payload: z.object({
    user: userSchema.optional(),
    vehicle: vehicleSchema.optional(),
    sellVehicle: sellVehicleSchema.optional(),
    text: optionalLines(20_000),
    html: optionalLines(50_000),
    comments: optionalLines(5000),
    details: z.unknown().optional(),
  }),
});

const adfShape = z.object({
  ...common,
  type: z.literal("adf"),
  customer: z.object({
    contact: z.object({
      first_name: optionalText(100),
      last_name: optionalText(100),
      email,
      phone: z
        .union([phone, z.object({ value: phone, attributes: z.record(z.string(), z.unknown()).optional() })])
        .optional(),
      address: z
        .object({
          street: optionalText(200),
          apartment: optionalText(50),
          city: optionalText(100),
          regioncode: optionalText(50),
          postalcode: optionalText(20),
          type: optionalText(20),
        })
        .optional(),
    }),
    comments: optionalLines(5000),
  }),
  vehicle: vehicleSchema.optional(),
  sellVehicle: sellVehicleSchema.optional(),
  comments: optionalLines(5000),
});

const textShape = z.object({
  ...common,
  type: z.literal("text"),
  body: textLines(50_000).min(1, MESSAGES.required),
  user: userSchema.optional(),
});

export type EmailSendLead = {
  kind: LeadKind;
  idempotencyKey?: string;
  url?: string;
  user: LeadUserInput;
  vehicle?: LeadVehicleInput;
  sellVehicle?: SellVehicleInput;
  comments?: string;
  text?: string;
  html?: string;
  details?: unknown;
  adsValues?: z.infer<typeof adsValuesSchema>;
};

export type EmailSendParse =
  | { ok: true; lead: EmailSendLead }
  | { ok: false; errors: Record<string, string> };

function issuesToErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

function vehicleInput(v: z.infer<typeof vehicleSchema> | undefined): LeadVehicleInput | undefined {
  if (!v) return undefined;
  return {
    condition: v.condition ?? v.status,
    make: v.make,
    model: v.model,
    year: v.year,
    vin: v.vin,
    trim: v.trim,
    bodystyle: v.bodystyle,
    transmissionSlug: v.transmissionSlug ?? v.transmission,
    interiorColor: v.interiorColor,
    exteriorColor: v.exteriorColor,
    price: v.price,
    miles: v.miles ?? v.odometer,
    comments: v.comments,
  };
}

/** The shape a body is in: ADF (has a customer), text (has a body), or the helper's. */
function shapeOf(body: Record<string, unknown>) {
  if (body.type === "adf" || "customer" in body) return adfShape;
  if (body.type === "text" || "body" in body) return textShape;
  return helperShape;
}

export function parseEmailSendRequest(body: unknown): EmailSendParse {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, errors: { body: "must be a JSON object" } };
  const record = body as Record<string, unknown>;
  const shape = shapeOf(record);
  const parsed = shape.safeParse(
    shape === adfShape
      ? { type: "adf", ...record }
      : shape === textShape
        ? { type: "text", ...record }
        : record,
  );
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error) };
  let lead: EmailSendLead;
  if (shape === adfShape) {
    const b = parsed.data as z.infer<typeof adfShape>;
    const c = b.customer.contact;
    const address = c.address
      ? {
          address: c.address.street,
          apartment: c.address.apartment,
          city: c.address.city,
          state: c.address.regioncode,
          zipCode: c.address.postalcode,
        }
      : undefined;
    const sells = b.vehicle?.interest?.toLowerCase() === "sell";
    lead = {
      kind: b.kind ?? (sells ? UNNAMED_SELLING_KIND : UNNAMED_KIND),
      user: {
        firstName: c.first_name,
        lastName: c.last_name,
        email: c.email,
        phone: typeof c.phone === "object" ? c.phone?.value : c.phone,
        comments: b.customer.comments,
        ...(c.address?.type === "home" ? { homeAddress: address } : { address }),
      },
      vehicle: vehicleInput(b.vehicle),
      sellVehicle: b.sellVehicle,
      comments: b.comments,
    };
  } else if (shape === textShape) {
    const b = parsed.data as z.infer<typeof textShape>;
    lead = { kind: b.kind ?? UNNAMED_KIND, user: b.user ?? {}, text: b.body };
  } else {
    const b = parsed.data as z.infer<typeof helperShape>;
    lead = {
      kind: b.kind,
      user: b.payload.user ?? {},
      vehicle: vehicleInput(b.payload.vehicle),
      sellVehicle: b.payload.sellVehicle,
      comments: b.payload.comments,
      text: b.payload.text,
      html: b.payload.html,
      details: b.payload.details ?? b.details,
    };
  }
  const data = parsed.data as {
    url?: string;
    idempotencyKey?: string;
    adsValues?: EmailSendLead["adsValues"];
    details?: unknown;
  };
  lead.url = data.url;
  lead.idempotencyKey = data.idempotencyKey;
  lead.adsValues = data.adsValues;
  lead.details ??= data.details;
  if (lead.details !== undefined) {
    const details = detailsSchemaFor(lead.kind).safeParse(lead.details);
    if (!details.success) {
      const errors = issuesToErrors(details.error);
      return {
        ok: false,
        errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [`details.${k}`, v])),
      };
    }
    lead.details = details.data;
  }
  return { ok: true, lead };
}
