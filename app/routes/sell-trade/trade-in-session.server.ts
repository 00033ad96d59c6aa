import type { AppLoadContext } from "react-router";
import { getSettings } from "~/features/company/settings.server";
import { absoluteUrl } from "~/features/seo/page-meta";
import type { Appraisal } from "~/features/trade-in/appraisal";
import type { FlowContent } from "~/features/trade-in/appraisal-flow.server";
import { findAppraisal } from "~/features/trade-in/appraisal-repository.server";
import {
  createDraft,
  findDraft,
  type StoredDraft,
  saveDraft,
} from "~/features/trade-in/draft-repository.server";
import type { TradeInDraft } from "~/features/trade-in/flow-steps";
import { offerPathOf, signId, tradeInSigningKey, verifySignedId } from "~/features/trade-in/signed-id.server";
import { getTradeInContent } from "~/features/trade-in/trade-in-content.server";
import { readCookie, secureFor, tradeInDraftCookie } from "~/lib/http/cookies.server";
import { localizePath } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";

/**
 * The seller's place in the sell-or-trade flow between requests: a draft row on the server
 * (features/trade-in/draft-repository.server.ts) found by the signed id in the `tradeInDraft`
 * cookie (lib/http/cookies.server.ts), which lives as long as an offer (7 days, renewed with
 * each page sent) and only under /sell-trade-my-car (/es/sell-trade-my-car on Spanish pages, so
 * each language keeps its own draft). The offer itself is reopened by its
 * signed link, so the e-mail's link works in any browser.
 */
const DAY_SECONDS = 86_400;

type Services = AppLoadContext["services"];

/**
 * The trade-in content of the request: the page's language (`services.tradeIn`) and the
 * process's English one (the same object the English services hold), which makes the
 * appraisal the dealer's e-mails are written from.
 */
export const flowContent = (services: Services): FlowContent => ({
  page: services.tradeIn,
  english: services.language === "en" ? services.tradeIn : getTradeInContent("en"),
});

/** The process's English settings: the stores as the dealer's e-mails name them. */
export const englishSettings = (services: Services) =>
  services.language === "en" ? services.settings : getSettings("en");

/**
 * The cookie lives under the flow's pages in the page's language (/es/sell-trade-my-car on
 * Spanish pages: a cookie for /sell-trade-my-car alone never reaches them).
 */
const cookiePath = (services: Services) => localizePath(SITE_PATHS.sellTrade, services.language);

const validityDays = (services: Services) => services.tradeIn.settings.offerValidityDays;

/** The seller's draft, when the cookie holds a good signature and the draft has not expired. */
export async function readDraft(
  request: Request,
  services: Services,
  now: Date,
): Promise<StoredDraft | undefined> {
  const value = await readCookie(tradeInDraftCookie, request.headers.get("cookie"));
  const id = verifySignedId(tradeInSigningKey(services.env), "draft", value);
  return id ? findDraft(services.db, id, now) : undefined;
}

/**
 * Saves `draft` (a new row when the seller has none) and answers the Set-Cookie header that
 * keeps it for another `offerValidityDays`.
 */
export async function storeDraft(
  request: Request,
  services: Services,
  stored: StoredDraft | undefined,
  draft: TradeInDraft,
  now: Date,
): Promise<{ id: string; setCookie: string }> {
  const options = { now, validityDays: validityDays(services) };
  let id = stored?.id;
  if (id) await saveDraft(services.db, id, draft, options);
  else id = (await createDraft(services.db, draft, options)).id;
  const setCookie = await tradeInDraftCookie.serialize(signId(tradeInSigningKey(services.env), "draft", id), {
    maxAge: validityDays(services) * DAY_SECONDS,
    secure: secureFor(request, services.env.siteUrl),
    path: cookiePath(services),
  });
  return { id, setCookie };
}

/** Forgets the seller's draft in this browser (a new appraisal). */
export function clearDraftCookie(services: Services): Promise<string> {
  return tradeInDraftCookie.serialize("", { maxAge: 0, path: cookiePath(services) });
}

/** The offer page of an appraisal: the signed link the seller's e-mail carries. */
export function offerPath(services: Services, appraisalId: string): string {
  return offerPathOf(tradeInSigningKey(services.env), appraisalId);
}

export function offerUrl(services: Services, appraisalId: string): string {
  // SITE_URL is read without a trailing slash (env.server.ts).
  return absoluteUrl(services.env.siteUrl, offerPath(services, appraisalId));
}

/**
 * The offer page of a seller whose offer was made and sent (its lead stored); null while it is
 * not (a lead that could not be stored sends the seller back to the contact page).
 */
export async function sentOfferPath(
  services: Services,
  stored: StoredDraft | undefined,
): Promise<string | null> {
  if (!stored?.appraisalId) return null;
  const appraisal = await findAppraisal(services.db, stored.appraisalId);
  return appraisal?.leadId ? offerPath(services, appraisal.id) : null;
}

/** The appraisal a signed offer link opens; undefined for a bad signature or an unknown id. */
export async function appraisalOfLink(
  services: Services,
  link: string | undefined,
): Promise<Appraisal | undefined> {
  const id = verifySignedId(tradeInSigningKey(services.env), "offer", link);
  return id ? findAppraisal(services.db, id) : undefined;
}
