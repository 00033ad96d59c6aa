import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openForm, person, postForm, unique } from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";

/**
 * A stored lead as a conversion, through the production server: the lead form's answer
 * carries the leadEvent cookie (the page's data layer pushes generate_lead from it) and the
 * server sends Facebook's Conversions API a Lead under the SAME event id, to a local server
 * standing in for the Graph API. Nothing goes for a category the visitor refused.
 */
type Recorded = { url: string; body: string };

async function graphApi() {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      requests.push({ url: req.url ?? "", body });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ events_received: 1 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const FACEBOOK = { FACEBOOK_PIXEL_ID: "1234567890", FACEBOOK_ACCESS_TOKEN: "fb-token" };
const FORMS_FROM_THIS_MACHINE = { RATE_LIMIT_EXEMPT: "loopback" };

/** The lead the answer hands the page, from its Set-Cookie. */
function leadEventOf(response: Response): { kind: string; eventId: string } | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("leadEvent="));
  if (!line) return undefined;
  return JSON.parse(decodeURIComponent(line.split(";")[0]!.slice("leadEvent=".length)));
}

/** Sends the contact form (no JavaScript) as a visitor with `cookie`; answers the post's response. */
async function sendContact(site: RunningServer, cookie: string) {
  const page = await openForm(site, "/contact-us", cookie);
  const { response } = await postForm(site, "/contact-us", page, {
    inquiry: "1",
    message: "Is the blue one still there?",
    ...person(`Conversion${unique()}`),
  });
  return response;
}

const sentEvents = (graph: Awaited<ReturnType<typeof graphApi>>) =>
  graph.requests.flatMap((r) => (JSON.parse(r.body) as { data: Array<Record<string, any>> }).data);

async function eventually<T>(read: () => T | undefined, ms = 5_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a site that counts every category as allowed (tier 1)", () => {
  let graph: Awaited<ReturnType<typeof graphApi>>;
  let site: RunningServer;
  beforeAll(async () => {
    graph = await graphApi();
    site = await startServer({
      env: {
        ...FACEBOOK,
        ...FORMS_FROM_THIS_MACHINE,
        FACEBOOK_API_URL: graph.url,
        GTM_CONTAINER_ID: "GTM-TEST123",
        COOKIE_CONSENT_TIER: "1",
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await graph?.close();
  });

  it("hands the page the lead's event id, and sends Facebook the Lead under the same id", async () => {
    const response = await sendContact(site, "_fbp=fb.1.1596403881668.1116446470");
    expect(response.status).toBe(200); // the confirmation in place of the form (issue 17)
    const lead = leadEventOf(response);
    expect(lead).toMatchObject({ kind: "CONTACT_SALES", eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const sent = await eventually(() => sentEvents(graph).find((e) => e.event_id === lead!.eventId));
    expect(sent).toMatchObject({
      event_name: "Lead",
      action_source: "website",
      custom_data: { currency: "USD", value: 2, lead_type: "contact" },
      user_data: { fbp: "fb.1.1596403881668.1116446470" },
    });
    expect(sent!.user_data.em).toMatch(/^[0-9a-f]{64}$/);
    expect(sent!.user_data.ph).toMatch(/^[0-9a-f]{64}$/);
    expect(sent).not.toHaveProperty("data_processing_options");
    expect(graph.requests.at(-1)!.body).not.toContain("@example.com");
  });

  it("under Global Privacy Control counts the lead for analytics but sends Facebook nothing", async () => {
    const before = graph.requests.length;
    // postForm sends no Sec-GPC header: this post is made by hand, as the browser would.
    const gpcPage = await openForm(site, "/contact-us");
    await new Promise((r) => setTimeout(r, 2_200));
    const body = new URLSearchParams({
      leadFormToken: gpcPage.token,
      inquiry: "1",
      message: "Do you take trades?",
      ...person(`Gpc${unique()}`),
    });
    const gpc = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.url,
        cookie: gpcPage.cookie,
        "sec-gpc": "1",
      },
      redirect: "manual",
    });
    expect(gpc.status).toBe(200);
    const lead = leadEventOf(gpc);
    expect(lead?.kind).toBe("CONTACT_SALES");
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sentEvents(graph).some((e) => e.event_id === lead!.eventId)).toBe(false);
    expect(graph.requests.length).toBe(before);
  });
});

describe("a site that asks first (tier 3), before the visitor answered", () => {
  let graph: Awaited<ReturnType<typeof graphApi>>;
  let site: RunningServer;
  beforeAll(async () => {
    graph = await graphApi();
    site = await startServer({
      env: {
        ...FACEBOOK,
        ...FORMS_FROM_THIS_MACHINE,
        FACEBOOK_API_URL: graph.url,
        GTM_CONTAINER_ID: "GTM-TEST123",
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await graph?.close();
  });

  it("stores the lead and sends no conversion anywhere", async () => {
    const response = await sendContact(site, "_fbp=fb.1.1.2");
    expect(response.status).toBe(200); // the confirmation in place of the form (issue 17)
    expect(leadEventOf(response)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(graph.requests).toEqual([]);
  });
});
