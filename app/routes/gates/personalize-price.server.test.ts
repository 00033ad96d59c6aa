import { describe, expect, it } from "vitest";
import { monthlyPaymentFor } from "~/features/gates/personal-payments";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { leadEmail } from "~/features/leads/delivery/lead-email.server";
import { amountMessage } from "~/features/leads/forms/personalize-price";
import { findLead, listDeliveries } from "~/features/leads/model/lead-repository.server";
import { MESSAGES } from "~/features/leads/model/validation";
import { readVisitor } from "~/features/visitor/visitor.server";
import type { LeadFormActionData } from "~/routes/+shared/lead-form-action.server";
import { xmllintAdf } from "~tests/support/adf";
import { mergeCookies } from "~tests/support/form-client";
import { gateTestSite, getRequest, postForm, SITE } from "~tests/support/gate-context";
import {
  type PersonalizePriceLoaderData,
  type PricingStepReply,
  personalizePriceAction,
  personalizePriceLoader,
} from "./personalize-price.server";

/**
 * The personalised-pricing questionnaire against a real database: one step per post, the
 * answers carried by the page (nothing stored before the contact step), the messages of spec
 * section 5, Back, the trade equity skipped when not trading in; then the contact step's
 * UNLOCK_PRICE lead (ADF-valid, naming the car) and the `leadGates` cookie with the terms and
 * the unlocked prices, with JavaScript (the reply) and without (303 to the confirmation, whose
 * page gives the car's payment on the terms), in English and Spanish.
 */
const [car] = generateDemoInventory({ count: 1, seed: 7 }) as [Vehicle];

const site = gateTestSite([car]);
const { contextFor, consentCookie } = site;

async function load(url: string, cookie: string) {
  const request = getRequest(url, cookie);
  const answer = await personalizePriceLoader(request, await contextFor(request));
  return answer.data as PersonalizePriceLoaderData;
}

async function post(url: string, cookie: string, fields: Record<string, string>) {
  return postForm<PricingStepReply & LeadFormActionData>(site, personalizePriceAction, url, cookie, fields);
}

const gate = `/gates/personalize-price?vin=${car.vin}`;
const person = (lastName: string) => ({
  firstName: "Ann",
  lastName,
  email: `ann.${lastName.toLowerCase()}@example.com`,
  phone: "(309) 555-0123",
});

describe("the questionnaire's steps", () => {
  it("go one at a time, each checked with the answers the page carries, storing nothing", async () => {
    const cookie = await consentCookie();
    const first = await load(gate, cookie);
    expect(first).toMatchObject({ step: "down-payment", car: { vin: car.vin, path: vehicleUrl(car) } });
    expect(JSON.stringify(first)).not.toContain(String(car.price));

    const empty = await post(gate, cookie, { step: "down-payment", downPayment: "" });
    expect(empty.status).toBe(400);
    expect(empty.reply).toMatchObject({
      step: "down-payment",
      result: { error: { downPayment: [MESSAGES.required] } },
    });

    const tooMuch = await post(gate, cookie, { step: "down-payment", downPayment: "$25,000" });
    expect(tooMuch.reply?.result?.error).toEqual({ downPayment: [amountMessage(20_000)] });

    const down = await post(gate, cookie, { step: "down-payment", downPayment: "$2,500" });
    expect(down.status).toBe(200);
    expect(down.reply).toMatchObject({ step: "trading-in", answers: { downPayment: "2500" }, result: null });
    expect(down.setCookies).toEqual([]);

    const trading = await post(gate, cookie, { step: "trading-in", downPayment: "2500", tradingIn: "yes" });
    expect(trading.reply).toMatchObject({ step: "trade-equity", answers: { tradingIn: "yes" } });
    const notTrading = await post(gate, cookie, { step: "trading-in", downPayment: "2500", tradingIn: "no" });
    expect(notTrading.reply).toMatchObject({
      step: "credit",
      answers: { downPayment: "2500", tradingIn: "no" },
    });

    // Back keeps what was typed, unchecked.
    const back = await post(gate, cookie, {
      step: "credit",
      intent: "back",
      downPayment: "2500",
      tradingIn: "no",
      creditBand: "good",
    });
    expect(back.reply).toMatchObject({ step: "trading-in", answers: { creditBand: "good" } });

    // A carried answer changed by hand sends the visitor back to its step with its message.
    const forged = await post(gate, cookie, {
      step: "credit",
      downPayment: "lots",
      tradingIn: "no",
      creditBand: "good",
    });
    expect(forged.status).toBe(400);
    expect(forged.reply).toMatchObject({ step: "down-payment" });

    // A junk body never answers 500.
    const junk = await post(gate, cookie, {});
    expect(junk.status).toBeLessThan(500);
    const nothing = await site.services.db.selectFrom("leads").select("id").execute();
    expect(nothing).toEqual([]);
  });
});

describe("the contact step", () => {
  it("with JavaScript: the UNLOCK_PRICE lead (ADF-valid), the terms in the leadGates cookie, the confirmation", async () => {
    let cookie = await consentCookie();
    const { token } = await load(gate, cookie);
    const sent = await post(gate, cookie, {
      step: "contact",
      downPayment: "3000",
      tradingIn: "yes",
      tradeEquity: "2,500",
      creditBand: "fair",
      ...person("Terms"),
      leadFormToken: token,
      companyWebsite: "",
      enhanced: "1",
    });
    expect(sent.status).toBe(200);
    expect(sent.reply).toMatchObject({ outcome: "sent" });
    expect(sent.reply?.toasts[0]).toMatchObject({
      severity: "success",
      summary: "Access Granted!",
      detail: "Welcome! Your prices are unlocked, and every payment we show you now uses your terms.",
    });
    cookie = mergeCookies(cookie, sent.setCookies);
    const visitor = await readVisitor(new URL(`${SITE}/`), new Headers({ cookie }), site.app);
    const terms = { downPayment: 3_000, tradingIn: true, tradeEquity: 2_500, creditBand: "fair" };
    expect(visitor.gates).toMatchObject({ priceUnlockedAt: expect.any(Number), pricingTerms: terms });

    const confirmation = await load(`${gate}&step=confirmation`, cookie);
    const { payments, fee } = site.services.settings.company;
    expect(confirmation).toMatchObject({
      step: "confirmation",
      confirmation: {
        terms,
        apr: 6.9,
        termMonths: 72,
        carPayment: { monthly: monthlyPaymentFor(car.price, payments, fee.documentary, terms as never) },
      },
    });
    // Changing the terms starts from them.
    expect((await load(gate, cookie)).start).toEqual({
      downPayment: "3000",
      tradingIn: "yes",
      tradeEquity: "2500",
      creditBand: "fair",
    });

    const [row] = await site.services.db
      .selectFrom("leads")
      .select("id")
      .where("kind", "=", "UNLOCK_PRICE")
      .where("payload", "like", "%ann.terms@example.com%")
      .execute();
    const lead = (await findLead(site.services.db, row!.id))!;
    expect(lead.payload.details).toEqual({
      downPayment: 3_000,
      tradingIn: true,
      tradeEquity: 2_500,
      creditScore: "Fair (610 to 669)",
    });
    expect(lead.payload.vehicle).toMatchObject({ vin: car.vin });
    const [delivery] = await listDeliveries(site.services.db, lead.id);
    const mail = leadEmail(lead, delivery!, { settings: site.services.settings, siteUrl: SITE });
    expect(xmllintAdf(mail.text!), mail.text).toBe("");
    expect(mail.text).toContain(`<vin>${car.vin}</vin>`);
    expect(mail.text).toContain("Credit score: Fair (610 to 669)");
  });

  it("keeps the answers and says what is wrong, at the step whose answer it is", async () => {
    const cookie = await consentCookie();
    const { token } = await load(gate, cookie);
    const fields = {
      step: "contact",
      downPayment: "3000",
      tradingIn: "no",
      creditBand: "good",
      leadFormToken: token,
    };
    const wrong = await post(gate, cookie, { ...fields, ...person("Wrong"), email: "ann@", enhanced: "1" });
    expect(wrong.status).toBe(400);
    expect(wrong.reply?.result.error).toEqual({ email: [MESSAGES.invalidEmail] });
    expect(wrong.reply?.result.initialValue).toMatchObject({ downPayment: "3000", creditBand: "good" });
  });

  it("without JavaScript, in Spanish: 303 to the confirmation with the toast, the cookie set", async () => {
    const cookie = await consentCookie();
    const spanish = `/es${gate}`;
    const { token } = await load(spanish, cookie);
    const done = await post(spanish, cookie, {
      step: "contact",
      downPayment: "0",
      tradingIn: "no",
      creditBand: "rebuilding",
      ...person("Sinjs"),
      leadFormToken: token,
      companyWebsite: "",
    });
    expect(done.status).toBe(303);
    expect(done.redirect?.headers.get("location")).toBe(
      `/es/gates/personalize-price?vin=${car.vin}&step=confirmation`,
    );
    const after = mergeCookies(cookie, done.setCookies);
    const page = await load(`/es/gates/personalize-price?vin=${car.vin}&step=confirmation`, after);
    expect(page.step).toBe("confirmation");
    expect(page.toasts[0]).toMatchObject({ summary: "¡Acceso concedido!" });
    expect(page.confirmation?.apr).toBe(13.4);
  });
});
