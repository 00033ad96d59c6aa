import type { AppLoadContext } from "react-router";
import type { Company } from "~/features/company/settings-schema";
import { isAllowed } from "~/features/consent/consent";
import { assignVariants, experimentUserOf } from "~/features/experiments/assign";
import { activeExperiments } from "~/features/experiments/experiment";
import {
  overridesOf,
  type VariantOverrides,
  variantKeyOf,
  withVariantSettings,
} from "~/features/experiments/variant-overrides";
import { readCookie, uniqueUserIdCookie } from "~/lib/http/cookies.server";
import { getLogger } from "~/lib/logger.server";

/** What the page's browser code gets of the experiments (root loader data `experiments`). */
export type PageExperiments = {
  /** The variants this page renders; the browser pushes one exposure for each, once analytics is allowed. */
  assignments: Array<{ experiment: string; variant: string }>;
  /** Texts laid over the catalogues, in the page's language (lib/i18n/use-t.ts). */
  texts: Record<string, string>;
  /** A variant's popups, replacing the default ones (issue 16); undefined: the defaults. */
  popups: VariantOverrides["popups"];
};

/** A uniqueUserId as the site writes it (a UUID); anything else is not ours and counts as none. */
const UNIQUE_USER_ID = /^[A-Za-z0-9-]{8,100}$/;

async function uniqueUserIdOf(request: Request): Promise<string | undefined> {
  const value = await readCookie(uniqueUserIdCookie, request.headers.get("cookie"));
  return typeof value === "string" && UNIQUE_USER_ID.test(value) ? value : undefined;
}

/**
 * The experiments of this page for this visitor, for the root loader: the public configuration
 * with the variants' settings merged over it, and what the browser code gets (`experiments`).
 * No experiments (the site as it is) when none runs, when the visitor has no uniqueUserId or
 * does not allow functional cookies (the control, not counted) and when anything fails
 * (spec section 7: failures are swallowed and the defaults stand).
 *
 * The cookie is read from the request, not through `context.visitor` (whose read makes a page
 * personal): the page stays shared, one document per combination of variants, which the cache
 * class records (`varyBy`), never one per visitor.
 */
export async function experimentsOfPage(
  request: Request,
  context: Pick<AppLoadContext, "services" | "cacheClass" | "visitor">,
  company: Company,
): Promise<{ company: Company; experiments: PageExperiments | undefined }> {
  const none = { company, experiments: undefined };
  const experiments = activeExperiments(context.services.experiments);
  if (experiments.length === 0) return none;
  // An id kept from before the visitor refused functional cookies is not used.
  if (!isAllowed("functional", context.visitor.consent)) return none;
  try {
    const user = experimentUserOf({
      uniqueUserId: await uniqueUserIdOf(request),
      userAgent: request.headers.get("user-agent"),
      companyID: context.services.settings.store.selectedStore,
      query: new URL(request.url).searchParams,
    });
    if (!user) return none;
    const assignments = assignVariants(experiments, user).filter((a) => a.inExperiment);
    if (assignments.length === 0) return none;
    const overrides = overridesOf(experiments, assignments, context.visitor.language);
    context.cacheClass.varyBy("experiment", variantKeyOf(assignments));
    return {
      company: withVariantSettings(company, overrides.settings),
      experiments: {
        assignments: assignments.map(({ experiment, variant }) => ({ experiment, variant })),
        texts: overrides.texts,
        popups: overrides.popups,
      },
    };
  } catch (error) {
    // The site as it is beats no page; the message is the SDK's, never the visitor's data.
    getLogger().warn({ err: { message: (error as Error).message } }, "experiment assignment failed");
    return none;
  }
}
