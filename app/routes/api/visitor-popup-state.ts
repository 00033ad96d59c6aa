import type { Route } from "./+types/visitor-popup-state";
import { json } from "./json-api.server";
import { popupStateOf } from "./visitor-popup-state.server";

/**
 * GET /api/visitor/popup-state: what the popups (components/popups) need to know of the
 * visitor that only the server can read, asked once per page load after hydration, so the
 * pages themselves stay shared: whether the visitor is a lead (which suppresses lead popups)
 * and the campaign values they arrived with. Personal: `private, no-store`, never cached.
 */
export function loader({ context }: Route.LoaderArgs) {
  const response = json(popupStateOf(context.visitor));
  response.headers.set("cache-control", "private, no-store");
  return response;
}
