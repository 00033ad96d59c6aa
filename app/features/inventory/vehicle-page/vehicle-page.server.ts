import { data } from "react-router";
import { getApp } from "~/lib/app.server";
import { findVehicleByVin } from "../vehicle-repository.server";
import type { Condition, Vehicle } from "../vehicle";

/**
 * The vehicle detail page's data. First version: finds the vehicle by the VIN at the end
 * of the slug; the vehicle-page work replaces this with the full rules of issue 3.
 */
export type VehiclePageData = { vehicle: Vehicle; canonicalPath: string };

export async function loadVehiclePage(args: { request: Request; condition: Condition; slug: string }): Promise<VehiclePageData> {
  const path = new URL(args.request.url).pathname;
  const vin = args.slug.slice(-17).toUpperCase();
  const vehicle = await findVehicleByVin(getApp().db, vin);
  if (!vehicle) throw data(`Page Not Found: ${path}`, { status: 404 });
  return { vehicle, canonicalPath: path };
}
