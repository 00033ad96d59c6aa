// The offer page through the production server, for `npm run bench:trade-in -- --http N`: N sellers go
// through the questionnaire over HTTP like a browser without JavaScript, then three requests are timed,
// interleaved so a slow moment of a shared machine falls on all alike:
//   - the contact page's POST, which makes the offer: the valuation with its comparables query, deductions,
//     offers, storing the appraisal, storing the SELL_OR_TRADE lead and its e-mails, the redirect;
//   - the offer page (GET of the signed link): the appraisal read back and the page rendered;
//   - the reference, the sell-or-trade landing page: a content page of the same site and layout, no database.
// Times are wall-clock on loopback, so they include HTTP on top of the server's own time.
import type { TradeInInput } from "../app/features/trade-in/appraise";
import { type Site, startSite } from "./bench-support";

const FLOW = "/sell-trade-my-car/your-vehicle";

type Jar = Map<string, string>;

function remember(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
}

async function request(site: Site, jar: Jar, path: string, body?: URLSearchParams) {
  const response = await fetch(`${site.baseUrl}${path}`, {
    method: body ? "POST" : "GET",
    body,
    redirect: "manual",
    headers: {
      cookie: [...jar.values()].join("; "),
      ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl } : {}),
    },
  });
  const html = await response.text();
  remember(jar, response);
  return { status: response.status, location: response.headers.get("location"), html };
}

/** Every field a seller has, as the pages name them: each page reads its own. */
function sellerFields(seller: TradeInInput): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(seller.vehicle as Record<string, string | string[]>))
    for (const v of Array.isArray(value) ? value : [value]) fields.append(name, v);
  for (const [id, value] of Object.entries(seller.answers as Record<string, string | string[]>))
    for (const v of Array.isArray(value) ? value : [value]) fields.append(`answer-${id}`, v);
  return fields;
}

/** One seller through every page; answers the timings of the offer and the reference. */
async function appraiseOverHttp(site: Site, seller: TradeInInput, i: number) {
  const jar: Jar = new Map();
  await request(site, jar, FLOW);
  let step = "vehicle";
  for (let pages = 0; step !== "contact"; pages++) {
    const body = sellerFields(seller);
    body.set("step", step);
    const sent = await request(site, jar, `${FLOW}?step=${step}`, body);
    if (sent.status !== 303 || pages > 20)
      throw new Error(`seller ${i}: page ${step} answered ${sent.status}`);
    step = new URL(sent.location!, site.baseUrl).searchParams.get("step") ?? "";
  }
  const contact = await request(site, jar, `${FLOW}?step=contact`);
  const token = /name="leadFormToken" value="([^"]+)"/.exec(contact.html)?.[1] ?? "";
  const body = new URLSearchParams({
    step: "contact",
    leadFormToken: token,
    firstName: "Bench",
    lastName: `Seller${i}`,
    email: `bench.seller${i}@example.com`,
    phone: "(309) 555-0123",
  });
  let t0 = performance.now();
  const made = await request(site, jar, `${FLOW}?step=contact`, body);
  const offerMs = performance.now() - t0;
  if (made.status !== 303 || !made.location?.includes("/offer/"))
    throw new Error(`seller ${i}: the contact page answered ${made.status}`);
  t0 = performance.now();
  const page = await request(site, jar, made.location);
  const pageMs = performance.now() - t0;
  if (page.status !== 200) throw new Error(`seller ${i}: the offer page answered ${page.status}`);
  t0 = performance.now();
  const landing = await request(site, new Map(), "/sell-trade-my-car");
  const referenceMs = performance.now() - t0;
  if (landing.status !== 200) throw new Error(`the landing page answered ${landing.status}`);
  return { offerMs, pageMs, referenceMs };
}

export type OfferPageSamples = { make: number[]; page: number[]; reference: number[] };

/** Starts the production server on a seeded inventory and times `count` sellers after `warmup`. */
export async function benchOfferPage(
  vehicles: number,
  sellers: TradeInInput[],
  warmup: number,
): Promise<OfferPageSamples> {
  // The form guard drops a contact page sent faster than a person types; the benchmark is not a person.
  process.env.LEAD_FORM_MIN_FILL_MS = "0";
  // Nor does it measure the per-address limits: every seller comes from this machine.
  process.env.RATE_LIMIT_EXEMPT = "loopback";
  const site = await startSite(vehicles);
  const samples: OfferPageSamples = { make: [], page: [], reference: [] };
  console.log(`Timing ${sellers.length - warmup} sellers over HTTP (after ${warmup} warm-up)...`);
  for (let i = 0; i < sellers.length; i++) {
    const timing = await appraiseOverHttp(site, sellers[i]!, i);
    if (i < warmup) continue;
    samples.make.push(timing.offerMs);
    samples.page.push(timing.pageMs);
    samples.reference.push(timing.referenceMs);
  }
  return samples;
}
