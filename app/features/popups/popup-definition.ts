/**
 * A popup as the dealership defines it (spec section 3), in content/popups.json (an
 * experiment's variant may replace the list). Plain types, no zod: the browser's popup code
 * (components/popups) reads definitions the server already checked at start-up
 * (popup-schema.ts), so the schema library never travels with it.
 *
 * A popup opens when ANY of its conditions holds (eligibility.ts); it is shown by the popup
 * host in the page's language, with an optional launcher button.
 */

/**
 * What a page is, for `pages` and `pageItemsViewed` (page-view.ts tells them apart from the
 * path alone): a vehicle's page, a search results page, the home page, anything else.
 */
export const PAGE_KINDS = ["vehicle", "search", "home", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * A route parameter a page view must have to count (spec section 5): `true` counts each
 * distinct value once (three vehicles, not one vehicle three times); a string means equal;
 * a list means one of them.
 */
export type ParamRule = true | string | readonly string[];

/** Page views to count: of a kind (`name`) and/or at a path, with parameters, between bounds. */
export type PageItemsRule = {
  name?: PageKind;
  /** A site path in English: exact (`/cars-for-sale`), or a prefix ending in `*` (`/special-offers/*`). */
  path?: string;
  params?: Readonly<Record<string, ParamRule>>;
  minCount?: number;
  maxCount?: number;
};

/**
 * One campaign parameter's rule (spec section 5): false absent, true present, a string equal,
 * `{ not: [...] }` not one of them (absent passes), `{ in: [...] }` one of them.
 */
export type AdsValueRule = boolean | string | { not: readonly string[] } | { in: readonly string[] };

/**
 * Rules by parameter (`utm_source`, `gclid`...). The key `*` stands for the whole set and
 * takes a boolean: `{"*": true}` any campaign value present (paid traffic), `{"*": false}`
 * none (organic).
 */
export type AdsValuesRule = Readonly<Record<string, AdsValueRule>>;
export const ANY_CAMPAIGN_VALUE = "*";

/** Every rule given must pass for the condition to hold (spec section 5). */
export type PopupCondition = {
  /** Page kinds (`vehicle`) or English paths (exact, or a prefix ending in `*`); one must match. */
  pages?: readonly string[];
  pageItemsViewed?: readonly PageItemsRule[];
  adsValues?: AdsValuesRule;
  /** true: only for leads; false: only for visitors who are not leads yet (lead capture). */
  isLead?: boolean;
  /** A CSS selector: an element matching it must be visible in the viewport. */
  tagQuery?: string;
  /** A CSS selector: the visitor clicked an element matching it on this page. */
  itemClicked?: string;
  /** Seconds the other rules must have held on this page. */
  timer?: number;
};

export const POPUP_POSITIONS = [
  "center",
  "top",
  "bottom",
  "top-left",
  "top-right",
  "bottom-left",
  "bottom-right",
] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** PrimeDialog: a framed dialog with the title and the close button; ModalHeadless: the content alone. */
export const POPUP_KINDS = ["PrimeDialog", "ModalHeadless"] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

/** The popups' inner components: the gates' popup forms (components/gates/*-popup.tsx). */
export const POPUP_INNER_COMPONENTS = ["unlock-inventory", "unlock-price"] as const;
export type PopupInnerComponent = (typeof POPUP_INNER_COMPONENTS)[number];

export type PopupSettings = {
  component: PopupKind;
  /** One place, or one below 640 px (`mobile`) and one from 640 px (`desktop`). */
  position: PopupPosition | { mobile: PopupPosition; desktop: PopupPosition };
  /** The × in the corner (Escape always closes). */
  closeButton: boolean;
};

/** The launcher: a button that opens the popup whenever it is available (not only automatically). */
export type PopupLauncher = {
  /** An icon of components/ui/icon.tsx. */
  icon?: string;
  text: string;
  /** Said when the button is hovered or focused (its title). */
  hoverText?: string;
  /** Extra CSS classes of the site's design (Tailwind). */
  class?: string;
};

/** A title and HTML (the dealer's content). */
export type PopupTexts = { title: string; html?: string };

export type PopupStyle = { width?: "narrow" | "regular" | "wide" };

export type PopupComponentSpec = {
  type: "html" | "component";
  /** The title labels the dialog in both kinds; the HTML is shown above an inner component, or alone. */
  data: PopupTexts;
  style?: PopupStyle;
  /** For `type: "component"`: which form the popup holds. */
  inner?: PopupInnerComponent;
};

/** The conversions of the data layer (lib/tracking/conversion-values.ts `CONVERSION_VALUES`). */
export type PopupConversion =
  | "lead"
  | "fullCreditApplication"
  | "instantScreen"
  | "personalize"
  | "schedule"
  | "conversationStarted"
  | "sellTrade"
  | "clickToCall"
  | "unlockInventory"
  | "contact"
  | "jobApplication";

/** What follows a submit. None at all: the popup closes at once (spec section 4). */
export type PopupSubmitted = {
  /** The lead kind the inner form sends (UNLOCK_INVENTORY): what the e-mail to the dealer is. */
  email?: string;
  /** The data layer event pushed on submit, and the conversion whose value it carries. */
  track?: string;
  conversion?: PopupConversion;
  /** A site path (English) to go to after submit. */
  redirect?: string;
  /** Close at once after submit. */
  close?: boolean;
  /** Close this many seconds after the submitted content shows. */
  timeoutClose?: number;
  /** What shows after submit (title and HTML), or an inner component. */
  data?: PopupTexts;
  inner?: PopupInnerComponent;
};

export type PopupDefinition = {
  id: string;
  conditions: readonly PopupCondition[];
  settings: PopupSettings;
  button?: PopupLauncher;
  component: PopupComponentSpec;
  submitted?: PopupSubmitted;
  /** A text button under the content that closes the popup ("No, thanks"). */
  closeButton?: { text: string };
  /** A dimmed backdrop over the page (the dialog is modal either way). */
  background: boolean;
};

/** What GET /api/visitor/popup-state answers: what only the server knows of the visitor. */
export type PopupVisitorState = {
  isLead: boolean;
  adsValues: Readonly<Record<string, string | undefined>>;
};
