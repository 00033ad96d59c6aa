import type { ConsentState } from "~/features/consent/consent";
import type { LeadGates } from "~/features/gates/lead-gates";
import type { Language } from "~/lib/i18n";
import type { AdsValues } from "./marketing-params";
import type { VisitorProfile } from "./profile";

/**
 * Who is asking, read ONCE per request from the browser's cookies and headers (see
 * visitor.server.ts) and handed to every loader and action through the request context
 * (app/start-up/request-context.server.ts). Shoppers are anonymous: this is all the site
 * knows about a visitor.
 */
export type Visitor = {
  /** The language the site speaks to this visitor. */
  language: Language;
  /** What the visitor last gave a lead form (empty when nothing was saved). */
  profile: VisitorProfile;
  /** Whether this browser already sent an ADF lead (prospect status 'resend' after the first). */
  prospectLeadSent: boolean;
  /** The marketing parameters the visitor arrived with, when the site kept them. */
  adsValues: AdsValues | undefined;
  /** The browser's random id (its own cookie, created on the first complete profile save). */
  uniqueUserId: string | undefined;
  /** The address rate limits count by (resolved by the Express server, never taken from the client). */
  clientIp: string;
  /**
   * The visitor's cookie consent: the site's tier and revision, the stored choice, and Global
   * Privacy Control. Actions use it; a page shows only whether the current revision was
   * answered (the root loader's `varyBy("consent")`), never the choice itself.
   */
  consent: ConsentState;
  /** The lead gates this browser passed (features/gates): reading one that holds something is personal. */
  gates: LeadGates;
};
