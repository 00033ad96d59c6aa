import type { Env } from "~/lib/env.server";
import type { ConsentConfig } from "./consent";

/** What the consent settings are read from: the environment's override and the store settings. */
export type ConsentServices = {
  env: Partial<Pick<Env, "cookieConsentTier">>;
  settings?: { store: { cookieConsent?: ConsentConfig } };
};

/** Tier 3 and revision 1 when nothing says otherwise (content/store.json's default). */
export const DEFAULT_CONSENT_CONFIG: ConsentConfig = { tier: 3, revision: 1 };

/**
 * The site's consent settings: content/store.json's `cookieConsent`, its tier overridden by
 * COOKIE_CONSENT_TIER (tests and previews run other tiers without editing content).
 */
export function consentConfigOf(services: ConsentServices): ConsentConfig {
  const stored = services.settings?.store.cookieConsent ?? DEFAULT_CONSENT_CONFIG;
  return { tier: services.env.cookieConsentTier ?? stored.tier, revision: stored.revision };
}
