import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { UnlockPriceReply } from "~/components/gates/unlock-price-form";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { leadEmail } from "~/features/leads/delivery/lead-email.server";
import { PHONE_VERIFIED_COMMENT, type UnlockPriceSetup } from "~/features/leads/forms/unlock-price";
import { findLead, listDeliveries } from "~/features/leads/model/lead-repository.server";
import { readVisitor } from "~/features/visitor/visitor.server";
import { handlePhoneValidation } from "~/routes/api/phone-validation.server";
import { xmllintAdf } from "~tests/support/adf";
import { mergeCookies } from "~tests/support/form-client";
import { gateTestSite, getRequest, postForm, SITE } from "~tests/support/gate-context";
import { unlockPriceAction, unlockPriceSetup } from "./unlock-price.server";

/**
 * The unlock-price gate against a real database and the SMS log: details, the code texted to
 * the phone (read from DATA_DIR/outbox/sms.log, as the demo sends it), the code back; then the
 * profile keeps the phone as verified (functional cookies allowed), the `leadGates` cookie
 * holds the verified phone and the unlocked price, and the outbox has an ADF-valid
 * UNLOCK_PRICE lead naming the car. A wrong code is said on the code field, a number the site
 * will not text on the phone field, and the API accepts the token the gate page issued.
 */
const [car, second] = generateDemoInventory({ count: 2, seed: 11 }) as [Vehicle, Vehicle];
const privateCar: Vehicle = { ...second, private: true };
// A different number per test: each number may receive a few codes an hour.
let nextNumber = 20;
const newPhone = () => `(309) 555-01${nextNumber++}`;

const site = gateTestSite([car, privateCar]);
const { contextFor, consentCookie } = site;

async function load(url: string, cookie: string): Promise<UnlockPriceSetup> {
  const request = getRequest(url, cookie);
  return unlockPriceSetup(request, await contextFor(request));
}

/** Posts the form as a browser does from the gate's page; answers the reply or the thrown redirect. */
async function post(url: string, cookie: string, fields: Record<string, string>) {
  return postForm<UnlockPriceReply>(site, unlockPriceAction, url, cookie, fields);
}

/** The code of the last text sent to `phone` (the demo's SMS log: one line a text). */
function lastCodeTo(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const log = fs.readFileSync(path.join(site.services.dataDir, "outbox", "sms.log"), "utf8");
  const line = log
    .trim()
    .split("\n")
    .reverse()
    .find((l) => l.split("\t")[1] === `+1${digits}`);
  return /code is (\d{6})/.exec(line ?? "")?.[1] ?? "";
}

const person = (phone: string) => ({
  firstName: "Ann",
  lastName: "Verified",
  email: "ann.verified@example.com",
  phone,
});

/** The hidden and visible fields the page posts at each step. */
function fieldsOf(setup: UnlockPriceSetup, step: "details" | "code", values: Record<string, string>) {
  return {
    leadFormToken: setup.token,
    phoneVerificationToken: setup.phoneToken,
    companyWebsite: "",
    step,
    ...values,
  };
}

describe("the unlock-price gate", () => {
  it("verifies the phone by the texted code: verified profile, gates cookie, ADF-valid UNLOCK_PRICE lead", async () => {
    let cookie = await consentCookie(true);
    const gate = `/gates/unlock-price?vin=${car.vin}`;
    const setup = await load(gate, cookie);
    expect(setup).toMatchObject({ vin: car.vin, car: { path: vehicleUrl(car) }, unlocked: false });
    // The page shows no price: it is what the gate unlocks.
    expect(JSON.stringify(setup)).not.toContain(String(car.price));

    const phone = newPhone();
    const sent = await post(gate, cookie, fieldsOf(setup, "details", { ...person(phone), enhanced: "1" }));
    expect(sent.status).toBe(200);
    expect(sent.reply).toMatchObject({ step: "code", outcome: "code-sent" });
    const code = lastCodeTo(phone);
    expect(code).toMatch(/^\d{6}$/);

    // Pasted with the text's words around it: the digits are the code.
    const verified = await post(
      gate,
      cookie,
      fieldsOf(setup, "code", { ...person(phone), code: `Code: ${code}.`, enhanced: "1" }),
    );
    expect(verified.status).toBe(200);
    expect(verified.reply).toMatchObject({ step: "done", outcome: "sent" });
    expect(verified.reply?.toasts[0]).toMatchObject({
      severity: "success",
      summary: "Your price is unlocked",
    });
    cookie = mergeCookies(cookie, verified.setCookies);

    const visitor = await readVisitor(new URL(`${SITE}/`), new Headers({ cookie }), site.app);
    expect(visitor.profile).toMatchObject({ ...person(phone), phoneVerified: true });
    expect(visitor.gates.phoneVerifiedAt).toEqual(expect.any(Number));
    expect(visitor.gates.priceUnlockedAt).toEqual(expect.any(Number));
    expect((await load(gate, cookie)).unlocked).toBe(true);

    const [row] = await site.services.db
      .selectFrom("leads")
      .select("id")
      .where("kind", "=", "UNLOCK_PRICE")
      .where("payload", "like", `%${phone.replace(/\D/g, "").slice(-4)}%`)
      .execute();
    const lead = (await findLead(site.services.db, row!.id))!;
    expect(lead.payload.details).toEqual({ phoneVerified: true });
    expect(lead.payload.url).toBe(`${SITE}${vehicleUrl(car)}`);
    const [delivery] = await listDeliveries(site.services.db, lead.id);
    expect(delivery).toMatchObject({ format: "adf", status: "pending" });
    const mail = leadEmail(lead, delivery!, { settings: site.services.settings, siteUrl: SITE });
    expect(xmllintAdf(mail.text!), mail.text).toBe("");
    expect(mail.text).toContain(`<vin>${car.vin}</vin>`);
    expect(mail.text).toContain(PHONE_VERIFIED_COMMENT.replace(/'/g, "&apos;").slice(0, 40));
  });

  it("without JavaScript: 303 to the car's page with the toast; the gates cookie even when functional cookies are refused", async () => {
    const cookie = await consentCookie(false);
    const gate = `/gates/unlock-price?vin=${car.vin}`;
    const setup = await load(gate, cookie);
    const phone = newPhone();
    await post(gate, cookie, fieldsOf(setup, "details", person(phone)));
    const done = await post(
      gate,
      cookie,
      fieldsOf(setup, "code", { ...person(phone), code: lastCodeTo(phone) }),
    );
    expect(done.status).toBe(303);
    expect(done.redirect?.headers.get("location")).toBe(vehicleUrl(car));
    const after = mergeCookies(cookie, done.setCookies);
    const visitor = await readVisitor(new URL(`${SITE}/`), new Headers({ cookie: after }), site.app);
    // Refused: nothing of the person is kept, but the gate they passed is.
    expect(visitor.profile).toEqual({});
    expect(visitor.gates.priceUnlockedAt).toEqual(expect.any(Number));
    const names = done.setCookies.map((line) => line.slice(0, line.indexOf("=")));
    expect(names).toEqual(expect.arrayContaining(["leadGates", "flashToast"]));
    expect(names).not.toContain("visitorProfile");
  });

  it("without a car: the general gate, and back to the search", async () => {
    const cookie = await consentCookie(true);
    const setup = await load("/gates/unlock-price", cookie);
    expect(setup.car).toBeUndefined();
    const phone = newPhone();
    await post("/gates/unlock-price", cookie, fieldsOf(setup, "details", person(phone)));
    const done = await post(
      "/gates/unlock-price",
      cookie,
      fieldsOf(setup, "code", { ...person(phone), code: lastCodeTo(phone) }),
    );
    expect(done.redirect?.headers.get("location")).toBe("/cars-for-sale");
  });

  it("says a wrong code on the code field and a refused number on the phone field, in the page's language", async () => {
    const cookie = await consentCookie(true);
    const setup = await load("/gates/unlock-price", cookie);
    const phone = newPhone();
    await post("/gates/unlock-price", cookie, fieldsOf(setup, "details", person(phone)));
    const code = lastCodeTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await post(
      "/gates/unlock-price",
      cookie,
      fieldsOf(setup, "code", { ...person(phone), code: wrong, enhanced: "1" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.reply).toMatchObject({ step: "code", outcome: "invalid" });
    expect(refused.reply?.result.error).toEqual({ code: ["That code is not correct."] });

    const caribbean = await post(
      "/gates/unlock-price",
      cookie,
      fieldsOf(setup, "details", { ...person("(876) 555-0123"), enhanced: "1" }),
    );
    expect(caribbean.status).toBe(400);
    expect(caribbean.reply?.result.error).toEqual({
      phone: ["We can only text a US or Canadian phone number."],
    });

    // The spec's messages, and the step two details are checked again (a hidden field changed).
    const missing = await post(
      "/gates/unlock-price",
      cookie,
      fieldsOf(setup, "code", { ...person(phone), code: "" }),
    );
    expect(missing.reply?.result.error).toEqual({ code: ["Code is required"] });
    const tampered = await post(
      "/gates/unlock-price",
      cookie,
      fieldsOf(setup, "code", { ...person("12"), code: "123456" }),
    );
    expect(tampered.reply).toMatchObject({
      step: "details",
      result: { error: { phone: ["Phone number is invalid by regex"] } },
    });

    // Spanish: the toasts are the catalogue's (the field messages are translated where they show).
    const es = await load("/es/gates/unlock-price", cookie);
    const junk = await post("/es/gates/unlock-price", cookie, {
      ...fieldsOf(es, "details", person(newPhone())),
      phoneVerificationToken: "forged",
    });
    expect(junk.status).toBe(400);
    expect(junk.reply?.toasts[0]).toMatchObject({
      summary: "Error",
      detail: "Hubo un error al guardar su información.",
    });
  });

  it("goes back to step one with what was typed, nothing checked", async () => {
    const cookie = await consentCookie(true);
    const setup = await load("/gates/unlock-price", cookie);
    const back = await post("/gates/unlock-price", cookie, {
      ...fieldsOf(setup, "code", { ...person("(309) 555-0100"), code: "" }),
      changePhone: "1",
    });
    expect(back.status).toBe(200);
    expect(back.reply).toMatchObject({ step: "details", outcome: "refreshed", result: { error: {} } });
    expect(back.reply?.result.initialValue).toMatchObject({ phone: "(309) 555-0100" });
  });

  it("never names a private car to a visitor who has not unlocked the private inventory", async () => {
    const setup = await load(`/gates/unlock-price?vin=${privateCar.vin}`, await consentCookie(true));
    expect(setup.car).toBeUndefined();
    expect(JSON.stringify(setup)).not.toContain(privateCar.model);
  });

  it("the JSON API accepts the phone-verification token the gate page issued", async () => {
    const cookie = await consentCookie(true);
    const setup = await load("/gates/unlock-price", cookie);
    const request = new Request(`${SITE}/api/customer/phoneValidation`, {
      method: "POST",
      headers: { cookie, origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ type: "phone-validation", phone: newPhone(), leadFormToken: setup.phoneToken }),
    });
    const response = await handlePhoneValidation(request, await contextFor(request));
    expect(await response.json()).toMatchObject({ success: true });
    expect(response.status).toBe(200);
  });
});
