import { CONSENT_CHANGE_EVENT, type ConsentWindow, readBrowserConsent } from "./browser-consent";
import {
  allowedChoice,
  type ConsentAction,
  type ConsentChoice,
  type ConsentState,
  consentModeOf,
  cookieDomainsOf,
  cookiesToDelete,
  parseStoredConsent,
  pixelConsentOf,
  type StoredConsent,
} from "./rules";

/**
 * A choice in the browser: saving it and what follows it. Only the consent dialog (loaded when
 * it shows or "Cookie settings" opens it) needs these, so they are not in browser-consent.ts,
 * which every page loads.
 */

/**
 * Saves a choice: POST /consent as JSON (the server records the proof and sets the cookie,
 * honouring the Sec-GPC header as well as the flag sent here). `keepalive` lets it finish if
 * the visitor leaves the page at once. Throws when it was not saved.
 */
export async function saveConsentChoice(
  action: ConsentAction,
  returnTo: string,
  panel?: ConsentChoice,
): Promise<StoredConsent> {
  const gpc = readBrowserConsent().gpc;
  const response = await fetch("/consent", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ action, returnTo, gpc, ...panel }),
    credentials: "same-origin",
    keepalive: true,
  });
  const body = (await response.json().catch(() => undefined)) as { consent?: unknown } | undefined;
  const stored = parseStoredConsent(body?.consent);
  if (!response.ok || !stored) throw new Error(`the choice was not saved (${response.status})`);
  return stored;
}

/** Deletes a cookie this page can see, host-only and on each parent domain it may have been set on. */
function expireCookie(name: string): void {
  const base = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  // document.cookie, not the Cookie Store API: every browser has it, and Safari and Firefox lack the other.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = base;
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  for (const domain of cookieDomainsOf(location.hostname)) document.cookie = `${base}; Domain=${domain}`;
}

/**
 * What follows a saved choice in the browser: the refused categories' cookies go (the server
 * expires the ones scripts cannot see), Consent Mode and the ad pixel are told, and
 * `consentchange` tells every listener.
 */
export function applyConsent(state: ConsentState): void {
  const present = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter(Boolean);
  for (const name of cookiesToDelete(allowedChoice(state), present)) expireCookie(name);
  const win = window as ConsentWindow;
  win.gtag?.("consent", "update", consentModeOf(state));
  win.fbq?.("consent", pixelConsentOf(state));
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_CHANGE_EVENT, { detail: state }));
}
