import type { Company } from "~/features/company/settings-schema";
import type { PopupDefinition } from "~/features/popups/popup-definition";
import { localizePopup } from "~/features/popups/popup-schema";
import type { Language } from "~/lib/i18n/languages";
import type { Assignment } from "./assign";
import type { Experiment } from "./experiment";

/**
 * What the variants a visitor was assigned change on the page (spec section 3): settings
 * merged into the public configuration, popups replacing the default ones, texts laid over
 * the catalogues. Experiments apply in file order; where two change the same thing, the later
 * one wins (keep running experiments apart so they never do).
 */
export type VariantOverrides = {
  settings: Partial<Company>;
  /** In the page's language; undefined: the default popups stand. */
  popups: PopupDefinition[] | undefined;
  /** Message id -> text, in the page's language. */
  texts: Record<string, string>;
};

export function overridesOf(
  experiments: readonly Experiment[],
  assignments: readonly Assignment[],
  language: Language,
): VariantOverrides {
  const overrides: VariantOverrides = { settings: {}, popups: undefined, texts: {} };
  for (const assignment of assignments) {
    const variant = experiments
      .find((e) => e.name === assignment.experiment)
      ?.variants.find((v) => v.key === assignment.variant);
    if (!variant) continue;
    Object.assign(overrides.settings, variant.settings);
    if (variant.popups !== undefined)
      overrides.popups = variant.popups.map((p) => localizePopup(p, language));
    Object.assign(overrides.texts, variant.langs?.[language]);
  }
  return overrides;
}

/** The public configuration with a variant's settings over it (a copy: the process's settings are shared). */
export function withVariantSettings(company: Company, settings: Partial<Company> | undefined): Company {
  return settings && Object.keys(settings).length > 0 ? { ...company, ...settings } : company;
}

/**
 * The cache's name for the document these assignments render (`hero:b,financing-cta:control`):
 * one of a few per page, never one per visitor.
 */
export function variantKeyOf(assignments: readonly Assignment[]): string {
  return assignments.map((a) => `${a.experiment}:${a.variant}`).join(",");
}
