import type { ToastMessage } from "~/components/ui/toast";
import { flashToastSetCookie, takeFlashToasts } from "~/lib/http/flash-toast.server";
import type { AppServices } from "~/start-up/app-services.server";

/**
 * The page's toasts that survive a redirect (lib/http/flash-toast.server.ts): a form posted
 * without JavaScript leaves its toast with `flashToastsCookie`, and the page it is
 * redirected to reads it once with `readFlashToasts` and sends back the headers that clear it.
 */
type FlashServices = Pick<AppServices, "env">;

/** The Set-Cookie header that leaves `toasts` for the next page. */
export function flashToastsCookie(services: FlashServices, toasts: readonly ToastMessage[]): Promise<string> {
  return flashToastSetCookie(services.env, toasts);
}

/** The toasts a plain-HTML post left for this page (signed flash cookie), read once, then cleared. */
export function readFlashToasts(
  request: Request,
  services: FlashServices,
): Promise<{ toasts: ToastMessage[]; headers: Headers }> {
  return takeFlashToasts(request, services.env, isToast);
}

function isToast(value: unknown): value is ToastMessage {
  const t = value as ToastMessage;
  return (
    typeof t === "object" &&
    t !== null &&
    typeof t.id === "string" &&
    typeof t.summary === "string" &&
    typeof t.detail === "string" &&
    typeof t.severity === "string"
  );
}
