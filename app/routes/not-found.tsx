import { data, redirect } from "react-router";
import { languageOfPath, localizePath, pathWithoutLanguage } from "~/lib/i18n";
import type { Route } from "./+types/not-found";

/**
 * Paths beginning with a model year from 2010 to 2025 are old financing ads: send them to
 * financing, with their query (the ads' campaign parameters are how the visit is credited);
 * under /es, to the Spanish financing page.
 */
const LEGACY_YEAR_PATH = /^\/(20(1\d|2[0-5]))(?:[-/]|$)/;

export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  if (LEGACY_YEAR_PATH.test(pathWithoutLanguage(pathname)))
    throw redirect(localizePath(`/auto-financing${search}`, languageOfPath(pathname)), 301);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: "Not Found" });
}

// A POST to an unknown path is a 404 too, not a 405.
export const action = loader;

export default function NotFound() {
  return null;
}
