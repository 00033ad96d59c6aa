/**
 * The cookie consent rules of spec sections 5, 6 and 9, pure: what each tier offers, what each
 * action chooses, what counts as allowed, what Google Consent Mode and the ad pixel are told,
 * which cookies go when a category is refused, and when the dialog shows. The server (the
 * /consent action, the root loader), the browser (browser-consent.ts, the dialog) and the
 * inline head script (consent-mode-script.ts) all follow these. What every page's first load
 * needs (reading a choice, isAllowed) is in allowed.ts, re-exported here.
 *
 * They live in app/lib, not app/features, because the browser side (lib/consent) and the
 * tracking code under lib/ need them and lib may not import a feature (app/architecture.test.ts);
 * app/features/consent/consent.ts re-exports them for the domain.
 */

import {
  CHOOSABLE_CATEGORIES,
  type ChoosableCategory,
  COOKIE_SETTINGS_PATH,
  type ConsentChoice,
  type ConsentMode,
  type ConsentModeValue,
  type ConsentState,
  type ConsentTier,
  currentChoice,
  EVERYTHING,
  isAllowed,
  isAnswered,
} from "./allowed";

// The first-load part (types, the cookie, isAllowed, parsing a stored choice): one import for all.
export * from "./allowed";

const isEverything = (choice: ConsentChoice | undefined) =>
  choice?.functional === true && choice.analytics && choice.targeting;

/**
 * Below tier 2 every category is granted automatically unless the choice is already everything
 * (spec section 4). The grant is not written anywhere: it is what `isAllowed` answers below
 * tier 2, so a visitor who never pressed a button leaves no record that looks like a choice.
 */
export function autoGrant(state: ConsentState): ConsentChoice | undefined {
  if (state.tier >= 2 || isEverything(currentChoice(state))) return undefined;
  return { ...EVERYTHING };
}

/** What may run now, category by category (`isAllowed` for each). */
export function allowedChoice(state: ConsentState): ConsentChoice {
  return {
    functional: isAllowed("functional", state),
    analytics: isAllowed("analytics", state),
    targeting: isAllowed("targeting", state),
  };
}

/** GPC turns targeting off in any choice made while it is sent. */
export function withGpc(choice: ConsentChoice, gpc: boolean): ConsentChoice {
  return gpc ? { ...choice, targeting: false } : { ...choice };
}

// ---- actions ------------------------------------------------------------------------------

export const CONSENT_ACTIONS = [
  "manage",
  "deny",
  "acceptAll",
  "allowAll",
  "closeAndContinue",
  "save",
] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export const isConsentAction = (value: unknown): value is ConsentAction =>
  (CONSENT_ACTIONS as readonly unknown[]).includes(value);

/**
 * The dialog's buttons at each tier (spec section 6): 1 only Close and Continue; 2 adds Manage
 * and Accept all; 3 adds Deny tracking cookies. Tier 0 shows no dialog.
 */
export function dialogActions(tier: ConsentTier): ConsentAction[] {
  if (tier === 0) return [];
  if (tier === 1) return ["closeAndContinue"];
  if (tier === 2) return ["manage", "acceptAll", "closeAndContinue"];
  return ["manage", "deny", "acceptAll", "closeAndContinue"];
}

/** The Manage panel's buttons (tier 2 and up): its switches' choice, or everything. */
export function panelActions(tier: ConsentTier): ConsentAction[] {
  return tier >= 2 ? ["save", "allowAll"] : [];
}

export function isOffered(action: ConsentAction, tier: ConsentTier): boolean {
  return dialogActions(tier).includes(action) || panelActions(tier).includes(action);
}

/** The Manage panel's switches as first shown: the current choice, else every category on (spec section 9). */
export function panelDefaults(state: ConsentState): ConsentChoice {
  const current = currentChoice(state);
  const choice = current
    ? { functional: current.functional, analytics: current.analytics, targeting: current.targeting }
    : { ...EVERYTHING };
  return withGpc(choice, state.gpc);
}

export type ActionOutcome =
  | { kind: "choice"; choice: ConsentChoice }
  /** Manage records nothing: it opens the panel (the /cookie-settings page without JavaScript). */
  | { kind: "manage" }
  /** The tier does not offer this action. */
  | { kind: "notOffered" };

/**
 * What an action chooses, GPC applied:
 * - Accept all, Allow all: every category;
 * - Deny tracking cookies: essential, functional and analytics, not targeting (spec section 6);
 * - Save and Continue: the panel's switches (missing ones count as off);
 * - Close and Continue: what stands (the current choice, else the panel's defaults, every
 *   category): at tier 1 that accepts everything, and a visitor who reopens the dialog and
 *   closes it keeps what they chose before.
 */
export function outcomeOf(
  action: ConsentAction,
  state: ConsentState,
  panel: Partial<ConsentChoice> = {},
): ActionOutcome {
  if (!isOffered(action, state.tier)) return { kind: "notOffered" };
  if (action === "manage") return { kind: "manage" };
  let choice: ConsentChoice;
  if (action === "acceptAll" || action === "allowAll") choice = { ...EVERYTHING };
  else if (action === "deny") choice = { functional: true, analytics: true, targeting: false };
  else if (action === "save")
    choice = {
      functional: panel.functional === true,
      analytics: panel.analytics === true,
      targeting: panel.targeting === true,
    };
  else choice = panelDefaults(state);
  return { kind: "choice", choice: withGpc(choice, state.gpc) };
}

// ---- the dialog's display state -----------------------------------------------------------

/** Spec section 4: show, hide, force, or undefined before the dialog started. */
export type DisplayState = "show" | "hide" | "force" | undefined;
/**
 * start: the page loaded; open: "Cookie settings" asked for it (force: shown even on the legal
 * pages); dismiss: Escape or the close button (nothing recorded); saved: 500 ms after a choice.
 */
export type DisplayEvent = "start" | "open" | "dismiss" | "saved";

export function nextDisplay(display: DisplayState, event: DisplayEvent, state: ConsentState): DisplayState {
  switch (event) {
    case "start":
      // Starts as show when the tier is above 0 (and the current revision is unanswered).
      if (display !== undefined) return display;
      return state.tier > 0 && !isAnswered(state) ? "show" : "hide";
    case "open":
      return state.tier > 0 ? "force" : display;
    case "dismiss":
    case "saved":
      return "hide";
  }
}

/**
 * The paths the dialog stays off unless forced: the legal texts (spec section 1: any path
 * beginning with /legal, in either language; a whole segment, so /legalese would not count)
 * and the cookie settings page, which is the dialog's Manage form itself.
 */
export function isConsentQuietPath(pathname: string): boolean {
  const path = pathname.replace(/^\/es(?=\/|$)/, "") || "/";
  return /^\/legal(\/|$)/.test(path) || path === COOKIE_SETTINGS_PATH;
}

export function isDialogShown(display: DisplayState, pathname: string): boolean {
  return display === "force" || (display === "show" && !isConsentQuietPath(pathname));
}

// ---- what others are told -----------------------------------------------------------------

const granted = (yes: boolean): ConsentModeValue => (yes ? "granted" : "denied");

/** Consent Mode v2 from what is allowed: analytics storage from analytics, the three ad signals from targeting. */
export function consentModeOf(state: ConsentState): ConsentMode {
  const targeting = isAllowed("targeting", state);
  return {
    ad_storage: granted(targeting),
    analytics_storage: granted(isAllowed("analytics", state)),
    ad_user_data: granted(targeting),
    ad_personalization: granted(targeting),
  };
}

/**
 * The ad pixel's consent (spec section 4): allowing functional sends the grant; at a tier above
 * 1 a refused functional revokes it. (At tier 1 or lower functional is always allowed.)
 */
export function pixelConsentOf(state: ConsentState): "grant" | "revoke" {
  return isAllowed("functional", state) ? "grant" : "revoke";
}

// ---- cookies of a refused category --------------------------------------------------------

/**
 * The cookies each category sets, as names or name prefixes (`*`): our own functional cookies
 * (the visitor profile, campaign values, visitor id, chosen store), Google Analytics
 * (`_ga`, `_ga_<stream>`, `_gid`, `_gat*`) and the ad platforms (Google Ads `_gcl_*`, `_gac_*`;
 * Meta `_fbp`, `_fbc`).
 */
export const CATEGORY_COOKIES: Record<ChoosableCategory, readonly string[]> = {
  functional: ["visitorProfile", "adsValues", "uniqueUserId", "userSelectedStore"],
  analytics: ["_ga", "_ga_*", "_gid", "_gat", "_gat_*"],
  targeting: ["_gcl_*", "_gac_*", "_fbp", "_fbc"],
};

const matches = (name: string, pattern: string) =>
  pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

/** The category a cookie belongs to, when it is one of CATEGORY_COOKIES'. */
export function categoryOfCookie(name: string): ChoosableCategory | undefined {
  return CHOOSABLE_CATEGORIES.find((category) =>
    CATEGORY_COOKIES[category].some((pattern) => matches(name, pattern)),
  );
}

/** The cookies among `present` that belong to a category this choice refuses: they are deleted. */
export function cookiesToDelete(choice: ConsentChoice, present: readonly string[]): string[] {
  return [...new Set(present)].filter((name) => {
    const category = categoryOfCookie(name);
    return category !== undefined && !choice[category];
  });
}

/**
 * The domains a cookie may have been set on from `host`: none (host-only), then the host and
 * each parent domain down to two labels (analytics scripts set theirs on the widest domain they
 * can: `.example.com` from `www.cars.example.com`). An IP address or a one-label host has none.
 */
export function cookieDomainsOf(host: string): string[] {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (/^[\d.]+$/.test(name) || name.includes(":") || !name.includes(".")) return [];
  const labels = name.split(".");
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join("."));
  return domains;
}

/**
 * Where a choice posted without JavaScript returns: a path of this site with its query, never
 * another site (`//host`, `/\host`, a scheme) nor anything with control characters.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
