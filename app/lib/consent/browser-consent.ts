import {
  CONSENT_COOKIE,
  type ConsentCategory,
  type ConsentConfig,
  type ConsentState,
  isAllowed,
  isTier,
  parseStoredConsent,
  type StoredConsent,
} from "./allowed";

/**
 * The visitor's consent in the browser, for every script that must ask before it runs
 * (tracking, the visitor profile, experiments): `readBrowserConsent()`,
 * `isAllowedInBrowser(category)` and `onConsentChange(listener)`. Call them after the page
 * mounted (an effect, an event), never while rendering: the server cannot see the browser.
 *
 * - The site's tier and policy revision come from `window.__consentConfig`, set by the inline
 *   head script (consent-mode-script.ts) before any bundle runs. Without it (on the server)
 *   the strictest state applies: tier 3, no answer, nothing but essential allowed.
 * - The choice comes from the `cookieConsent` cookie, which the server signs and the browser
 *   can read (its value is base64 JSON, then `.` and the signature); the browser cannot write
 *   it: a choice is saved by POST /consent.
 * - Global Privacy Control from `navigator.globalPrivacyControl`.
 *
 * Every page loads this file first, so it only reads (allowed.ts's rules): saving a choice and
 * what follows it are in browser-choice.ts, which comes with the consent dialog.
 */

export type ConsentWindow = Window & {
  __consentConfig?: ConsentConfig;
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
};

/** Fired on window after every saved choice, with the new ConsentState as `detail`. */
export const CONSENT_CHANGE_EVENT = "consentchange";
/** Fired on window by "Cookie settings": the dialog opens (forced), with its Manage panel. */
export const CONSENT_OPEN_EVENT = "consentsettingsopen";

const inBrowser = () => typeof window !== "undefined" && typeof document !== "undefined";
const consentWindow = () => window as ConsentWindow;

/** No settings known: tier 3 and a revision no choice has, so nothing but essential is allowed. */
const UNKNOWN_CONFIG: ConsentConfig = { tier: 3, revision: 0 };

function configInBrowser(): ConsentConfig {
  if (!inBrowser()) return UNKNOWN_CONFIG;
  const config = consentWindow().__consentConfig;
  return config && isTier(config.tier) && Number.isInteger(config.revision) ? config : UNKNOWN_CONFIG;
}

/**
 * The stored choice in a `document.cookie` string: the signed cookie's value is
 * `base64(JSON).signature`, URI-encoded. The signature is the server's to check; a forged
 * value changes nothing but the forger's own view.
 */
export function storedConsentInCookies(cookies: string): StoredConsent | undefined {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookies);
  if (!match?.[1]) return undefined;
  try {
    const value = decodeURIComponent(match[1]);
    const dot = value.lastIndexOf(".");
    if (dot <= 0) return undefined;
    return parseStoredConsent(JSON.parse(atob(value.slice(0, dot))));
  } catch {
    return undefined;
  }
}

/** The visitor's consent now, as the browser knows it. */
export function readBrowserConsent(): ConsentState {
  const { tier, revision } = configInBrowser();
  if (!inBrowser()) return { tier, revision, stored: undefined, gpc: false };
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return { tier, revision, stored: storedConsentInCookies(document.cookie), gpc };
}

/** Whether a category may run now in this browser (rules.ts `isAllowed`). */
export function isAllowedInBrowser(category: ConsentCategory): boolean {
  return isAllowed(category, readBrowserConsent());
}

/** Calls `listener` after every saved choice; returns the unsubscribe. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  if (!inBrowser()) return () => {};
  const handle = (event: Event) => listener((event as CustomEvent<ConsentState>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}

/** "Cookie settings": asks the dialog to open with its Manage panel. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

export function onConsentSettingsOpen(listener: () => void): () => void {
  window.addEventListener(CONSENT_OPEN_EVENT, listener);
  return () => window.removeEventListener(CONSENT_OPEN_EVENT, listener);
}
