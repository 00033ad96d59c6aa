import { type CookieKeysEnv, readCookie, signedCookiesOf } from "./cookies.server";

/**
 * Flash toasts: a toast that survives a redirect, for a form posted without JavaScript
 * (post-redirect-get): the action sets it, the next page shows it once. It travels in the
 * signed `flashToast` cookie (cookies.server.ts, 60 seconds), so a toast the page shows is
 * always the site's own words; a forged or foreign one reads as none. What a toast is
 * belongs to the UI: the reader passes a check of its shape, and anything else is dropped.
 */
export const MAX_FLASH_TOASTS = 3;

/** The Set-Cookie header that leaves `toasts` for the next page. */
export function flashToastSetCookie(env: CookieKeysEnv, toasts: readonly unknown[]): Promise<string> {
  return signedCookiesOf(env).flashToast.serialize(toasts.slice(0, MAX_FLASH_TOASTS));
}

/**
 * The toasts left for this page, read once: `headers` clears the cookie when there was one
 * (send them with the page). At most MAX_FLASH_TOASTS, each passing `isToast`.
 */
export async function takeFlashToasts<T>(
  request: Request,
  env: CookieKeysEnv,
  isToast: (value: unknown) => value is T,
): Promise<{ toasts: T[]; headers: Headers }> {
  const headers = new Headers();
  const { flashToast } = signedCookiesOf(env);
  const value = await readCookie(flashToast, request.headers.get("cookie"));
  const toasts = Array.isArray(value) ? value.filter(isToast).slice(0, MAX_FLASH_TOASTS) : [];
  if (value !== undefined) headers.append("Set-Cookie", await flashToast.serialize("", { maxAge: 0 }));
  return { toasts, headers };
}
