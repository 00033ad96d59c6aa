import type { AppLoadContext } from "react-router";
import type { ToastMessage } from "~/components/ui/toast";
import { findSoldVehicleNotice } from "~/features/inventory/vehicle-page/vehicle-gone.server";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { parseVehicleSlug } from "~/features/inventory/vehicle-page/vehicle-path";
import type { ContactDefaults, TestDriveSetup } from "~/features/leads/forms/test-drive";
import {
  toVehicleQuestionLead,
  VEHICLE_QUESTION_FORM_ID,
  VEHICLE_QUESTION_TOASTS,
  vehicleQuestionSchema,
} from "~/features/leads/forms/vehicle-question";
import { readFlashToasts } from "~/routes/+shared/flash-toasts.server";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { pageNotFound } from "~/routes/+shared/outcome";
import { contactDefaults } from "~/routes/gates/contact-defaults";
import { findGateCar, storeOf, testDriveSetup } from "~/routes/gates/test-drive.server";

/**
 * The vehicle page's leads, on the route's side: the forms the page renders (the question
 * form's token, the test drive scheduler's days for the car's store, the visitor's details
 * to confirm), the toasts a post without JavaScript left for the page, and the question
 * form's action. The page itself is features/inventory/vehicle-page.
 */
export type VehicleForms = {
  question: { token: string; defaults: ContactDefaults };
  testDrive: TestDriveSetup;
  /** Left by a post without JavaScript (the test drive gate's success), shown once. */
  toasts: ToastMessage[];
};

export async function vehicleForms(
  request: Request,
  context: AppLoadContext,
  page: VehiclePageData,
): Promise<{ forms: VehicleForms; headers: Headers }> {
  const { vehicle } = page;
  const { toasts, headers } = await readFlashToasts(request, context.services);
  const car = {
    vehicle,
    inStock: true,
    store: storeOf(context.services.settings, vehicle.locationKey),
    path: page.canonicalPath,
    name: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim(),
  };
  return {
    forms: {
      question: {
        token: pageFormToken(context, VEHICLE_QUESTION_FORM_ID),
        defaults: contactDefaults(context.visitor.profile),
      },
      testDrive: testDriveSetup(context, car),
      toasts,
    },
    headers,
  };
}

/**
 * "Check availability" posted on a car's page: a CONTACT_SALES lead naming the car, read
 * from our inventory by the VIN of the page's own URL (in stock or just sold: a question
 * about a car sold a minute ago still deserves an answer). Any other URL is a 404.
 */
export async function vehicleQuestionAction(request: Request, context: AppLoadContext, slug: string) {
  const vin = parseVehicleSlug(slug)?.vin ?? null;
  const car = await findGateCar(context.services, vin);
  if (!car) throw pageNotFound(new URL(request.url).pathname);
  return handleLeadForm({
    request,
    context,
    form: VEHICLE_QUESTION_FORM_ID,
    schema: vehicleQuestionSchema,
    toasts: VEHICLE_QUESTION_TOASTS,
    // Ends on its confirmation in place of the form, with a reference (CAR-7K3M-Q9TZ): issue 17.
    confirmation: { referencePrefix: "CAR" },
    accept: (value, form) => form.acceptLead(toVehicleQuestionLead(value, { ...form, vehicle: car.vehicle })),
  });
}

/** The sold car a search page was sent here for (`?sold={VIN}`), said above the results. */
export function soldNoticeOf(context: AppLoadContext, url: URL) {
  return findSoldVehicleNotice(context.services.db, url.searchParams.get("sold"));
}
