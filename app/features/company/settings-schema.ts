import { z } from "zod";
import { BODY_STYLES } from "~/features/inventory/vehicle";
import { LOCATION_KEYS } from "./stores";

/**
 * The shape of the dealership's settings files in content/. The company profile holds
 * every field of spec section 3; a missing or wrong field stops start-up naming the
 * file and the field, so a bad edit never reaches a visitor.
 */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time like 09:00");
const url = z.string().min(1);

/** An IANA time zone the runtime knows ("America/Chicago"). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dayHours = z
  .object({
    day: z.enum(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]),
    open: time.nullable(),
    close: time.nullable(),
    closed: z.boolean(),
  })
  .refine((d) => d.closed || (d.open !== null && d.close !== null && d.open < d.close), {
    message: "an open day needs open before close",
  });

const weekHours = z
  .array(dayHours)
  .length(7, "must list the 7 days, Sunday first")
  .refine(
    (days) => days.every((d, i) => d.day === WEEK_DAYS[i]),
    "must list the days Sunday to Saturday in order",
  );

export const WEEK_DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const slider = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  default: z.number(),
});

export const paymentSettingsSchema = z.object({
  baseApr: z.number().min(0).max(40),
  cashDown: z.object({
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
    stepPercent: z.number().positive(),
    defaultPercent: z.number().min(0).max(100),
    defaultAmount: z.number().min(0),
  }),
  tradeEquity: slider,
  creditScore: slider,
  financeTerm: slider,
  leaseTerm: slider,
  leaseMiles: slider,
  /** Dollars per mile over a lease's allowance, cited by the lease disclaimer ($0.20 in spec section 9). */
  leaseExcessMileCharge: z.number().min(0).max(5),
  vehicleDefaults: z.object({
    creditScore: z.number(),
    financeTerm: z.number(),
    leaseTerm: z.number(),
    leaseMiles: z.number(),
  }),
  creditTiers: z.array(z.object({ min: z.number(), max: z.number(), addApr: z.number() })).min(1),
});

export const companySchema = z.object({
  name: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  state_short: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code"),
  address: z.string().min(1),
  phone: z.string().min(10),
  siteInfo: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    tagline: z.string().min(1),
  }),
  logos: z.object({ main: url, light: url, favicon: url }),
  sales: z.object({ phone: z.string().min(10), hours: z.string().min(1) }),
  service: z.object({ phone: z.string().min(10), hours: z.string().min(1) }),
  workingHours: weekHours,
  serviceWorkingHours: weekHours,
  map: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number(),
  }),
  socials: z.record(z.string(), z.url()),
  ratings: z.object({
    google: z.object({ rating: z.number().min(0).max(5), count: z.number().int().min(0) }),
  }),
  employee: z.object({
    generalManager: z.object({ name: z.string().min(1), title: z.string().min(1), email: z.email() }),
  }),
  fee: z.object({
    documentary: z.number().min(0),
    documentaryEffectiveDate: z.iso.date(),
    thirtyDayDrive: z.number().min(0),
  }),
  payments: paymentSettingsSchema,
});

export const locationSchema = z.object({
  key: z.enum(LOCATION_KEYS),
  name: z.string().min(1),
  subname: z.string().min(1),
  link: url,
  inventoryLink: url,
  addressLine1: z.string().min(1),
  addressLine2: z.string().min(1),
  currentLocation: z.boolean(),
  note: z.string(),
  phone: z.string().min(10),
  coordinates: z.object({ longitude: z.number().min(-180).max(180), latitude: z.number().min(-90).max(90) }),
  googleMapsLink: z.url(),
  /**
   * Departments beside sales at this store (spec section 9: the opening-hours markup lists
   * the service and parts businesses). Elkhart sells only; its customers service in Fort Wayne.
   */
  departments: z.array(z.enum(["service", "parts"])).default([]),
  /**
   * The store's IANA time zone: its "today" and "now" when a test drive is booked (Elkhart
   * and Fort Wayne keep Eastern time, an hour ahead of the Illinois stores).
   */
  timeZone: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as America/Chicago")
    .default("America/Chicago"),
});
export const locationsSchema = z
  .array(locationSchema)
  .min(1)
  .refine((list) => new Set(list.map((l) => l.key)).size === list.length, "location keys must be unique");

const emailSettingsSchema = z.object({
  recipient: z.email(),
  subject: z.string().min(1).default("Website Lead"),
  type: z.enum(["adf", "text"]),
  provider: z
    .object({
      name: z.string().min(1),
      service: z.string().optional(),
      url: z.string().optional(),
      email: z.email().optional(),
      phone: z.string().optional(),
    })
    .optional(),
  /** The one provider whose CRM wants customer and vehicle comments merged into the top-level comments. */
  mergeCommentsForProvider: z.string().optional(),
});

/**
 * The price unlock (spec section 6: "restricted for new, used, certified and search vehicles"):
 * the conditions whose prices show only to a visitor who unlocked them, and "search" for every
 * card of the search results whatever its condition (features/gates/price-view.ts).
 */
export const PRICE_UNLOCK_SCOPES = ["new", "used", "certified", "search"] as const;
export type PriceUnlockScope = (typeof PRICE_UNLOCK_SCOPES)[number];

export const storeSettingsSchema = z
  .object({
    selectedStore: z.string().min(1),
    conditions: z.array(z.enum(["used", "new", "certified"])).min(1),
    /** Where prices are locked until the visitor unlocks them (none by default). */
    priceUnlock: z.array(z.enum(PRICE_UNLOCK_SCOPES)).default([]),
    preApprovalFinancingEnabled: z.boolean(),
    /**
     * The tag manager and the ad platforms (spec section 7): the container id (null: no tag
     * manager; GTM_CONTAINER_ID overrides it), Facebook's Limited Data Use for the Conversions
     * API, and whether a chat widget reports conversations (ConversationStarted).
     */
    tracking: z
      .object({
        gtmContainerId: z
          .string()
          .regex(/^GTM-[A-Z0-9]+$/, "must be a Google Tag Manager container id like GTM-ABC1234")
          .nullable()
          .default(null),
        facebookLimitedDataUse: z.boolean().default(false),
        chatWidget: z.boolean().default(false),
      })
      .default({ gtmContainerId: null, facebookLimitedDataUse: false, chatWidget: false }),
    /**
     * The cookie consent dialog (spec section 6): its tier (0 hidden, 1 close-and-continue only,
     * 2 adds Manage and Accept all, 3 adds Deny tracking cookies; COOKIE_CONSENT_TIER overrides
     * it) and the cookie policy's revision: raise it when the policy changes and every visitor
     * is asked again (a choice stored under an older revision counts as unanswered).
     */
    cookieConsent: z
      .object({
        tier: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
        revision: z.number().int().min(1),
      })
      .default({ tier: 3, revision: 1 }),
    stores: z.record(
      z.string(),
      z.object({ company: companySchema.partial().default({}), email: emailSettingsSchema }),
    ),
  })
  .refine((s) => s.selectedStore in s.stores, {
    message: "must name one of the stores",
    path: ["selectedStore"],
  });

const menuLink = z.object({ label: z.string().min(1), href: z.string().startsWith("/") });
const menuItem = menuLink.extend({
  children: z.array(menuLink).optional(),
  /** The item also shows the sales and service phones and hours (the Contact menus). */
  contact: z.boolean().optional(),
});
/**
 * The header menus, and the footer: its link columns and the small row of legal links
 * under them (legal pages are not a column a shopper browses).
 */
export const menusSchema = z.object({
  header: z.array(menuItem).min(1),
  footer: z.object({ columns: z.array(menuItem).min(1), legal: z.array(menuLink).min(1) }),
});

export const bodyStylesSchema = z
  .array(
    z.object({
      id: z.number().int(),
      name: z.string().min(1),
      value: z.enum(BODY_STYLES),
      starting_price: z.number().min(0),
      image: url,
      icon: z.string().min(1),
      active: z.boolean(),
    }),
  )
  .length(9, "must list the nine body styles");

export const sortOptionsSchema = z
  .array(
    z.object({
      value: z.enum(["newest", "oldest", "mileage", "year", "priceHigh", "priceLow"]),
      label: z.string().min(1),
      default: z.boolean().optional(),
    }),
  )
  .length(6, "must list the six sort options");

export type Company = z.infer<typeof companySchema>;
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type Location = z.infer<typeof locationSchema>;
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export type Menus = z.infer<typeof menusSchema>;
export type MenuItem = z.infer<typeof menuItem>;
export type MenuLink = z.infer<typeof menuLink>;
export type BodyStyleCard = z.infer<typeof bodyStylesSchema>[number];
export type SortOption = z.infer<typeof sortOptionsSchema>[number];
