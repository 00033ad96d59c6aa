import { redirect } from "react-router";
import { COOKIE_SETTINGS_PATH } from "~/features/consent/consent";
import type { Route } from "./+types/consent";
import { consentAction } from "./consent.server";

/** POST /consent: the visitor's cookie choice (consent.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  return consentAction(request, context);
}

/** A GET (a bookmark, a reload after the post) is sent to the cookie settings. */
export function loader() {
  return redirect(COOKIE_SETTINGS_PATH, 303);
}
