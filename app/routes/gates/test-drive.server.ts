import { type AppLoadContext, data } from "react-router";
import { calendarPath } from "~/features/calendar/calendar-link.server";
import type { Settings } from "~/features/company/settings.server";
import { type Location, WEEK_DAYS } from "~/features/company/settings-schema";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { findVehicleRecord } from "~/features/inventory/vehicle-page/vehicle-page-repository.server";
import { looksLikeVin } from "~/features/inventory/vin";
import {
  TEST_DRIVE_FORM_ID,
  TEST_DRIVE_TOASTS,
  type TestDriveSetup,
  testDriveSchema,
  toTestDriveLead,
} from "~/features/leads/forms/test-drive";
import {
  type HoursWords,
  salesHoursSummary,
  storeNow,
  testDriveDays,
} from "~/features/leads/forms/test-drive-calendar";
import { formatClock } from "~/lib/format";
import { INTL_LOCALES, type Language, translator } from "~/lib/i18n";
import { gatesCatalogue } from "~/locales/gates";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { contactDefaults } from "./contact-defaults";
import { hiddenFromVisitor } from "./private-inventory.server";

/**
 * The test drive gate's server side: the car a request names (by its VIN), the scheduler's
 * days and times from the sales hours of the car's store, and the action that turns a
 * filled scheduler into a SCHEDULE_TEST_DRIVE lead.
 */

export type GateCar = {
  vehicle: Vehicle;
  inStock: boolean;
  store: Location;
  /** The car's own page. */
  path: string;
  /** "2019 Toyota Camry LE". */
  name: string;
};

/** The store a car is at (the current store when the car names none we know). */
export function storeOf(settings: Settings, key: string): Location {
  const { locations } = settings;
  return locations.find((l) => l.key === key) ?? locations.find((l) => l.currentLocation) ?? locations[0]!;
}

/** The car with this VIN, in stock or sold; null for anything that is not one of ours. */
export async function findGateCar(
  services: Pick<AppLoadContext["services"], "db" | "settings">,
  vin: string | null,
): Promise<GateCar | null> {
  if (!vin || !looksLikeVin(vin)) return null;
  const record = await findVehicleRecord(services.db, vin);
  if (!record) return null;
  const { vehicle } = record;
  return {
    vehicle,
    inStock: record.status === "in_stock",
    store: storeOf(services.settings, vehicle.locationKey),
    path: vehicleUrl(vehicle),
    name: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim(),
  };
}

/** The store's own sales hours when its settings give them, else the company's (spec section 9). */
function salesHoursOf(settings: Settings, store: Location) {
  return settings.store.stores[store.key]?.company?.workingHours ?? settings.company.workingHours;
}

/** The days a test drive can be booked for at this store, counted from the store's own "now". */
function daysAt(settings: Settings, store: Location, at: Date) {
  return testDriveDays(salesHoursOf(settings, store), storeNow(store.timeZone, at));
}

/** The hours' sentence in `language`: English by default, the Spanish words from the catalogue. */
export function hoursWords(language: Language): HoursWords | undefined {
  if (language === "en") return undefined;
  const t = translator(language, gatesCatalogue);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday, the first of WEEK_DAYS.
  const dayNames = new Map(
    WEEK_DAYS.map((day, i) => [day, weekday.format(new Date(Date.UTC(2023, 0, 1 + i)))]),
  );
  return {
    day: (day) => dayNames.get(day) ?? day,
    range: (from, to) => t("gates.hours.range", { from, to }),
    closed: t("gates.hours.closed"),
    clock: (time) => formatClock(time, language),
  };
}

/**
 * Everything the scheduler shows for `car`, rendered now (of the vehicle only its VIN: a
 * vehicle page whose price is locked holds no price).
 */
export function testDriveSetup(
  context: AppLoadContext,
  car: Omit<GateCar, "vehicle"> & { vehicle: Pick<Vehicle, "vin"> },
  at = new Date(),
): TestDriveSetup {
  const { services, visitor } = context;
  const { store } = car;
  return {
    token: pageFormToken(context, TEST_DRIVE_FORM_ID),
    vin: car.vehicle.vin,
    carName: car.name,
    carPath: car.path,
    store: {
      name: store.name,
      subname: store.subname,
      addressLine1: store.addressLine1,
      addressLine2: store.addressLine2,
      phone: store.phone,
    },
    days: daysAt(services.settings, store, at),
    hours: salesHoursSummary(salesHoursOf(services.settings, store), hoursWords(visitor.language)),
    defaults: contactDefaults(visitor.profile),
  };
}

/**
 * A filled scheduler. The days are worked out again now, so a time that passed while the
 * visitor was typing is refused with the times still open. A car sold in the meantime is
 * still a lead (a salesperson calls with a similar one); a VIN that is not ours is a 404.
 * Without JavaScript a sent scheduler goes back to the car's page with the success toast.
 */
export async function testDriveAction(request: Request, context: AppLoadContext) {
  const { settings } = context.services;
  const car = await findGateCar(context.services, new URL(request.url).searchParams.get("vin"));
  // A private car is not ours to a visitor who has not unlocked the private inventory: its
  // no-JavaScript redirect would name the car.
  if (!car || hiddenFromVisitor(context, car.vehicle)) throw new Response("No such vehicle", { status: 404 });
  let calendar: string | undefined;
  const reply = await handleLeadForm({
    request,
    context,
    form: TEST_DRIVE_FORM_ID,
    schema: testDriveSchema(daysAt(settings, car.store, new Date())),
    toasts: TEST_DRIVE_TOASTS,
    redirectWithoutJavaScript: `${car.path}#test-drive`,
    accept: async (value, form) => {
      const lead = await form.acceptLead(
        toTestDriveLead(value, {
          ...form,
          // Where the visitor was: the car's page, not this gate's address.
          pageUrl: new URL(car.path, form.pageUrl).href,
          vehicle: car.vehicle,
          store: car.store,
        }),
      );
      // The booked note's "Add to calendar": the file is read back from this lead (features/calendar).
      calendar = calendarPath(context.services, "test-drive", lead.leadId, context.visitor.language);
      return lead;
    },
  });
  return calendar ? data({ ...reply.data, calendar }, reply.init ?? undefined) : reply;
}
