import type { GateReply } from "~/components/gates/gate-form";
import { VehicleCard } from "~/components/inventory/vehicle-card";
import { RecentlyViewed } from "~/components/shopper-tools/shopper-tools";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import type { ToastMessage } from "~/components/ui/toast";
import { ToasterWhenShown } from "~/components/ui/toaster-when-shown";
import { isPriceLocked } from "~/features/gates/price-lock";
import {
  vehicleName,
  vehiclePhotos,
  vehicleStructuredData,
} from "~/features/inventory/vehicle-page/structured-data";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import type { ContactDefaults, TestDriveSetup } from "~/features/leads/forms/test-drive";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { MobileActionBar } from "./mobile-action-bar";
import { LockedPaymentAside, PaymentAside } from "./payment-aside";
import { InspectionNote, VehicleAssurances } from "./vehicle-assurances";
import { KeyFeatures, PriceHistory, VehicleDetails } from "./vehicle-details";
import { VehicleDisclosures, VehicleLocation } from "./vehicle-disclosures";
import { VehicleGallery } from "./vehicle-gallery";
import { VehicleHeading } from "./vehicle-heading";
import { VehiclePrompts } from "./vehicle-prompts";
import { VehicleQuestion } from "./vehicle-question";
import { VehicleToolbar } from "./vehicle-toolbar";

/** The page's lead forms, rendered by the route (tokens, the scheduler's days, the visitor's details). */
export type VehiclePageForms = {
  question: { token: string; defaults: ContactDefaults };
  testDrive: TestDriveSetup;
  /** What a post without JavaScript left for the page (the scheduler's success). */
  toasts: ToastMessage[];
};

/**
 * The vehicle detail page: "Back to results" with share and the window sticker, then the
 * pictures, the name and price, the payment aside, prompts (pre-approval, the test drive
 * scheduler), "Check availability", details, price history, disclosures, similar vehicles.
 * On a phone that is one column in this order, the pictures near the top of the screen; from
 * 1024 px the pictures and details on the left, name, price and the aside on the right. The
 * reading order is the visual order at every width.
 */
export function VehiclePage({
  data,
  forms,
  questionReply,
}: {
  data: VehiclePageData;
  forms: VehiclePageForms;
  /** The route action's answer to "Check availability". */
  questionReply?: GateReply;
}) {
  const t = useT(inventoryCatalogue);
  const { vehicle, fees, payment } = data;
  const carName = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <div data-testid="vehicle-page">
      <ToasterWhenShown toasts={forms.toasts} />
      <JsonLd data={vehicleStructuredData({ ...data, t })} />
      <Container className="pt-2 pb-10 lg:pt-4">
        <VehicleToolbar data={data} />

        <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-8">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <VehicleGallery
              key={vehicle.vin}
              photos={vehiclePhotos(vehicle.images)}
              name={vehicleName(vehicle)}
              vin={vehicle.vin}
            />
          </div>

          <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <VehicleHeading data={data} />
            <aside aria-label={t("inventory.vehicle.asideLabel")} className="space-y-4">
              {payment && !isPriceLocked(vehicle) ? (
                <PaymentAside
                  key={`${vehicle.vin}${JSON.stringify(payment.inputs)}`}
                  price={vehicle.price}
                  payment={payment}
                  documentaryFee={fees.documentary}
                  action={data.canonicalPath}
                  car={{ vin: vehicle.vin, name: carName }}
                />
              ) : (
                <LockedPaymentAside car={{ vin: vehicle.vin, name: carName }} />
              )}
              <VehiclePrompts data={data} testDrive={forms.testDrive} />
              <VehicleQuestion
                key={vehicle.vin}
                data={data}
                token={forms.question.token}
                defaults={forms.question.defaults}
                reply={questionReply}
              />
            </aside>
          </div>

          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
            <VehicleAssurances data={data} />
            <VehicleDetails data={data} />
            <KeyFeatures features={vehicle.features} />
            <PriceHistory drops={data.priceHistory} />
            <InspectionNote data={data} />
            <VehicleLocation location={data.location} />
            <VehicleDisclosures fees={fees} />
          </div>
        </div>

        {data.similar.length > 0 ? (
          <section aria-labelledby="similar-heading" className="mt-14">
            <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight">
              {t("inventory.vehicle.similar")}
            </h2>
            <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.similar.map((similar) => (
                <VehicleCard key={similar.vin} vehicle={similar} />
              ))}
            </div>
          </section>
        ) : null}
        <RecentlyViewed current={vehicle.vin} placement="vehicle" />
      </Container>
      <MobileActionBar data={data} />
    </div>
  );
}
