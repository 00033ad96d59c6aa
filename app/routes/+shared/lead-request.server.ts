import type { PostOrigin } from "~/features/leads/intake/form-guard.server";
import { prospectCookie, secureFor } from "~/lib/http/cookies.server";
import type { AppServices } from "~/start-up/app-services.server";

/**
 * The HTTP side of taking a lead, shared by the lead forms' action and /api/email/send: the
 * domain gets plain values from here, and its answers become headers here.
 */

/** The headers that say which page a POST comes from, as the same-origin check reads them. */
export function postOriginOf(request: Request): PostOrigin {
  const { headers } = request;
  return {
    url: request.url,
    host: headers.get("host"),
    origin: headers.get("origin"),
    fetchSite: headers.get("sec-fetch-site"),
    referer: headers.get("referer"),
  };
}

/** Headers that mark this browser as a prospect when acceptLead says so (its first ADF lead). */
export async function prospectHeaders(
  markProspect: boolean,
  request: Request,
  services: Pick<AppServices, "env">,
): Promise<Headers> {
  const headers = new Headers();
  if (markProspect) {
    const secure = secureFor(request, services.env.siteUrl);
    headers.append("Set-Cookie", await prospectCookie.serialize(true, { secure }));
  }
  return headers;
}
