import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { GateReply } from "~/components/gates/gate-form";
import { PrivateVehicleGate, type PrivateVehicleGateData } from "~/components/gates/private-vehicle-gate";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { leadEmail } from "~/features/leads/delivery/lead-email.server";
import { UNLOCK_INVENTORY_COMMENT } from "~/features/leads/forms/unlock-inventory";
import { findLead, listDeliveries } from "~/features/leads/model/lead-repository.server";
import { formatMileage, formatPrice } from "~/lib/format";
import { loader as carsForSale } from "~/routes/inventory/cars-for-sale";
import { xmllintAdf } from "~tests/support/adf";
import { mergeCookies } from "~tests/support/form-client";
import { gateTestSite, getRequest, postForm, SITE } from "~tests/support/gate-context";
import {
  type PrivateInventoryGateData,
  privateInventoryGate,
  privateVehicleGate,
  unlockInventoryAction,
} from "./private-inventory.server";

/**
 * The private inventory's gate and a private car's page, as the server answers them, on a real
 * database: before the unlock, the car's page (its loader data and its HTML) says nothing of
 * the car and the search shows only the teaser's count (a shared page); the unlock form makes
 * an ADF-valid UNLOCK_INVENTORY lead and sets the `leadGates` cookie; with it, the car's page,
 * the gate's list and the search hold the private cars (personal pages).
 */
const generated = generateDemoInventory({ count: 30, seed: 41 });
// Not a new car: the store locks new cars' prices behind their own gate (price-view.ts).
const at = generated.findIndex((v) => v.condition !== "new");
const privateCar: Vehicle = { ...generated[at]!, private: true };
const vehicles = generated.map((v, i) => (i === at ? privateCar : v));

const site = gateTestSite(vehicles);
const { contextFor } = site;

/** The search route's loader (search and vehicle pages) as the server calls it; with its context. */
async function loadCars(path: string, cookie = "") {
  const request = getRequest(path, cookie);
  const context = await contextFor(request);
  const splat = path.replace(/^(\/es)?\/[a-z]*-?cars-for-sale\/?/, "");
  const answer = await carsForSale({ request, params: { "*": splat }, context } as never);
  return { data: (answer as { data: Record<string, unknown> }).data, context };
}

async function loadGate(path: string, cookie = "") {
  const request = getRequest(path, cookie);
  const context = await contextFor(request);
  const answer = await privateInventoryGate(request, context);
  return { data: answer.data as PrivateInventoryGateData, context };
}

/** Posts the unlock form as a browser does; answers the reply or the thrown redirect. */
async function post(path: string, fields: Record<string, string>, cookie = "") {
  return postForm<GateReply>(site, unlockInventoryAction, path, cookie, fields);
}

const person = (lastName: string) => ({
  firstName: "Ann",
  lastName,
  email: `ann.${lastName.toLowerCase()}@example.com`,
  phone: "(309) 555-0123",
});

/** What a locked page must not hold of the car (its URL aside): every detail and the price. */
function carDetails(car: Vehicle): string[] {
  return [
    car.vin,
    car.stockNumber,
    String(car.price),
    formatPrice(car.price),
    formatMileage(car.mileage),
    car.exteriorColor,
    car.interiorColor,
    car.images.previewImage,
    `${car.make} ${car.model}`,
  ];
}

/** `text` with the page's own address taken out: it is the visitor's, not something we said. */
const withoutUrl = (text: string, path: string) => text.split(path).join("").split(encodeURI(path)).join("");

function render(url: string, children: ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{children}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

async function unlockedCookie(lastName: string): Promise<string> {
  const { data } = await loadGate("/gates/private-inventory");
  if (data.unlocked) throw new Error("expected the form");
  const sent = await post("/gates/private-inventory", {
    leadFormToken: data.form.token,
    companyWebsite: "",
    enhanced: "1",
    ...person(lastName),
  });
  expect(sent.status).toBe(200);
  return mergeCookies("", sent.setCookies);
}

describe("a private car's page before the unlock", () => {
  it("holds nothing of the car in its loader data, and is one shared page", async () => {
    const path = vehicleUrl(privateCar);
    const { data, context } = await loadCars(path);
    expect(data.page).toBe("private");
    const gate = data.gate as PrivateVehicleGateData;
    // The token is random: a run of its characters must not pass for a price.
    const json = JSON.stringify({ ...data, gate: { ...gate, form: { ...gate.form, token: "" } } });
    for (const detail of carDetails(privateCar)) expect(json, detail).not.toContain(detail);
    expect(data.meta).toEqual({
      title: "A vehicle in our private inventory",
      description: "Give us your details to see this vehicle and its price.",
    });
    expect(context.cacheClass.reasons).toEqual([]);
    // Any spelling of its URL, in Spanish too: the same gate, never a redirect to the car's URL.
    const es = await loadCars(`/es/new-cars-for-sale/2001-x-${privateCar.vin}`);
    expect(es.data.page).toBe("private");
    expect(es.data.meta).toMatchObject({ title: "Un vehículo de nuestro inventario privado" });
  });

  it("renders the gate and the unlock form, and nothing of the car beyond its own URL", async () => {
    const path = vehicleUrl(privateCar);
    const request = getRequest(path);
    const { gate } = await privateVehicleGate(request, await contextFor(request));
    const html = render(path, <PrivateVehicleGate data={gate} />);
    expect(html).toContain("This vehicle is in our private inventory");
    expect(html).toContain(`action="/gates/private-inventory?vin=${privateCar.vin}"`);
    expect(html).toContain('name="leadFormToken"');
    const withoutAddress = withoutUrl(html, path).split(`?vin=${privateCar.vin}`).join("");
    for (const detail of carDetails(privateCar)) expect(withoutAddress, detail).not.toContain(detail);
  });

  it("leaves the search page shared, with the teaser's count and without the car", async () => {
    const { data, context } = await loadCars("/cars-for-sale");
    const search = data.search as { total: number; privateTeaser: { count: number; text: string } };
    expect(search.total).toBe(vehicles.length - 1);
    expect(search.privateTeaser).toMatchObject({ count: 1, text: "1 more vehicle in our private inventory" });
    expect(JSON.stringify(data)).not.toContain(privateCar.vin);
    expect(context.cacheClass.personal).toBe(false);
  });

  it("keeps the car off the test drive gate", async () => {
    const { loader } = await import("./test-drive");
    const request = getRequest(`/gates/test-drive?vin=${privateCar.vin}`);
    const answer = await loader({ request, params: {}, context: await contextFor(request) } as never).catch(
      (thrown: unknown) => thrown,
    );
    expect((answer as { init?: { status?: number } }).init?.status).toBe(404);
  });
});

describe("the unlock", () => {
  it("without JavaScript: an ADF-valid UNLOCK_INVENTORY lead naming the car, the cookie, 303 back to the car", async () => {
    const { data } = await loadGate(`/gates/private-inventory?vin=${privateCar.vin}`);
    if (data.unlocked) throw new Error("expected the form");
    expect(data.count).toBe(1);
    expect(data.form.vin).toBe(privateCar.vin);
    // Nothing of the private cars before the unlock: the count.
    expect(JSON.stringify(data)).not.toContain(String(privateCar.price));

    const sent = await post(`/gates/private-inventory?vin=${privateCar.vin}`, {
      leadFormToken: data.form.token,
      companyWebsite: "",
      enhanced: "0",
      ...person("Private"),
    });
    expect(sent.status).toBe(303);
    expect(sent.redirect?.headers.get("location")).toBe(vehicleUrl(privateCar));
    const names = sent.setCookies.map((line) => line.slice(0, line.indexOf("=")));
    expect(names).toEqual(expect.arrayContaining(["leadGates", "flashToast"]));

    const [row] = await site.services.db
      .selectFrom("leads")
      .select("id")
      .where("kind", "=", "UNLOCK_INVENTORY")
      .where("payload", "like", "%ann.private@example.com%")
      .execute();
    const lead = (await findLead(site.services.db, row!.id))!;
    expect(lead.payload.url).toBe(`${SITE}${vehicleUrl(privateCar)}`);
    const [delivery] = await listDeliveries(site.services.db, lead.id);
    expect(delivery).toMatchObject({ format: "adf" });
    const mail = leadEmail(lead, delivery!, { settings: site.services.settings, siteUrl: SITE });
    expect(xmllintAdf(mail.text!), mail.text).toBe("");
    expect(mail.text).toContain(`<vin>${privateCar.vin}</vin>`);
    expect(mail.text).toContain(UNLOCK_INVENTORY_COMMENT);

    // Back on the car's page with the cookie: the car in full, and the toast the post left.
    const cookie = mergeCookies("", sent.setCookies);
    const { data: page, context } = await loadCars(vehicleUrl(privateCar), cookie);
    expect(page.page).toBe("vehicle");
    expect(JSON.stringify(page.vehicle)).toContain(privateCar.vin);
    expect(page.forms).toMatchObject({ toasts: [{ severity: "success", summary: "Access Granted!" }] });
    expect(context.cacheClass.personal).toBe(true);
  });

  it("with JavaScript, in Spanish: the toast in Spanish, then the gate lists the private cars with their prices", async () => {
    const { data } = await loadGate("/es/gates/private-inventory");
    if (data.unlocked) throw new Error("expected the form");
    const sent = await post("/es/gates/private-inventory", {
      leadFormToken: data.form.token,
      companyWebsite: "",
      enhanced: "1",
      ...person("Espanol"),
    });
    expect(sent.status).toBe(200);
    expect(sent.reply).toMatchObject({
      outcome: "sent",
      toasts: [{ severity: "success", summary: "¡Acceso concedido!" }],
    });
    const cookie = mergeCookies("", sent.setCookies);
    const unlocked = await loadGate("/es/gates/private-inventory", cookie);
    expect(unlocked.data).toMatchObject({
      unlocked: true,
      vehicles: [{ vin: privateCar.vin, price: privateCar.price }],
    });
    expect(unlocked.context.cacheClass.personal).toBe(true);
  });

  it("refuses a bad form with the spec's messages and the error toast, keeping what was typed", async () => {
    const { data } = await loadGate("/gates/private-inventory");
    if (data.unlocked) throw new Error("expected the form");
    const invalid = await post("/gates/private-inventory", {
      leadFormToken: data.form.token,
      companyWebsite: "",
      enhanced: "1",
      ...person("Typo"),
      email: "ann@example",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.reply?.result.error).toEqual({ email: ["Please enter a valid email address"] });
    expect(invalid.reply?.result.initialValue).toMatchObject({ lastName: "Typo" });
    expect(invalid.setCookies).toEqual([]);

    const refused = await post("/gates/private-inventory", {
      leadFormToken: "forged",
      companyWebsite: "",
      enhanced: "1",
      ...person("Forged"),
    });
    expect(refused.status).toBe(400);
    expect(refused.reply?.toasts).toMatchObject([
      { severity: "error", summary: "Error", detail: "There was an error saving your information." },
    ]);
    expect(refused.setCookies.some((line) => line.startsWith("leadGates="))).toBe(false);
  });

  it("once unlocked, the search holds the private cars and says no teaser", async () => {
    const cookie = await unlockedCookie("Search");
    const { data, context } = await loadCars("/cars-for-sale", cookie);
    const search = data.search as { total: number; privateTeaser: unknown };
    expect(search.total).toBe(vehicles.length);
    expect(search.privateTeaser).toBeNull();
    expect(context.cacheClass.personal).toBe(true);
  });
});
