import { type AppLoadContext, data } from "react-router";
import { PRIVATE_INVENTORY_GATE } from "~/components/gates/gate-paths";
import { type ToastMessage, toastMessage } from "~/components/ui/toast";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import { inventoryUnlocked, passGates } from "~/features/gates/lead-gates";
import { type Lockable, lockableCard, priceAccessOf, priceRulesOf } from "~/features/gates/price-view";
import { countPrivateVehicles, listPrivateVehicles } from "~/features/inventory/private-inventory.server";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import { findVehicleRecord } from "~/features/inventory/vehicle-page/vehicle-page-repository.server";
import { looksLikeVin } from "~/features/inventory/vin";
import {
  toUnlockInventoryLead,
  UNLOCK_INVENTORY_FORM_ID,
  type UnlockInventorySetup,
  unlockInventorySchema,
} from "~/features/leads/forms/unlock-inventory";
import { secureFor } from "~/lib/http/cookies.server";
import { translator } from "~/lib/i18n";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { flashToastsCookie, readFlashToasts } from "~/routes/+shared/flash-toasts.server";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm, type LeadFormToasts } from "~/routes/+shared/lead-form-action.server";
import { contactDefaults } from "./contact-defaults";

/**
 * The private inventory's gate, on the server: the unlock form's setup (the guard's token,
 * the details the visitor last gave), the private cars once unlocked, and the action that
 * turns the form into an UNLOCK_INVENTORY lead and remembers the unlock in the essential
 * `leadGates` cookie.
 *
 * Nothing here reads the visitor's gates on a shared page: the gate's page is personal anyway
 * (a form token, or the private cars), and the vehicle page asks only for a private car.
 */

export type PrivateInventoryGateData =
  | { unlocked: false; count: number; form: UnlockInventorySetup; toasts: ToastMessage[] }
  | { unlocked: true; vehicles: Lockable<VehicleCardData>[]; toasts: ToastMessage[] };

/** Whether this visitor unlocked the private inventory (reading it makes the response personal). */
export function privateInventoryUnlocked(context: AppLoadContext): boolean {
  return inventoryUnlocked(context.visitor.gates);
}

/**
 * Whether `vehicle` must stay hidden from this visitor: a private car, the private inventory
 * locked. The gates are read only for a private car, so a public car's page stays shared.
 */
export function hiddenFromVisitor(context: AppLoadContext, vehicle: Pick<Vehicle, "private">): boolean {
  return vehicle.private && !privateInventoryUnlocked(context);
}

/** The private car in stock with this VIN; null for any other (public, sold, unknown). */
async function findPrivateCar(context: AppLoadContext, vin: string | null): Promise<Vehicle | null> {
  if (!vin || !looksLikeVin(vin)) return null;
  const record = await findVehicleRecord(context.services.db, vin);
  return record?.status === "in_stock" && record.vehicle.private ? record.vehicle : null;
}

/** The unlock form for this rendering: a fresh token, the visitor's details to confirm. */
export function unlockInventorySetup(context: AppLoadContext, vin?: string): UnlockInventorySetup {
  return {
    token: pageFormToken(context, UNLOCK_INVENTORY_FORM_ID),
    defaults: contactDefaults(context.visitor.profile),
    ...(vin ? { vin } : {}),
  };
}

/**
 * /gates/private-inventory: before the unlock, how many private cars there are and the form;
 * after it, the private cars with their prices. The toast a post without JavaScript left
 * ('Access Granted!') shows once.
 */
export async function privateInventoryGate(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const { toasts, headers } = await readFlashToasts(request, context.services);
  if (privateInventoryUnlocked(context)) {
    // Their prices as everywhere: a car whose condition the store locks needs the price gate too.
    const rules = priceRulesOf(context.services.settings);
    const prices = priceAccessOf(context.visitor);
    const vehicles = (await listPrivateVehicles(db)).map((car) =>
      lockableCard(car, "elsewhere", rules, prices),
    );
    return data<PrivateInventoryGateData>({ unlocked: true, vehicles, toasts }, { headers });
  }
  const vin = new URL(request.url).searchParams.get("vin");
  const car = await findPrivateCar(context, vin);
  return data<PrivateInventoryGateData>(
    {
      unlocked: false,
      count: await countPrivateVehicles(db),
      form: unlockInventorySetup(context, car?.vin),
      toasts,
    },
    { headers },
  );
}

/**
 * A private car's URL for a visitor who has not unlocked the private inventory: the unlock
 * form and the page's title, in the request's language. Nothing of the car, not even its VIN:
 * the page reads that from its own URL to post the form with it (and come back here).
 */
export async function privateVehicleGate(request: Request, context: AppLoadContext) {
  const { toasts, headers } = await readFlashToasts(request, context.services);
  const t = translator(context.visitor.language, gateFlowsCatalogue);
  return {
    gate: { form: unlockInventorySetup(context), toasts },
    meta: {
      title: t("gateFlows.privateInventory.vehicle.metaTitle"),
      description: t("gateFlows.privateInventory.vehicle.metaDescription"),
    },
    headers,
  };
}

/** The toasts of spec section 8 in the request's language (already translated: shown as they are). */
function unlockToasts(context: AppLoadContext): LeadFormToasts {
  const t = translator(context.visitor.language, gateFlowsCatalogue);
  const toast = (kind: "success" | "error") => ({
    summary: t(`gateFlows.privateInventory.toast.${kind}.summary`),
    detail: t(`gateFlows.privateInventory.toast.${kind}.detail`),
  });
  return { success: toast("success"), error: toast("error") };
}

/**
 * A filled unlock form: an UNLOCK_INVENTORY lead (with the private car whose page it was sent
 * from, `?vin=`), and the unlock kept in the `leadGates` cookie, essential whatever the
 * consent (the visitor asked to see the cars). Without JavaScript it goes back, 303, to that
 * car's page or to this gate, which now shows the cars; with JavaScript the fetcher's answer
 * comes back and the page's loaders run again with the cookie.
 */
export async function unlockInventoryAction(request: Request, context: AppLoadContext) {
  const { services, visitor } = context;
  const car = await findPrivateCar(context, new URL(request.url).searchParams.get("vin"));
  const carPath = car ? vehicleUrl(car) : null;
  const toasts = unlockToasts(context);
  return handleLeadForm({
    request,
    context,
    form: UNLOCK_INVENTORY_FORM_ID,
    schema: unlockInventorySchema,
    toasts,
    redirectWithoutJavaScript: carPath ?? PRIVATE_INVENTORY_GATE,
    accept: async (value, form) => {
      const accepted = await form.acceptLead(
        toUnlockInventoryLead(value, {
          ...form,
          // Where the visitor was: the car's page, not this gate's address.
          pageUrl: carPath ? new URL(carPath, form.pageUrl).href : form.pageUrl,
          vehicle: car ?? undefined,
        }),
      );
      const gates = passGates(visitor.gates, { inventoryUnlockedAt: Date.now() });
      const secure = secureFor(request, services.env.siteUrl);
      accepted.headers.append("Set-Cookie", await leadGatesSetCookie(gates, services, secure));
      if (carPath) {
        // On the car's page the unlock form makes way for the car as the loaders run again:
        // the toast goes with the page (a post without JavaScript gets the same one anyway).
        const { summary, detail } = toasts.success;
        const flash = await flashToastsCookie(services, [toastMessage("success", summary, detail)]);
        accepted.headers.append("Set-Cookie", flash);
      }
      return accepted;
    },
  });
}
