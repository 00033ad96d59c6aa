import type { AppLoadContext } from "react-router";
import { type ConsentTier, isAnswered } from "~/features/consent/consent";

/** What every page knows of consent: the site's settings, and whether this visitor answered. */
export type PageConsent = { tier: ConsentTier; revision: number; answered: boolean };

/**
 * The root loader's `consent`: the tier and revision (the dialog and the head script need
 * them) and whether the current revision was answered, which decides if the server renders
 * the dialog, so a returning visitor never sees it flash. Not the choice itself: a page is one
 * of two shared documents (`varyBy("consent")`), answered or not, never one per visitor.
 */
export function pageConsent(context: AppLoadContext): PageConsent {
  const { tier, revision } = context.visitor.consent;
  const answered = isAnswered(context.visitor.consent);
  context.cacheClass.varyBy("consent", answered ? "answered" : "unanswered");
  return { tier, revision, answered };
}
