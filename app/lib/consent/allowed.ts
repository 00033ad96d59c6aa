/**
 * The part of the cookie consent rules (rules.ts) that every page's browser code needs, kept
 * in a module of its own so the first load carries only it: the types, the cookie's name,
 * reading a stored choice, whether the visitor answered and whether a category may run, and
 * Consent Mode's default for the inline head script. What the dialog decides (its actions,
 * its display state, the cookies a refusal deletes) stays in rules.ts, which re-exports all
 * of this: the server and the domain import rules.ts (or features/consent) as before, and
 * only code on every page's first load imports this file directly.
 */

export const CONSENT_CATEGORIES = ["essential", "functional", "analytics", "targeting"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor chooses (essential is always on). */
export const CHOOSABLE_CATEGORIES = ["functional", "analytics", "targeting"] as const;
export type ChoosableCategory = (typeof CHOOSABLE_CATEGORIES)[number];

export type ConsentChoice = { functional: boolean; analytics: boolean; targeting: boolean };

/** A choice as the `cookieConsent` cookie keeps it: the proof's id, the policy revision, when, and GPC. */
export type StoredConsent = ConsentChoice & {
  /** The consent record's id (consent_records.id): the proof of this choice. */
  id: string;
  /** The cookie policy's revision the choice was made under. */
  revision: number;
  /** When it was made (milliseconds since the epoch). */
  at: number;
  /** Whether the browser sent Global Privacy Control when it was made. */
  gpc: boolean;
};

export type ConsentTier = 0 | 1 | 2 | 3;
export const CONSENT_TIERS: readonly ConsentTier[] = [0, 1, 2, 3];

/** The site's consent settings (content/store.json `cookieConsent`, COOKIE_CONSENT_TIER). */
export type ConsentConfig = { tier: ConsentTier; revision: number };

/** What is known of one visitor's consent: the site's tier and revision, their stored choice, GPC now. */
export type ConsentState = {
  tier: ConsentTier;
  revision: number;
  stored: StoredConsent | undefined;
  /** Global Privacy Control is sent now (`Sec-GPC: 1`, `navigator.globalPrivacyControl`). */
  gpc: boolean;
};

/** The choice's cookie: signed, readable by the browser's own scripts (cookies.server.ts). */
export const CONSENT_COOKIE = "cookieConsent";
/** After a choice the dialog fades out; the choice is saved and the dialog hidden after this. */
export const FADE_MS = 500;
/** The page of the Manage form for browsers without JavaScript (and the footer's link). */
export const COOKIE_SETTINGS_PATH = "/cookie-settings";

export const EVERYTHING: ConsentChoice = { functional: true, analytics: true, targeting: true };

export const isTier = (value: unknown): value is ConsentTier =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** The stored choice when it was made under the current policy revision; an older one counts as none. */
export function currentChoice(state: ConsentState): StoredConsent | undefined {
  return state.stored && state.stored.revision === state.revision ? state.stored : undefined;
}

/** The visitor answered under the current revision, or the site does not ask (tier 0). */
export function isAnswered(state: ConsentState): boolean {
  return state.tier === 0 || currentChoice(state) !== undefined;
}

/**
 * Whether a category may run now. Essential always; GPC always forbids targeting, whatever was
 * chosen; at tier 1 or lower every other category counts as allowed (spec section 5); above,
 * only what the visitor chose under the current revision.
 */
export function isAllowed(category: ConsentCategory, state: ConsentState): boolean {
  if (category === "essential") return true;
  if (category === "targeting" && state.gpc) return false;
  if (state.tier <= 1) return true;
  return currentChoice(state)?.[category] === true;
}

// ---- what others are told ---------------------------------------------------------------

export type ConsentModeValue = "granted" | "denied";
/** Google Consent Mode v2's four signals. */
export type ConsentMode = {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
};

/** Consent Mode's default before any tag: everything denied until the stored choice updates it. */
export const CONSENT_MODE_DEFAULT: ConsentMode & { wait_for_update: number } = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  wait_for_update: FADE_MS,
};

// ---- reading a stored choice ------------------------------------------------------------

/** A stored choice from a cookie's decoded value; anything else reads as none. */
export function parseStoredConsent(value: unknown): StoredConsent | undefined {
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  const flags = [v.functional, v.analytics, v.targeting, v.gpc];
  if (typeof v.id !== "string" || v.id.length === 0 || v.id.length > 64) return undefined;
  if (typeof v.revision !== "number" || !Number.isInteger(v.revision)) return undefined;
  if (typeof v.at !== "number" || !Number.isFinite(v.at)) return undefined;
  if (!flags.every((flag) => typeof flag === "boolean")) return undefined;
  return {
    id: v.id,
    revision: v.revision,
    at: v.at,
    functional: v.functional as boolean,
    analytics: v.analytics as boolean,
    targeting: v.targeting as boolean,
    gpc: v.gpc as boolean,
  };
}
