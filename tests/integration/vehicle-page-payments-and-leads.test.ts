import { describe, expect, it } from "vitest";
import {
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
} from "../../app/features/financing/payments";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { TEST_DRIVE_TOASTS } from "../../app/features/leads/forms/test-drive";
import { storeNow, testDriveDays } from "../../app/features/leads/forms/test-drive-calendar";
import { VEHICLE_QUESTION_TOASTS } from "../../app/features/leads/forms/vehicle-question";
import { weekdayOf } from "../../app/features/service/clock";
import { formatPrice } from "../../app/lib/format";
import { expectValidAdf } from "../support/adf";
import { testDialects } from "../support/databases";
import {
  decode,
  errorText,
  followRedirect,
  openForm,
  person,
  postForm,
  shownValue,
  unique,
} from "../support/form-client";
import { mailHeader } from "../support/smtp-peer";
import {
  company,
  locations,
  lowMiles,
  sliders,
  soldVehicle,
  textOf,
  vehicleSite,
} from "../support/vehicle-site";

/**
 * A vehicle page's payment estimate and its leads (check availability, the test drive
 * gate), through the production server on a real database (SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set) and a real SMTP peer: tests/support/vehicle-site.ts. The page
 * itself and its URLs: vehicle-page.test.ts.
 */
describe.each(testDialects)("a vehicle page's payments and leads on %s", (dialect) => {
  const site = vehicleSite(dialect);
  const { get } = site;

  describe("the payment estimate", () => {
    const monthly = (html: string) =>
      Number(/data-testid="payment-monthly"[^>]*>\$([\d,]+)/.exec(html)?.[1]?.replace(/,/g, ""));

    it("is right without JavaScript at its defaults (vehicle-data terms: 72 months, score 850)", async () => {
      const html = await (await get(vehicleUrl(lowMiles))).text();
      const expected = estimateMonthlyPayment(
        defaultFinanceTerms(lowMiles.price, company.payments),
        company.payments,
        company.fee.documentary,
      );
      expect(monthly(html)).toBe(expected);
      expect(textOf(html)).toContain("72 months at 6.90% APR");
      // The GET form that recomputes on the site.server, with the sliders of spec section 9.
      // The aside's own form (the header's search box is a form too).
      const form = /<form [^>]*>/.exec(html.slice(html.indexOf('id="payment-estimate"')))?.[0] ?? "";
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="${vehicleUrl(lowMiles)}"`);
      expect(sliders(html)).toEqual({
        cashDown: { min: "0", max: "20000", step: "100", value: "1000" },
        tradeEquity: { min: "0", max: "20000", step: "100", value: "0" },
        creditScore: { min: "400", max: "850", step: "10", value: "850" },
        financeTerm: { min: "12", max: "72", step: "12", value: "72" },
      });
      expect(html).toContain(">Update estimate</button>");
    });

    it("recomputes a GET submission on the site.server, for a loan and a lease", async () => {
      const url = vehicleUrl(lowMiles);
      const loan = await get(
        `${url}?tab=finance&cashDown=3000&tradeEquity=1500&creditScore=590&financeTerm=48`,
      );
      expect(loan.status).toBe(200);
      expect(monthly(await loan.text())).toBe(
        estimateMonthlyPayment(
          { price: lowMiles.price, cashDown: 3000, tradeEquity: 1500, creditScore: 590, termMonths: 48 },
          company.payments,
          company.fee.documentary,
        ),
      );
      const lease = await get(`${url}?tab=lease&cashDown=0&creditScore=700&leaseTerm=24&leaseMiles=15000`);
      const html = await lease.text();
      expect(monthly(html)).toBe(
        estimateLeasePayment(
          {
            price: lowMiles.price,
            cashDown: 0,
            tradeEquity: 0,
            creditScore: 700,
            termMonths: 24,
            milesPerYear: 15000,
          },
          company.payments,
          company.fee.documentary,
        ),
      );
      expect(sliders(html)).toMatchObject({
        leaseTerm: { min: "24", max: "39", step: "3", value: "24" },
        leaseMiles: { min: "10000", max: "15000", step: "2500", value: "15000" },
      });
    });

    it("offers cash down in dollars or in percent of the price, each unit from its own default", async () => {
      const url = vehicleUrl(lowMiles);
      const radios = (html: string) =>
        [...html.matchAll(/<input [^>]*type="radio"[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => tag.includes('name="cashDownUnit"'))
          .map((tag) => `${/ value="([^"]*)"/.exec(tag)?.[1]}${/ checked=""/.test(tag) ? " (checked)" : ""}`);
      const hidden = (html: string, name: string) =>
        new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
      const finance = (cashDown: number) =>
        estimateMonthlyPayment(
          { ...defaultFinanceTerms(lowMiles.price, company.payments), cashDown },
          company.payments,
          company.fee.documentary,
        );
      const percentMax = Math.min(100, Math.floor((20_000 * 100) / (lowMiles.price * 5)) * 5);

      // The page opens in dollars at $1,000; the switch is a pair of radio buttons.
      const dollars = await (await get(url)).text();
      expect(radios(dollars)).toEqual(["dollars (checked)", "percent"]);
      expect(textOf(dollars)).toContain("Cash down in");
      expect(sliders(dollars).cashDown).toEqual({ min: "0", max: "20000", step: "100", value: "1000" });
      expect(hidden(dollars, "cashDownPercent")).toBe("20");
      expect(monthly(dollars)).toBe(finance(1_000));

      // Switched to percent (the form submitted without JavaScript): 20 % of the price, in 5 % steps.
      const percent = await (await get(`${url}?cashDownUnit=percent&cashDown=1000`)).text();
      expect(radios(percent)).toEqual(["dollars", "percent (checked)"]);
      expect(sliders(percent).cashDownPercent).toEqual({
        min: "0",
        max: String(percentMax),
        step: "5",
        value: String(Math.min(20, percentMax)),
      });
      expect(sliders(percent).cashDown).toBeUndefined();
      expect(hidden(percent, "cashDown")).toBe("1000");
      const twenty = Math.round((lowMiles.price * Math.min(20, percentMax)) / 100);
      expect(monthly(percent)).toBe(finance(twenty));
      expect(textOf(percent)).toContain(`${Math.min(20, percentMax)}% (${formatPrice(twenty)})`);

      // A chosen percent, clamped and stepped like any slider; an unknown unit is dollars.
      const ten = await (await get(`${url}?cashDownUnit=percent&cashDownPercent=11`)).text();
      expect(monthly(ten)).toBe(finance(Math.round(lowMiles.price / 10)));
      const junk = await (await get(`${url}?cashDownUnit=euros&cashDownPercent=50`)).text();
      expect(radios(junk)).toEqual(["dollars (checked)", "percent"]);
      expect(monthly(junk)).toBe(finance(1_000));
    });

    it("states the lease terms shown in a disclaimer under a lease estimate", async () => {
      const url = vehicleUrl(lowMiles);
      const disclaimer = (html: string) =>
        textOf(/<p [^>]*data-testid="lease-disclaimer"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");
      // The spec's example, then the page's default lease terms.
      const spec = await (await get(`${url}?tab=lease&leaseTerm=39&leaseMiles=15000`)).text();
      expect(disclaimer(spec)).toContain("39 months, 15,000 miles per year, $0.20 per excess mile");
      const defaults = await (await get(`${url}?tab=lease`)).text();
      expect(disclaimer(defaults)).toContain("36 months, 10,000 miles per year, $0.20 per excess mile");
      expect(disclaimer(defaults)).toContain("60% residual value");
      // A loan has no lease disclaimer.
      expect(disclaimer(await (await get(url)).text())).toBe("");
    });

    it("never answers 500 to junk values: they fall back to the defaults or clamp", async () => {
      const url = vehicleUrl(lowMiles);
      const defaults = estimateMonthlyPayment(
        defaultFinanceTerms(lowMiles.price, company.payments),
        company.payments,
        company.fee.documentary,
      );
      for (const query of [
        "?cashDown=lots&tradeEquity=%00&creditScore=NaN&financeTerm=Infinity",
        "?cashDown=1e999&creditScore=&financeTerm=0x10&tab=<script>",
        "?cashDown[]=1&cashDown[]=2&tradeEquity=-0&tab=",
        "?%E0%A4%A=1&creditScore=%E0%A4%A",
      ]) {
        const response = await get(`${url}${query}`);
        expect(response.status, query).toBe(200);
        expect(monthly(await response.text()), query).toBe(defaults);
      }
      const clamped = await get(
        `${url}?tab=lease&cashDown=-500&creditScore=9999&leaseTerm=1&leaseMiles=99999`,
      );
      expect(clamped.status).toBe(200);
      expect(monthly(await clamped.text())).toBe(
        estimateLeasePayment(
          {
            ...defaultLeaseTerms(lowMiles.price, company.payments),
            cashDown: 0,
            termMonths: 24,
            milesPerYear: 15000,
          },
          company.payments,
          company.fee.documentary,
        ),
      );
    });
  });

  // Each test posts its own forms with its own names and finds its e-mail by them: side by side,
  // their form guard's minimum fill times overlap.
  describe.concurrent("the vehicle's leads", () => {
    const carPath = () => vehicleUrl(lowMiles);
    const gate = (vin = lowMiles.vin) => `/gates/test-drive?vin=${vin}`;
    const store = locations.find((l) => l.key === lowMiles.locationKey)!;
    /** A day the store opens that is not today, and its last start time: the same whenever the test runs. */
    const laterDay = () => testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;
    /** The store's next Sunday: closed, never offered. */
    const nextSunday = () => {
      const { today } = storeNow(store.timeZone);
      const date = (i: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return [0, 1, 2, 3, 4, 5, 6].map(date).find((d) => weekdayOf(d) === "Sunday")!;
    };

    it("'Check availability' without JavaScript: messages and what was typed, then a CONTACT_SALES lead in ADF", async () => {
      const name = `Avail${unique()}`;
      const page = await openForm(site.server, carPath());
      expect(page.status).toBe(200);
      expect(shownValue(page.html, "message")).toBe(
        `Is the ${lowMiles.year} ${lowMiles.make} ${lowMiles.model} still available? I would like to know more.`,
      );
      const bad = await postForm(site.server, carPath(), page, {
        message: " ",
        ...person(name),
        email: "ann@example",
      });
      expect(bad.response.status).toBe(400);
      expect(errorText(bad.html, "vehicle-question-form-message-error")).toBe("Enter your message.");
      expect(errorText(bad.html, "vehicle-question-form-email-error")).toBe(
        "Please enter a valid email address",
      );
      expect(shownValue(bad.html, "lastName")).toBe(name);
      expect(shownValue(bad.html, "email")).toBe("ann@example");

      const sent = await postForm(site.server, carPath(), page, {
        message: "Can I see it on Saturday?",
        ...person(name),
      });
      expect(sent.response.status).toBe(200);
      expect(decode(sent.html)).toContain(VEHICLE_QUESTION_TOASTS.success.summary);
      // Its confirmation's reference (issue 17) reaches the dealer with the lead.
      const reference = /CAR-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(sent.html)?.[0];
      expect(reference).toBeTruthy();
      const [mail] = await site.smtp.waitForMail((m) => m.text?.includes(name) ?? false);
      expect(mailHeader(mail!, "x-lead-kind")).toBe("CONTACT_SALES");
      const adf = mail!.text!;
      expectValidAdf(adf);
      expect(adf).toContain(`<id sequence="2" source="Website reference">${reference}</id>`);
      expect(adf).toContain('<vehicle interest="buy" status="used">');
      expect(adf).toContain(`<vin>${lowMiles.vin}</vin>`);
      expect(adf).toContain(`<make>${lowMiles.make}</make>`);
      expect(adf).toContain(`<price type="asking" currency="USD">${lowMiles.price}</price>`);
      expect(adf).toContain("Can I see it on Saturday?");
      expect(adf).toContain(`Sent from: ${site.server.url}${carPath()}`);
    });

    it("'Check availability' on a URL that is not a car of ours is a 404, and a search page takes no post", async () => {
      const page = await openForm(site.server, carPath());
      const fields = { message: "Hello", ...person(`None${unique()}`) };
      const unknown = "/used-cars-for-sale/2019-honda-accord-1HGCM82633A004352";
      expect((await postForm(site.server, unknown, page, fields)).response.status).toBe(404);
      expect((await postForm(site.server, "/cars-for-sale/suvs", page, fields)).response.status).toBe(405);
    });

    it("the test drive gate without JavaScript: the long form, the day's times, then a SCHEDULE_TEST_DRIVE lead in ADF", async () => {
      const name = `Drive${unique()}`;
      const day = laterDay();
      const last = day.times.at(-1)!;
      const page = await openForm(site.server, gate());
      expect(page.status).toBe(200);
      expect(textOf(/<h1[\s\S]*?<\/h1>/.exec(page.html)?.[0] ?? "")).toBe("Schedule a test drive");
      expect(page.html).toMatch(/<meta name="robots" content="noindex/);
      expect(page.html).toContain(`href="${carPath()}"`);
      // Every step of the long form, every day offered.
      for (const title of ["Choose a day", "Choose a time", "Confirm your details", "Schedule"])
        expect(textOf(page.html)).toContain(title);
      expect(page.html).toContain(`value="${day.date}"`);

      // Half an hour after the day's last start: the site.server says which times the day has.
      const late = `${String(Number(last.slice(0, 2)) + (last.endsWith("30") ? 1 : 0)).padStart(2, "0")}:${last.endsWith("30") ? "00" : "30"}`;
      const bad = await postForm(site.server, gate(), page, { date: day.date, time: late, ...person(name) });
      expect(bad.response.status).toBe(400);
      expect(decode(errorText(bad.html, "test-drive-form-time-error") ?? "")).toContain(
        "Choose one of those times.",
      );
      expect(shownValue(bad.html, "lastName")).toBe(name);

      // "Show the times of the day I chose": the form drawn again with that day's times only.
      const refreshed = await postForm(site.server, gate(), page, {
        date: day.date,
        refresh: "1",
        ...person(name),
      });
      expect(refreshed.response.status).toBe(200);
      const times = [...refreshed.html.matchAll(/<input[^>]*name="time"[^>]*>/g)].map(
        ([tag]) => / value="([^"]*)"/.exec(tag)?.[1],
      );
      expect(times).toEqual(day.times);

      const sent = await postForm(site.server, gate(), page, {
        date: day.date,
        time: last,
        ...person(name),
        comments: "Bring the winter tires",
      });
      expect(sent.response.status).toBe(303);
      expect(sent.response.headers.get("location")).toBe(`${carPath()}#test-drive`);
      const back = await followRedirect(site.server, sent.response, page.cookie);
      expect(decode(back.html)).toContain(TEST_DRIVE_TOASTS.success.detail);

      const [mail] = await site.smtp.waitForMail((m) => m.text?.includes(name) ?? false);
      expect(mailHeader(mail!, "x-lead-kind")).toBe("SCHEDULE_TEST_DRIVE");
      const adf = mail!.text!;
      expectValidAdf(adf);
      expect(adf).toContain(`<vin>${lowMiles.vin}</vin>`);
      expect(adf).toContain(`<earliestdate>${day.date}T${last}</earliestdate>`);
      expect(adf).toContain(`Store: ${store.name}`);
      expect(adf).toContain("Bring the winter tires");
      expect(adf).toContain(`Sent from: ${site.server.url}${carPath()}`);
    });

    it("the test drive gate from the dialog (JavaScript): data, not a redirect; junk and strangers refused", async () => {
      const day = laterDay();
      const page = await openForm(site.server, gate());
      const sent = await postForm(site.server, gate(), page, {
        enhanced: "1",
        date: day.date,
        time: day.times[0]!,
        ...person(`Dialog${unique()}`),
      });
      expect(sent.response.status).toBe(200);
      expect(decode(sent.html)).toContain(TEST_DRIVE_TOASTS.success.summary);
      // A day the store does not open is never offered; a VIN that is not ours, or sold, has no gate page.
      const closed = await postForm(site.server, gate(), page, {
        date: nextSunday(),
        time: "10:00",
        ...person("Sun"),
      });
      expect(closed.response.status).toBe(400);
      expect((await get(gate("1HGCM82633A004352"))).status).toBe(404);
      expect((await get(gate(soldVehicle.vin))).status).toBe(404);
      expect((await get("/gates/test-drive")).status).toBe(404);
      expect(
        (await postForm(site.server, gate("1HGCM82633A004352"), page, { date: day.date })).response.status,
      ).toBe(404);
    });
  });
});
