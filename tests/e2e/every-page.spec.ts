import type { APIRequestContext } from "@playwright/test";
import { isConsentQuietPath } from "../../app/lib/consent/rules";
import { englishOn } from "./english-check";
import { expect, expectNoAxeViolations, firstListed, test } from "./fixtures";

/**
 * axe on one URL of every page route of app/routes.ts, at both projects (390 and 1280 px),
 * with its h1 where the copy is ours to know, no console error, no content-security-policy
 * issue and nothing wider than the screen. The pages with an id in their URL (a vehicle, an article, an offer, a staff member,
 * a help category) take the first one the sitemap lists, so the URL is always real; the four
 * legal texts, an article search with no result and an ended offer (410) are listed too.
 * Redirect-only routes (article aliases, legacy vehicle and search URLs) are left out: what
 * they lead to is here. Every page is checked again in Spanish (`/es` + its path): axe, and
 * no English outside what is marked `lang="en"`, at both widths too. One test per page, so the
 * workers share the list; the other specs test what the pages do, not axe again.
 *
 * The cookie dialog is checked over every one of these pages too, in both languages at both
 * widths, as a first visit sees it (the legal pages excepted: the dialog leaves them readable):
 * axe on the dialog, the page behind it being inert and dimmed (axe can only call its contrast
 * "incomplete"), so the whole page is checked with the dialog answered. A whole-page check with
 * the dialog open found nothing more on home and search and cost 2.5 s a page
 * (docs/decisions.md); the dialog's checks go page after page in a few tests, one visitor who
 * never answers, so a page costs a load and a short axe run.
 */

/** The VINs of the first `count` cars the vehicles' sitemap lists (a car's path ends with its VIN). */
async function firstVins(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get("/api/___sitemaps___/vehicles?without=1");
  expect(response.status()).toBe(200);
  const { value } = (await response.json()) as { value: Array<{ loc: string }> };
  return value.slice(0, count).map((entry) => entry.loc.slice(-17));
}

type PageCase = {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  status?: number;
  /** The page's h1, when the copy is ours (content/ or the spec). */
  h1?: string | RegExp;
  /**
   * Another page of a template a page above already checks in both languages at both widths
   * (a second legal text, a second financing landing page): checked once, in English at 1280 px.
   */
  sameTemplate?: true;
};

const PAGES: PageCase[] = [
  { name: "home", path: "/" },
  { name: "auto financing", path: "/auto-financing", h1: "Auto financing that fits your life" },
  { name: "pre-approval", path: "/auto-financing/apply-for-financing" },
  {
    name: "better than buy here pay here",
    path: "/auto-financing/better-than-buy-here-pay-here",
    h1: "Better than buy here pay here",
  },
  {
    name: "bad credit financing",
    path: "/auto-financing/bad-credit-auto-financing",
    h1: "Bad credit auto financing",
    sameTemplate: true,
  },
  {
    name: "free credit score pre-approval",
    path: "/auto-financing/free-credit-score-pre-approval",
    h1: "Pre-approval with no impact on your credit score",
    sameTemplate: true,
  },
  { name: "full credit application", path: "/auto-financing/full-credit-application" },
  { name: "search", path: "/cars-for-sale" },
  { name: "search under a condition", path: "/used-cars-for-sale/suvs" },
  { name: "vehicle", path: (request) => firstListed(request, "vehicles") },
  {
    name: "window sticker",
    path: async (request) => `${await firstListed(request, "vehicles")}/window-sticker`,
  },
  { name: "saved cars", path: "/saved-cars" },
  { name: "compare", path: async (request) => `/compare?cars=${(await firstVins(request, 3)).join(",")}` },
  { name: "car research", path: "/car-research", h1: "Car research" },
  { name: "research search", path: "/car-research/search?q=oil", h1: "Search car research" },
  {
    name: "research search with no result",
    path: "/car-research/search?q=submarine",
    h1: "Search car research",
    sameTemplate: true,
  },
  { name: "article", path: "/car-research/used-ford-f-150-review", h1: /Used Ford F-150/ },
  {
    name: "direct article",
    path: "/faqs-okd/oil-change-intervals",
    h1: /How Often Should You Change Your Oil/,
  },
  { name: "help center", path: "/help-center?q=credit", h1: "Help center" },
  { name: "help category", path: "/help-center/financing", h1: "Financing" },
  { name: "contact", path: "/contact-us" },
  { name: "contact confirmation", path: "/amp-contact-request-confirmation" },
  ...(
    [
      ["cookie-policy", "Cookie Policy"],
      ["privacy-policy", "Privacy Policy"],
      ["electronic-signature-disclosure", "Electronic Signature Disclosure"],
      ["terms-of-sale", "Terms of Sale"],
    ] as const
  ).map(([slug, h1], index) => ({
    name: `legal: ${slug}`,
    path: `/legal/${slug}`,
    h1,
    ...(index > 0 ? { sameTemplate: true as const } : {}),
  })),
  { name: "our company", path: "/our-company", h1: "About Quad Cities Auto Group" },
  { name: "careers", path: "/our-company/careers", h1: "Build your career with us" },
  { name: "meet our team", path: "/our-company/meet-our-team", h1: "Meet our team" },
  { name: "staff member", path: "/our-company/meet-our-team/alicia-ramirez", h1: "Alicia Ramirez" },
  { name: "referrals", path: "/referrals", h1: "Refer a friend, earn $100" },
  { name: "sell or trade", path: "/sell-trade-my-car", h1: "Sell or trade your car" },
  {
    name: "sell or trade: your vehicle",
    path: "/sell-trade-my-car/your-vehicle",
    h1: "Tell us about your vehicle",
  },
  { name: "service", path: "/service", h1: "Service for every make and model" },
  { name: "schedule service", path: "/service/schedule" },
  { name: "special offers", path: "/special-offers", h1: "Special offers" },
  { name: "service coupons", path: "/special-offers/service", h1: "Service coupons" },
  { name: "dealer offers", path: "/special-offers/dealer", h1: "Dealer offers", sameTemplate: true },
  { name: "offer", path: "/special-offers/sales/one-dime-down", h1: "Drive home with one dime down" },
  {
    name: "ended offer",
    path: "/special-offers/service/summer-ac-service-20-off",
    status: 410,
    h1: "This offer has ended",
  },
  { name: "vehicle protection plans", path: "/vehicle-protection-plans", h1: "Vehicle protection plans" },
  { name: "page not found", path: "/no-such-page-here", status: 404 },
];

// axe on the longest pages (home, search) takes a few seconds on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** The 404 and 410 pages answer their status on purpose; the browser logs it as a console error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[14]|status of 410/.test(e));

/** The page's Spanish twin: `/es` followed by the English path. */
const inSpanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);
const SPANISH_PAGES: PageCase[] = PAGES.filter((entry) => !entry.sameTemplate).map((entry) => ({
  name: `${entry.name}, in Spanish`,
  path:
    typeof entry.path === "string"
      ? inSpanish(entry.path)
      : async (request) =>
          inSpanish(await (entry.path as (r: APIRequestContext) => Promise<string>)(request)),
  status: entry.status,
}));

for (const entry of [...PAGES, ...SPANISH_PAGES]) {
  const spanishPage = SPANISH_PAGES.includes(entry);
  // A template's second page at 1280 px only (playwright.config.ts).
  const tag = entry.sameTemplate ? "@wide-only" : [];
  test(`${entry.name}: no axe violations, nothing wider than the screen`, { tag }, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    // Content-security-policy violations a script caught (zod's eval probe) never reach the
    // console, only Chromium's Issues panel, which Lighthouse's best-practices audit reads.
    const devtools = await page.context().newCDPSession(page);
    const cspIssues: string[] = [];
    devtools.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue")
        cspIssues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
    });
    await devtools.send("Audits.enable");
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(entry.status ?? 200);
    // No wait for network idle: the module scripts ran before "load", and a hydration error
    // surfaces while axe works; the idle prefetcher would only keep the network busy.
    if (entry.h1) await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
    await expectNoAxeViolations(page);
    // A page that scrolls sideways on a phone is a broken layout.
    // Measured against the project's viewport: on a phone (isMobile) Chromium widens the layout
    // viewport, and window.innerWidth with it, to a page that is too wide.
    const width = page.viewportSize()!.width;
    const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
    expect(overflow, `${path} is ${overflow} px wider than the viewport`).toBeLessThanOrEqual(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(cspIssues).toEqual([]);
    if (spanishPage) expect(await englishOn(page), path).toEqual([]);
  });
}

/** The pages the cookie dialog shows on, in groups of this many per test (the workers share them). */
const DIALOG_GROUP = 12;
const DIALOG_PAGES = [...PAGES, ...SPANISH_PAGES];

test.describe("the cookie dialog over every page", () => {
  // A first visit that never answers: the dialog shows on every page it opens.
  test.use({ consentAnswered: false });
  for (let first = 0; first < DIALOG_PAGES.length; first += DIALOG_GROUP) {
    const group = DIALOG_PAGES.slice(first, first + DIALOG_GROUP);
    test(`${group[0]!.name} to ${group.at(-1)!.name}: no axe violations in the dialog`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.setTimeout(120_000);
      for (const entry of group) {
        // A template's second page at 1280 px only, as above.
        if (entry.sameTemplate && isMobile) continue;
        const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
        if (isConsentQuietPath(path)) continue;
        await page.goto(path);
        const dialog = page.getByTestId("consent-dialog");
        await expect(dialog, path).toBeVisible();
        await expectNoAxeViolations(page, '[data-testid="consent-dialog"]');
      }
    });
  }
});
