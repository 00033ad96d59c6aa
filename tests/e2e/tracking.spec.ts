import type { Page, Request } from "@playwright/test";
import { answerConsent, expect, fillPerson, open, test, unique, waitFill } from "./fixtures";

/**
 * The tag manager and the ad platforms against consent, on the second e2e server, whose
 * settings name a container (GTM_CONTAINER_ID=GTM-TEST123, playwright.config.ts). Every
 * request the page makes is recorded. Nothing reaches Google or Facebook from this machine:
 * googletagmanager.com answers with a stand-in gtm.js that records the Consent Mode state it
 * was loaded under and, like a container whose Facebook pixel tag needs ad_storage, asks for
 * the pixel only when ad storage is granted; every other tracking host answers empty.
 */
const TRACKING_URL = `http://127.0.0.1:${process.env.E2E_TRACKING_PORT ?? 3240}`;
test.use({ baseURL: TRACKING_URL, consentAnswered: false });
// One width: these tests are about requests and data-layer entries, not the layout.
test.skip(({ isMobile }) => isMobile, "checked at 1280 px");

const TRACKING_HOSTS =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|facebook\.(com|net)/;
const FACEBOOK = /facebook\.(com|net)/;

const FAKE_GTM = `(function(){var l=window.dataLayer||[];var c={ad_storage:"denied",analytics_storage:"denied"};
for(var i=0;i<l.length;i++){var e=l[i];if(e&&e[0]==="consent"&&e[2]){for(var k in c){if(e[2][k])c[k]=e[2][k]}}}
var g=window.__fakeGtm||{loads:0};g.loads++;g.consent=c;window.__fakeGtm=g;
if(c.ad_storage==="granted"){var s=document.createElement("script");s.src="https://connect.facebook.net/en_US/fbevents.js";document.head.appendChild(s)}})();`;

/** Records every request of the page, and answers the tracking hosts locally. */
async function recordRequests(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await page
    .context()
    .route(TRACKING_HOSTS, (route) =>
      route.request().url().startsWith("https://www.googletagmanager.com/gtm.js")
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_GTM })
        : route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
  return requests;
}

const trackingRequests = (requests: Request[]) =>
  requests.map((r) => r.url()).filter((u) => TRACKING_HOSTS.test(u));

/** window.dataLayer, gtag's `arguments` entries as arrays. */
function dataLayerOf(page: Page): Promise<Array<Record<string, unknown> | unknown[]>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : (entry as Record<string, unknown>),
    ),
  );
}

const eventsOf = async (page: Page) =>
  (await dataLayerOf(page))
    .filter((e): e is Record<string, unknown> => !Array.isArray(e) && typeof e.event === "string")
    .map((e) => e as Record<string, unknown> & { event: string });

test("nothing of the tag manager or the pixel loads before the visitor answers", async ({
  page,
  consoleErrors,
}) => {
  const requests = await recordRequests(page);
  await open(page, "/");
  // Escape puts the dialog away without an answer: the visitor browses on, still unanswered.
  await page.keyboard.press("Escape");
  await page.locator('a[href="/used-cars-for-sale"]:visible').first().click();
  await expect(page).toHaveURL(/\/used-cars-for-sale/);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(trackingRequests(requests)).toEqual([]);
  // The layer holds the Consent Mode default and its update only: no event, no gtm.js.
  const layer = await dataLayerOf(page);
  expect(layer.some((e) => Array.isArray(e) && e[0] === "consent" && e[1] === "default")).toBe(true);
  expect(await eventsOf(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("'Accept all' loads GTM with the page's nonce after the Consent Mode default, and the pixel", async ({
  page,
  consoleErrors,
}) => {
  const requests = await recordRequests(page);
  await open(page, "/");
  expect(trackingRequests(requests)).toEqual([]);
  await page.getByRole("button", { name: "Accept all" }).click();

  await expect
    .poll(() => trackingRequests(requests))
    .toContain("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
  const gtm = requests.find((r) => r.url().includes("/gtm.js"))!;
  expect(gtm.resourceType()).toBe("script");
  const nonces = await page.evaluate(() => ({
    gtm: document.querySelector<HTMLScriptElement>("script[data-tag-manager]")?.nonce,
    page: document.querySelector<HTMLScriptElement>("script[nonce]:not([data-tag-manager])")?.nonce,
  }));
  expect(nonces.gtm).toBeTruthy();
  expect(nonces.gtm).toBe(nonces.page);

  // The stand-in ran (the CSP let it), under granted ad storage, and asked for the pixel.
  await expect
    .poll(() => page.evaluate(() => (window as { __fakeGtm?: unknown }).__fakeGtm))
    .toMatchObject({
      loads: 1,
      consent: { ad_storage: "granted", analytics_storage: "granted" },
    });
  await expect.poll(() => trackingRequests(requests).some((u) => FACEBOOK.test(u))).toBe(true);

  const layer = await dataLayerOf(page);
  const consentDefault = layer.findIndex((e) => Array.isArray(e) && e[0] === "consent" && e[1] === "default");
  const gtmStart = layer.findIndex((e) => !Array.isArray(e) && e.event === "gtm.js");
  expect(consentDefault).toBeGreaterThanOrEqual(0);
  expect(gtmStart).toBeGreaterThan(consentDefault);
  // The page the visitor answered on is counted once.
  const events = (await eventsOf(page)).map((e) => e.event);
  expect(events.filter((e) => e === "page_view")).toHaveLength(1);
  expect(events).toContain("asc_pageview");
  expect(consoleErrors).toEqual([]);
});

test("'Deny tracking cookies' keeps analytics (GTM loads) but never the ad pixel", async ({
  page,
  consoleErrors,
}) => {
  const requests = await recordRequests(page);
  await open(page, "/");
  await page.getByRole("button", { name: "Deny tracking cookies" }).click();
  await expect
    .poll(() => trackingRequests(requests))
    .toContain("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
  await expect
    .poll(() => page.evaluate(() => (window as { __fakeGtm?: unknown }).__fakeGtm))
    .toMatchObject({
      consent: { ad_storage: "denied", analytics_storage: "granted" },
    });
  // Moving on: page views continue, the pixel never comes.
  await page.locator('a[href="/used-cars-for-sale"]:visible').first().click();
  await expect(page).toHaveURL(/\/used-cars-for-sale/);
  await page.waitForLoadState("networkidle");
  expect(trackingRequests(requests).filter((u) => FACEBOOK.test(u))).toEqual([]);
  await expect.poll(async () => (await eventsOf(page)).map((e) => e.event)).toContain("view_item_list");
  expect(consoleErrors).toEqual([]);
});

test.describe("with analytics and targeting allowed", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL!);
  });

  test("a search page lists its cars; a vehicle's page is counted once, with the vehicle", async ({
    page,
    consoleErrors,
  }) => {
    await recordRequests(page);
    await open(page, "/used-cars-for-sale");
    await expect
      .poll(async () => (await eventsOf(page)).map((e) => e.event))
      .toContain("asc_itemlist_pageview");
    const list = (await eventsOf(page)).find((e) => e.event === "view_item_list")!;
    expect(list.ecommerce).toMatchObject({ currency: "USD", value: 3 });
    expect((list.ecommerce as { items: unknown[] }).items.length).toBeGreaterThan(0);

    const before = (await eventsOf(page)).length;
    await page.locator("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/-cars-for-sale\/\d{4}-/);
    await expect.poll(async () => (await eventsOf(page)).map((e) => e.event)).toContain("asc_item_pageview");
    const after = (await eventsOf(page)).slice(before);
    expect(after.map((e) => e.event).filter((e) => e === "page_view")).toHaveLength(1);
    const item = after.find((e) => e.event === "asc_item_pageview")!;
    const vin = page.url().split("-").at(-1)!.toUpperCase();
    expect(item).toMatchObject({ page_type: "item", item_id: vin });
    expect(item.item_number).toBeTruthy();
    expect(after.find((e) => e.event === "view_item")?.ecommerce).toMatchObject({
      value: 5,
      currency: "USD",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("a tap on a phone number is click_to_call", async ({ page }) => {
    await recordRequests(page);
    await open(page, "/contact-us");
    // The tracker is running once it has loaded the tag manager.
    await expect.poll(() => page.locator("script[data-tag-manager]").count()).toBe(1);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
      // The test stays on the page: no dialer in a headless browser.
      link.addEventListener("click", (event) => event.preventDefault(), { once: true });
      link.click();
    });
    await expect
      .poll(async () => (await eventsOf(page)).find((e) => e.event === "click_to_call"))
      .toMatchObject({
        value: 5,
        currency: "USD",
      });
    expect((await eventsOf(page)).find((e) => e.event === "asc_cta_interaction")).toMatchObject({
      comm_type: "call",
      page_type: "contact",
    });
  });

  test("a sent contact form is generate_lead (2 USD) and asc_form_submission under one event id", async ({
    page,
    consoleErrors,
  }) => {
    await recordRequests(page);
    const renderedAt = await open(page, "/contact-us");
    await page.getByLabel("How can we help?").selectOption({ label: "Purchasing a vehicle" });
    await page.getByLabel("Message", { exact: true }).fill("Is the blue one still there?");
    await fillPerson(page, `Tracked${unique()}`);
    await waitFill(renderedAt);
    expect((await eventsOf(page)).map((e) => e.event)).not.toContain("generate_lead");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("lead-form-sent")).toBeVisible();
    await expect
      .poll(async () => (await eventsOf(page)).find((e) => e.event === "generate_lead"))
      .toMatchObject({
        value: 2,
        currency: "USD",
        lead_kind: "CONTACT_SALES",
      });
    const events = await eventsOf(page);
    const lead = events.find((e) => e.event === "generate_lead")!;
    const asc = events.find((e) => e.event === "asc_form_submission")!;
    expect(lead.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(asc.event_id).toBe(lead.event_id);
    // The lead's cookie was read once and is gone.
    expect(await page.evaluate(() => document.cookie)).not.toContain("leadEvent=");
    expect(consoleErrors).toEqual([]);
  });
});
