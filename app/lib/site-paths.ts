/**
 * The site's own paths that code links to, as named constants (spec section 2). The vehicle
 * detail path is built from a vehicle by `vehicleUrl()` in features/inventory/urls.ts, the
 * search paths by `searchUrl()` in features/inventory/search/filter-urls.ts; menus and content
 * files keep their links as text.
 */
export const SITE_PATHS = {
  home: "/",
  financing: "/auto-financing",
  preApproval: "/auto-financing/apply-for-financing",
  betterThanBuyHerePayHere: "/auto-financing/better-than-buy-here-pay-here",
  badCreditFinancing: "/auto-financing/bad-credit-auto-financing",
  freeCreditScorePreApproval: "/auto-financing/free-credit-score-pre-approval",
  fullCreditApplication: "/auto-financing/full-credit-application",
  search: "/cars-for-sale",
  carResearch: "/car-research",
  carResearchSearch: "/car-research/search",
  helpCenter: "/help-center",
  contact: "/contact-us",
  contactConfirmation: "/amp-contact-request-confirmation",
  ourCompany: "/our-company",
  careers: "/our-company/careers",
  team: "/our-company/meet-our-team",
  referrals: "/referrals",
  service: "/service",
  serviceSchedule: "/service/schedule",
  specialOffers: "/special-offers",
  serviceOffers: "/special-offers/service",
  dealerOffers: "/special-offers/dealer",
  sellTrade: "/sell-trade-my-car",
  sellTradeVehicle: "/sell-trade-my-car/your-vehicle",
  vehicleProtection: "/vehicle-protection-plans",
  privacyPolicy: "/legal/privacy-policy",
  cookiePolicy: "/legal/cookie-policy",
  electronicSignatureDisclosure: "/legal/electronic-signature-disclosure",
  termsOfSale: "/legal/terms-of-sale",
} as const;

/**
 * Where the long forms end (a 303 from their actions): pages for one visitor, never linked
 * to nor listed in the sitemap (every SITE_PATHS entry is), and not indexed.
 */
export const CONFIRMATION_PATHS = {
  fullCreditApplication: "/auto-financing/full-credit-application/confirmation",
  serviceSchedule: "/service/schedule/confirmation",
} as const;

/** The pre-approval form started from a vehicle: it shows the car and the lead carries it. */
export function preApprovalPath(vin: string): string {
  return `${SITE_PATHS.preApproval}?vin=${encodeURIComponent(vin)}`;
}

/** A staff member's page. */
export function staffMemberPath(slug: string): string {
  return `${SITE_PATHS.team}/${slug}`;
}
