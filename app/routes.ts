import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Every URL of the site in one file, in the order of spec section 2. A page's module lives
 * in the folder of its site area (routes/home, inventory, financing, ...); resource routes
 * (files, JSON, redirects without a page) sit outside the default layout.
 *
 * React Router cannot match a partly dynamic segment such as `{condition}-cars-for-sale`, so
 * the search and vehicle pages of spec section 2 are four splat routes of ONE module, which
 * tells a vehicle slug from search tokens (route name `cars-search-page`; the other ids only
 * keep React Router's ids unique). The legacy vehicle URLs are one entry per condition for
 * the same reason.
 */
const CARS_FOR_SALE = "routes/inventory/cars-for-sale.tsx";
const CONDITIONS = ["used", "new", "certified"] as const;
/** The article categories, each an alias path of spec section 2 (content/article-categories.json). */
const ARTICLE_ALIASES = [
  "staff-reviews",
  "car-advice-education",
  "faqs",
  "news",
  "community-outreach",
] as const;

/** Every page of the site, in English at the spec's paths. */
const pages: RouteConfigEntry[] = [
  layout("routes/_layouts/default.tsx", [
    // Home (and /used-cars-for-sale, the used search, below).
    index("routes/home/home.tsx"),

    // Financing.
    route("auto-financing", "routes/financing/auto-financing.tsx"),
    route("auto-financing/apply-for-financing", "routes/financing/apply-for-financing.tsx"),
    route(
      "auto-financing/better-than-buy-here-pay-here",
      "routes/financing/better-than-buy-here-pay-here.tsx",
    ),
    route("auto-financing/bad-credit-auto-financing", "routes/financing/bad-credit-auto-financing.tsx"),
    route(
      "auto-financing/free-credit-score-pre-approval",
      "routes/financing/free-credit-score-pre-approval.tsx",
    ),
    route("auto-financing/full-credit-application", "routes/financing/full-credit-application.tsx"),
    route(
      "auto-financing/full-credit-application/confirmation",
      "routes/financing/full-credit-application-confirmation.tsx",
    ),

    // Inventory search and vehicle detail pages.
    route("cars-for-sale/*", CARS_FOR_SALE, { id: "cars-search-page" }),
    ...CONDITIONS.map((condition) =>
      route(`${condition}-cars-for-sale/*`, CARS_FOR_SALE, { id: `cars-search-page-${condition}` }),
    ),
    // The shopper's tools, no account needed: saved cars and compare, their cars in the URL.
    route("saved-cars", "routes/shopper-tools/saved-cars.tsx"),
    route("compare", "routes/shopper-tools/compare.tsx"),

    // Research: articles, their search, the category aliases (301 to /car-research/{slug}), the
    // direct article page (minimal layout) and the help center.
    route("car-research", "routes/research/car-research.tsx"),
    route("car-research/search", "routes/research/research-search.tsx"),
    route("car-research/:slug", "routes/research/article.tsx"),
    ...ARTICLE_ALIASES.map((alias) =>
      route(`${alias}/:slug`, "routes/research/article-alias.tsx", { id: `article-alias-${alias}` }),
    ),
    route("faqs-okd/:slug", "routes/research/direct-article.tsx"),
    route("help-center", "routes/research/help-center.tsx"),
    route("help-center/:category", "routes/research/help-category.tsx"),

    // Company: contact, careers, team.
    route("contact-us", "routes/company/contact-us.tsx"),
    route("amp-contact-request-confirmation", "routes/company/contact-confirmation.tsx"),

    // Legal texts: the four slugs of content/legal/ (any other is a 404).
    route("legal/:slug", "routes/legal/legal-page.tsx"),
    // The cookie consent's Manage form, for browsers without JavaScript and the footer's link.
    route("cookie-settings", "routes/consent/cookie-settings.tsx"),

    route("our-company", "routes/company/our-company.tsx"),
    route("our-company/careers", "routes/company/careers.tsx"),
    route("our-company/meet-our-team", "routes/company/meet-our-team.tsx"),
    route("our-company/meet-our-team/:slug", "routes/company/staff-member.tsx"),
    route("referrals", "routes/company/referrals.tsx"),

    // Sell or trade: the landing page and the appraisal (minimal layout, from its loader data).
    route("sell-trade-my-car", "routes/sell-trade/sell-trade-my-car.tsx"),
    route("sell-trade-my-car/your-vehicle", "routes/sell-trade/your-vehicle.tsx"),
    route("sell-trade-my-car/your-vehicle/offer/:link", "routes/sell-trade/your-offer.tsx"),

    // Service.
    route("service", "routes/service/service.tsx"),
    route("service/schedule", "routes/service/service-schedule.tsx"),
    route("service/schedule/confirmation", "routes/service/service-schedule-confirmation.tsx"),

    // Special offers: all, by kind (service coupons, dealer offers; /special-offers/sales
    // redirects to all), and each offer by id under its kind (service, dealer, sales).
    route("special-offers", "routes/offers/special-offers.tsx"),
    route("special-offers/:kind", "routes/offers/offer-kind.tsx"),
    route("special-offers/:kind/:id", "routes/offers/offer.tsx"),

    route("vehicle-protection-plans", "routes/company/vehicle-protection-plans.tsx"),

    // Legacy redirects: old vehicle URLs and the old site's search URLs.
    ...CONDITIONS.map((condition) =>
      route(`${condition}-vehicle/*`, "routes/inventory/legacy-vehicle.tsx", {
        id: `legacy-${condition}-vehicle`,
      }),
    ),
    route("search-vehicles/*", "routes/inventory/search-vehicles.tsx", { id: "search-vehicles-redirect" }),

    // Lead gates: the test drive scheduler's action (posted from a dialog on a car's page) and,
    // for a browser without JavaScript, its own page.
    route("gates/test-drive", "routes/gates/test-drive.tsx"),
    // The private inventory's unlock (then its cars), today's price by a verified phone, and
    // the personalised-pricing questionnaire: each a page with a form, and a popup's content.
    route("gates/private-inventory", "routes/gates/private-inventory.tsx"),
    route("gates/unlock-price", "routes/gates/unlock-price.tsx"),
    route("gates/personalize-price", "routes/gates/personalize-price.tsx"),

    // Anything unmatched: the 404 page (and the year-prefixed redirect to /auto-financing).
    route("*", "routes/not-found.tsx", { id: "routes/not-found" }),
  ]),
];

/**
 * The Spanish twin of every page: `/es` followed by the English path, the same module (same
 * behaviour, forms and leads), its own route id (`….es`). The page reads its language from the
 * URL, so each language is one cacheable document.
 */
function spanish(entries: RouteConfigEntry[], top = true): RouteConfigEntry[] {
  return entries.map((entry) => {
    const id = `${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}.es`;
    const children = entry.children && spanish(entry.children, top && entry.path === undefined);
    // Pages directly under the layout get the prefix; deeper ones inherit it from their parent.
    if (!top) return { ...entry, id, children };
    if (entry.index) return { file: entry.file, id, path: "es" };
    if (entry.path === undefined) return { ...entry, id, children };
    return { ...entry, id, path: `es/${entry.path}`, children };
  });
}

export default [
  ...pages,
  ...spanish(pages),

  // JSON endpoints of spec section 7.
  route("api/email/send", "routes/api/email-send.ts"),
  route("api/customer/phoneValidation", "routes/api/phone-validation.ts"),
  route("api/track/facebook", "routes/api/track-facebook.ts"),
  route("api/statsig/experiments", "routes/api/experiments.ts"),
  route("api/visitor/ads-values", "routes/api/visitor-ads-values.ts"),
  route("api/visitor/store", "routes/api/visitor-store.ts"),
  // What the popups need of the visitor after load (personal, never cached): isLead, campaign.
  route("api/visitor/popup-state", "routes/api/visitor-popup-state.ts"),
  // The cards of a list of cars, for the "Recently viewed" row (loaded after the page).
  route("api/shopper-tools/cars", "routes/shopper-tools/car-cards.ts"),

  // The cookie consent dialog's choice (JSON from the dialog, a form post without JavaScript).
  route("consent", "routes/consent/consent.ts"),

  // Search engines.
  route("robots.txt", "routes/seo/robots.ts"),
  route("api/___sitemaps___/:section", "routes/seo/sitemap-api.ts"),
  route("sitemap.xml", "routes/seo/sitemap-index.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-file.ts"),
  route("feeds/vehicle-listings.xml", "routes/seo/vehicle-listings-feed.ts"),

  // Generated files.
  route("vehicle-images/:file", "routes/resources/vehicle-image.ts"),
  // The dealer's feed photos, resized and encoded (AVIF, WebP, JPEG) and kept on disk.
  route("vehicle-photos/:vin/:file", "routes/resources/vehicle-photo.ts"),
  route("staff-photos/:file", "routes/resources/staff-photo.ts"),
  // A booked appointment's "Add to calendar" file, by a signed link; its words in the page's language.
  route("calendar/:kind/:file", "routes/resources/calendar-event.ts"),
  route("es/calendar/:kind/:file", "routes/resources/calendar-event.ts", { id: "calendar-event.es" }),
] satisfies RouteConfig;
