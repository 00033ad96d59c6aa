import { useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import { parseVehicleSlug } from "~/features/inventory/vehicle-page/vehicle-path";
import type { UnlockInventorySetup } from "~/features/leads/forms/unlock-inventory";
import { useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { UnlockInventoryForm } from "./unlock-inventory-form";

/** What a private car's URL shows a visitor who has not unlocked the private inventory. */
export type PrivateVehicleGateData = { form: UnlockInventorySetup; toasts: ToastMessage[] };

/**
 * A private car's own URL, locked: it says the car is in the private inventory and offers
 * the unlock form, and nothing of the car (no name, picture, price or VIN beyond the URL the
 * visitor already has). Sent without JavaScript, the gate sends the visitor back here (303);
 * with it, the page's loader runs again with the unlock and the car shows in full.
 * Its own chunk: the search pages, which share the route, never download it.
 */
export function PrivateVehicleGate({ data }: { data: PrivateVehicleGateData }) {
  const t = useT(gateFlowsCatalogue);
  // The car's VIN from the page's own URL (the data carries nothing of the car): the gate
  // sends the visitor back to this car once the form is sent.
  const vin = parseVehicleSlug(useLocation().pathname.split("/").pop() ?? "")?.vin;
  const setup = { ...data.form, vin };
  return (
    <Container className="pt-6 pb-14">
      <Toaster toasts={data.toasts} />
      <div className="grid max-w-2xl gap-2">
        <Icon name="shield-check" size={40} className="text-brand-ink" />
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("gateFlows.privateInventory.vehicle.title")}
        </h1>
        <p className="text-muted">{t("gateFlows.privateInventory.vehicle.intro")}</p>
        <div className="mt-4">
          {/* The car's page shows the success once it is there (the toast rides the reload). */}
          <UnlockInventoryForm setup={setup} onSent={ignoreSent} />
        </div>
      </div>
    </Container>
  );
}

function ignoreSent() {}

export default PrivateVehicleGate;
