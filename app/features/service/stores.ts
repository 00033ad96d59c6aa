import { oneLineAddress } from "~/features/company/store-address";
import { DEALERSHIP_TIME_ZONE } from "./clock";
import type { ServiceHours } from "./hours";

/**
 * The stores that do service (content/locations.json: the stores whose departments include
 * "service"; Elkhart sells only), each with its service hours and its own time zone, since
 * Fort Wayne keeps Eastern time while the Illinois stores keep Central. A visitor books at
 * one of them: the store comes first, then the day, then that store's open times.
 */
export type ServiceStore = {
  key: string;
  name: string;
  /** "Rockford, IL". */
  subname: string;
  /** One line: "6250 East State Street, Rockford, IL 61108". */
  address: string;
  phone: string;
  /** IANA time zone: the store's "today" and "now". */
  timeZone: string;
  hours: ServiceHours;
};

/** The part of a location the service stores are made from (features/company's Location). */
export type ServiceLocation = {
  key: string;
  name: string;
  subname: string;
  addressLine1: string;
  addressLine2: string;
  phone: string;
  departments: readonly string[];
  timeZone?: string;
};

/**
 * The stores with a service department, in the order the locations list them. Every store
 * keeps the service department's hours (content/company.json serviceWorkingHours).
 */
export function serviceStoresOf(locations: readonly ServiceLocation[], hours: ServiceHours): ServiceStore[] {
  return locations
    .filter((l) => l.departments.includes("service"))
    .map((l) => ({
      key: l.key,
      name: l.name,
      subname: l.subname,
      address: oneLineAddress(l),
      phone: l.phone,
      timeZone: l.timeZone ?? DEALERSHIP_TIME_ZONE,
      hours,
    }));
}

export function findServiceStore(stores: readonly ServiceStore[], key: unknown): ServiceStore | undefined {
  return typeof key === "string" ? stores.find((s) => s.key === key) : undefined;
}
