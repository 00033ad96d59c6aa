import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { expectValidAdf } from "../support/adf";
import { runCli } from "../support/cli";
import {
  decode,
  errorText,
  type FormPage,
  followRedirect,
  junkPostStatuses,
  mergeCookies,
  openForm,
  postForm,
  shownValue,
  storedLeads,
  unique,
} from "../support/form-client";
import { ROOT, type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailHeader, mailRecipients, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The sell-or-trade flow through the production server as a browser without JavaScript: one
 * page per step, the answers kept on the server between pages (a signed cookie), the offer
 * made and stored with every field of spec section 3, the dealer's ADF lead with the offer's
 * breakdown and the seller's copy with the signed link (a real SMTP peer, xmllint), the link
 * reopening the offer and booking the inspection, bad input, and `npm run appraisals`.
 */
let smtp: SmtpTestServer;
let server: RunningServer;
const FLOW = "/sell-trade-my-car/your-vehicle";

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  // Every seller of these tests posts from this machine; the rate limits are not what they test.
  server = await startServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_EXEMPT: "loopback" } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A seller's browser: its cookies, the page it is on. */
class Seller {
  page!: FormPage;
  async open(pagePath = FLOW) {
    this.page = await openForm(server, pagePath, this.page?.cookie ?? "");
    return this.page;
  }
  /** Sends a page's fields; follows the redirect to the next page, or stays on a refused one. */
  async send(step: string, fields: Record<string, string | string[]>, options: { wait?: boolean } = {}) {
    const { response, html } = await postForm(
      server,
      `${FLOW}?step=${step}`,
      this.page,
      { step, ...fields },
      { waitFill: options.wait ?? false },
    );
    if (response.status === 303) this.page = await followRedirect(server, response, this.page.cookie);
    else
      this.page = {
        ...this.page,
        html,
        cookie: mergeCookies(this.page.cookie, response.headers.getSetCookie()),
      };
    return { status: response.status, html, location: response.headers.get("location") };
  }
}

const text = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

const civic = {
  licencePlate: "TRD 415",
  state: "IL",
  year: "2019",
  make: "Honda",
  model: "Civic",
  trim: "EX",
};
const answers = {
  condition: { "answer-100": "good" },
  history: {
    "answer-101": "none",
    "answer-102": "clean",
    "answer-103": "yes",
    "answer-104": "no",
    "answer-105": "two",
    "answer-106": "none",
  },
  wear: {
    "answer-200": ["scratches"],
    "answer-201": "none",
    "answer-202": "none",
    "answer-203": "none",
    "answer-204": "none",
    "answer-205": "fine",
  },
  finance: { "answer-500": "none" },
  comments: { "answer-600": "Winter tires included." },
};

/** Answers every page up to the contact page. */
async function throughTheQuestions(seller: Seller, mileage = "62,000") {
  await seller.open();
  expect((await seller.send("vehicle", civic)).status).toBe(303);
  expect(
    (await seller.send("details", { mileage, exteriorColor: "Blue", options: ["sunroof"] })).status,
  ).toBe(303);
  for (const [step, fields] of Object.entries(answers))
    expect((await seller.send(step, fields)).status).toBe(303);
  expect(seller.page.html).toContain("Your contact details");
}

/** The first Monday to Friday after today: open, and within the offer's 7 days. */
function nextWeekday(): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = 1; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

function appraisalRows(): Array<Record<string, string | number | null>> {
  const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare("select * from appraisals order by created_at").all() as never;
  } finally {
    db.close();
  }
}

describe("sell or trade without JavaScript", () => {
  let offerLink = "";
  let lastName = "";

  it("asks one step per page, makes the offer, stores it and sends the dealer an ADF lead with the offer", async () => {
    lastName = `Seller${unique()}`;
    const seller = new Seller();
    const first = await seller.open();
    expect(first.status).toBe(200);
    expect(text(first.html)).toContain("Step 1 of 7");
    expect(first.html).not.toContain("<footer");
    await throughTheQuestions(seller);
    // "good" added the wear and tear page.
    expect(text(seller.page.html)).toContain("Step 8 of 8");
    const sent = await seller.send(
      "contact",
      {
        firstName: "Ann",
        lastName,
        email: `ann.${lastName.toLowerCase()}@example.com`,
        phone: "(309) 555-0123",
      },
      { wait: true },
    );
    expect(sent.status, text(sent.html).slice(0, 300)).toBe(303);
    offerLink = sent.location!;
    expect(offerLink).toMatch(/^\/sell-trade-my-car\/your-vehicle\/offer\/[\w-]{24}\.[\w-]{22}$/);
    const offer = text(seller.page.html);
    expect(offer).toContain("Your offer for the 2019 Honda Civic EX");
    expect(offer).toMatch(/Cash now \$[\d,]+/);
    expect(offer).toContain("How we reached this number");
    expect(offer).toMatch(/Has anyone smoked in the vehicle\? Yes .*−\$[\d,]+/);
    expect(offer).toMatch(/Valid until \w+day, \d\d\/\d\d\/\d\d at/);
    expect(offer).toContain("we will pay $300 more");
    expect(seller.page.html).toContain('content="noindex, follow');

    const row = appraisalRows().at(-1)!;
    for (const field of [
      "licence_plate",
      "state",
      "mileage",
      "exterior_color",
      "appraisal_date",
      "appraisal_time",
    ])
      expect(row[field], field).not.toBeNull();
    expect(row).toMatchObject({
      licence_plate: "TRD 415",
      state: "IL",
      mileage: 62000,
      exterior_color: "Blue",
    });
    expect(JSON.parse(String(row.visible_offers))).toEqual(["cashNow"]);
    expect(JSON.parse(String(row.options))).toEqual(["Sunroof or moonroof"]);
    expect(JSON.parse(String(row.questions))).toContainEqual({
      questionId: "103",
      question: "Has anyone smoked in the vehicle?",
      answer: "Yes",
    });
    const cashNow = Number(row.cash_now_final_price);
    expect(offer).toContain(`$${cashNow.toLocaleString("en-US")}`);

    const [lead] = storedLeads(server, "SELL_OR_TRADE").filter((l) => l.payload.includes(lastName));
    expect(row.lead_id).toBe(lead!.id);
    const payload = JSON.parse(lead!.payload);
    expect(payload.sellVehicle).toEqual({ year: "2019", make: "Honda", model: "Civic", miles: 62000 });
    expect(payload.vehicle.interest).toBe("sell");

    const [dealer] = await smtp.waitForMail(
      (m) =>
        (m.text?.includes(lastName) ?? false) &&
        mailRecipients(m).includes("leads@quadcitiesautogroup.example"),
    );
    expect(mailHeader(dealer!, "x-lead-kind")).toBe("SELL_OR_TRADE");
    expectValidAdf(dealer!.text!);
    expect(dealer!.text).toContain('<vehicle interest="sell" status="used">');
    expect(dealer!.text).toContain(`Cash now: $${cashNow.toLocaleString("en-US")}`);
    expect(dealer!.text).toMatch(/Base value: \$[\d,]+ \(retail value \$[\d,]+, from our valuation model/);
    expect(dealer!.text).toMatch(
      /Has anyone smoked in the vehicle\?: -\$[\d,]+ for "Yes" \(5 % of the base value\)/,
    );
    expect(dealer!.text).toMatch(/Offer valid until: \d\d\/\d\d\/\d\d at/);

    // Back on the appraisal, the seller finds their offer; the landing's start form begins another car.
    expect(text((await seller.open(FLOW)).html)).toContain("Your offer for the 2019 Honda Civic EX");
    const another = await seller.open(`${FLOW}?vin=1hgcm82633a004352`);
    expect(shownValue(another.html, "vin")).toBe("1HGCM82633A004352");
    expect(shownValue(another.html, "make")).toBe("Honda"); // read from the VIN
    const accord = { vin: "1HGCM82633A004352", year: "2003", make: "Honda", model: "Accord" };
    expect((await seller.send("vehicle", accord)).location).toBe(`${FLOW}?step=details`);
    expect(text((await seller.open(FLOW)).html)).toContain("Mileage, color and options");
    expect((await openForm(server, offerLink)).status).toBe(200);
  });

  it("e-mails the seller a readable copy whose link reopens the offer in any browser", async () => {
    const [copy] = await smtp.waitForMail((m) =>
      mailRecipients(m).includes(`ann.${lastName.toLowerCase()}@example.com`),
    );
    // The seller's own e-mail, in the dealer's words: nothing they typed (issue 19, point 2).
    expect(copy!.text).toContain("an offer on your 2019 Honda Civic.");
    expect(copy!.text).not.toContain(lastName);
    expect(copy!.text).not.toContain("<adf>");
    const link = /^https?:\/\/\S+\/offer\/\S+$/m.exec(copy!.text!)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(offerLink);
    const elsewhere = await openForm(server, offerLink);
    expect(elsewhere.status).toBe(200);
    expect(text(elsewhere.html)).toContain("Your offer for the 2019 Honda Civic EX");
    // A link whose signature is wrong, or signed for the draft cookie, opens nothing.
    expect((await openForm(server, `${offerLink.slice(0, -2)}xx`)).status).toBe(404);
    expect((await openForm(server, offerLink.replace(/\.[\w-]+$/, ""))).status).toBe(404);
  });

  it("takes the offer and books the inspection at a store; the dealer hears of it", async () => {
    const page = await openForm(server, offerLink);
    const date = nextWeekday();
    const refused = await postForm(server, offerLink, page, {
      payment: "cashNow",
      location: "rockford",
      date,
      time: "06:00",
    });
    expect(refused.response.status).toBe(400);
    expect(errorText(refused.html, "trade-in-inspection-time-error")).toBe("Choose a time.");
    expect(shownValue(refused.html, "date")).toBe(date);
    const { response } = await postForm(server, offerLink, page, {
      payment: "cashNow",
      location: "rockford",
      date,
      time: "10:30",
    });
    expect(response.status).toBe(303);
    const booked = text((await followRedirect(server, response, page.cookie)).html);
    expect(booked).toContain("Your inspection is booked");
    expect(booked).toContain("Quad Cities Auto Group Rockford");
    expect(booked).toContain("10:30 AM");
    const row = appraisalRows().find((r) => offerLink.includes(String(r.id)))!;
    expect(row).toMatchObject({
      selected_payment: "cashNow",
      inspection_location: "rockford",
      inspection_date: date,
    });
    const [mail] = await smtp.waitForMail(
      (m) =>
        (m.text?.includes(lastName) ?? false) &&
        (m.text?.includes("Inspection at") ?? false) &&
        m.text!.includes("<adf>"),
    );
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("Selected offer: Cash now");
    expect(mail!.text).toContain("Inspection at: Quad Cities Auto Group Rockford");
  });

  it("keeps the seller's place on a reload and when they come back, and sends them to their offer once made", async () => {
    const seller = new Seller();
    await seller.open();
    await seller.send("vehicle", civic);
    await seller.send("details", { mileage: "62000", exteriorColor: "Red" });
    const back = await seller.open(FLOW);
    expect(text(back.html)).toContain("Overall condition");
    expect(shownValue((await seller.open(`${FLOW}?step=vehicle`)).html, "make")).toBe("Honda");
    // A page not reached yet sends the seller to the first page not done.
    const ahead = await fetch(`${server.url}${FLOW}?step=finance`, {
      headers: { cookie: seller.page.cookie },
      redirect: "manual",
    });
    expect(ahead.headers.get("location")).toBe(`${FLOW}?step=condition`);
    const returning = await fetch(`${server.url}${FLOW}`, { redirect: "manual" });
    expect(text(await returning.text())).toContain("Step 1 of 7");
  });

  it("says an offer past its 7 days has expired and starts a fresh appraisal with the same vehicle", async () => {
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"));
    const id = /offer\/([\w-]{24})\./.exec(offerLink)![1];
    db.prepare("update appraisals set expires_at = ? where id = ?").run("2020-01-01T00:00:00.000Z", id);
    db.close();
    const page = await openForm(server, offerLink);
    expect(text(page.html)).toContain("Your offer has expired");
    expect(text(page.html)).toContain("Please start a new appraisal for a current offer.");
    const { response } = await postForm(server, FLOW, page, {
      intent: "restart",
      from: offerLink.split("/").at(-1)!,
    });
    expect(response.status).toBe(303);
    const fresh = await followRedirect(server, response, page.cookie);
    expect(shownValue(fresh.html, "model")).toBe("Civic");
    expect(shownValue(fresh.html, "licencePlate")).toBe("TRD 415");
  });
});

describe("bad input over HTTP", () => {
  it("gives a clear message on the field, keeps what was typed, and never a 500", async () => {
    const seller = new Seller();
    await seller.open();
    let reply = await seller.send("vehicle", {
      ...civic,
      vin: "1HGCM82633A004353",
      year: "2003",
      model: "Accord",
    });
    expect(reply.status).toBe(400);
    expect(decode(errorText(reply.html, "trade-in-vehicle-vin-error") ?? "")).toBe(
      "This VIN's check digit does not match. Please check each character against your registration.",
    );
    expect(shownValue(reply.html, "vin")).toBe("1HGCM82633A004353");
    expect(
      (await seller.send("vehicle", { ...civic, vin: "1HGCM82633A004352", year: "2003", model: "Accord" }))
        .status,
    ).toBe(303);
    for (const mileage of ["-5", "9,999,999"]) {
      reply = await seller.send("details", { mileage, exteriorColor: "Blue" });
      expect(reply.status).toBe(400);
      expect(errorText(reply.html, "trade-in-details-mileage-error")).toBe(
        "Enter the mileage as a whole number from 0 to 999,999.",
      );
      expect(shownValue(reply.html, "mileage")).toBe(mileage);
    }
    await seller.send("details", { mileage: "150000", exteriorColor: "Blue" });
    reply = await seller.send("condition", { "answer-100": "excellent" });
    expect(reply.status).toBe(400);
    expect(errorText(reply.html, "trade-in-condition-answer-100-error")).toBe(
      "Choose one of the listed answers.",
    );
    await seller.send("condition", { "answer-100": "great" });
    const { "answer-103": _smoked, ...missing } = answers.history;
    reply = await seller.send("history", missing);
    expect(reply.status).toBe(400);
    expect(errorText(reply.html, "trade-in-history-answer-103-error")).toBe("This field is required");
    // What was ticked stays ticked.
    const ticked = [...reply.html.matchAll(/<input[^>]*name="answer-101"[^>]*>/g)].filter((m) =>
      m[0].includes('checked=""'),
    );
    expect(ticked.map((m) => /value="(\w+)"/.exec(m[0])?.[1])).toEqual(["none"]);
  });

  it("answers junk posts with a 4xx (a body too large is the server's 413), never a 500", async () => {
    const statuses = await junkPostStatuses(server, FLOW);
    expect(
      statuses.every((s) => s >= 400 && s < 500),
      statuses.join(","),
    ).toBe(true);
  });
});

describe("npm run appraisals", () => {
  it("lists the recent appraisals with their offers, and shows one in full", () => {
    const env = { DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", NODE_ENV: "production" };
    // The list the way the dealer types it (npm, tsx, the sources); the rest from the script's
    // bundle (tests/support/cli.ts), each command in its own process all the same.
    const npmRun = (...args: string[]) =>
      spawnSync("npm", ["run", "--silent", "appraisals", "--", ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
    const run = (...args: string[]) => runCli("appraisals", args, env);
    const list = npmRun("list");
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^REFERENCE\s+APPRAISED\s+VEHICLE\s+MILES\s+OFFERS\s+STATUS/);
    expect(list.stdout).toMatch(
      /TI-\w{8}\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+2019 Honda Civic EX\s+62,000\s+Cash now \$[\d,]+/,
    );
    expect(list.stdout).toContain("expired, Cash now, inspection rockford");
    const reference = /(TI-\w{8})\s+\S+ \S+\s+2019 Honda Civic EX\s+62,000/.exec(list.stdout)![1]!;
    const show = run("show", reference);
    expect(show.status, show.stderr).toBe(0);
    expect(show.stdout).toContain("Vehicle: 2019 Honda Civic EX");
    expect(show.stdout).toContain("License plate: TRD 415 (IL)");
    expect(show.stdout).toMatch(/Deduction: Yes \(Has anyone smoked in the vehicle\?\) -\$[\d,]+/);
    expect(show.stdout).toMatch(
      /Offer page: \S+\/sell-trade-my-car\/your-vehicle\/offer\/[\w-]{24}\.[\w-]{22}/,
    );
    expect(run("show", "TI-NOPE0000").status).toBe(2);
  });
});
