import { type AppLoadContext, data, redirect } from "react-router";
import { FORGET_VISITOR_FIELD, FORGET_VISITOR_INTENT } from "~/components/financing/not-you-form";
import { isSameOrigin } from "~/features/leads/intake/form-guard.server";
import { forgetVisitorSetCookies } from "~/features/visitor/remember-visitor.server";
import { secureFor } from "~/lib/http/cookies.server";
import { translator } from "~/lib/i18n";
import { financingCatalogue } from "~/locales/financing";
import { postOriginOf } from "~/routes/+shared/lead-request.server";

/**
 * "Not you?" on a page that fills its form in from the visitor profile (NotYouForm): the
 * page's action asks `isForgetVisitorPost` first and answers with `forgetVisitor`.
 */

/** Whether this POST is "Not you?". Reads a copy of the body, so the page's own action can still read it. */
export async function isForgetVisitorPost(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return false;
  try {
    return (await request.clone().formData()).get(FORGET_VISITOR_FIELD) === FORGET_VISITOR_INTENT;
  } catch {
    return false;
  }
}

/**
 * Forgets the profile and sends the browser back to the page, now with an empty form
 * (post-redirect-get, so a reload does not post again). Only from this site's own pages: a
 * cross-site POST (which SameSite=Lax lets through as a top-level navigation) is refused.
 */
export async function forgetVisitor(request: Request, context: AppLoadContext): Promise<Response> {
  const { env } = context.services;
  if (!isSameOrigin(postOriginOf(request), [new URL(env.siteUrl).host]))
    throw data(translator(context.visitor.language, financingCatalogue)("financing.notYou.otherSite"), {
      status: 403,
    });
  const url = new URL(request.url);
  const headers = new Headers();
  // The profile and the browser's id (the previous person's); the store and campaign stay.
  for (const line of await forgetVisitorSetCookies(context.services, secureFor(request, env.siteUrl)))
    headers.append("Set-Cookie", line);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
}
