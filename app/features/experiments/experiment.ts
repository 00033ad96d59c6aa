import { z } from "zod";
import { companySchema } from "~/features/company/settings-schema";
import { experimentPopupsSchema } from "~/features/popups/popup-schema";

/**
 * A/B experiments (spec section 3), written in content/experiments.json and checked at
 * start-up like every content file. Each experiment has a name, an on/off switch and two or
 * more variants; the FIRST variant is the control, what every visitor outside the experiment
 * sees. A variant may change:
 * - `settings`: company settings merged over the public configuration (the header's phone, the
 *   site's tagline...), the same fields as content/company.json; an unknown field stops start-up;
 * - `popups`: the popups shown instead of the default ones (content/popups.json), in the same
 *   shape, each text written in both languages (`{ "en": "...", "es": "..." }`);
 * - `langs`: texts of the site's catalogues, by language and message id
 *   (`{ "en": { "home.hero.title": "..." } }`), shown instead of the catalogue's text; plain
 *   text, `{name}` placeholders allowed, no plurals.
 *
 * Names and keys are lowercase words because a page is cached once per variant under
 * `name:variant` (app/lib/http/cache-class.server.ts).
 */
const slug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "must be lowercase letters, digits, - or _");

/** A catalogue message id (`common.nav.main`) and the text shown instead. */
const MESSAGE_ID = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
const texts = z.record(z.string(), z.string().min(1)).superRefine((record, ctx) => {
  for (const id of Object.keys(record))
    if (!MESSAGE_ID.test(id))
      ctx.addIssue({ code: "custom", path: [id], message: "must be a message id like common.nav.main" });
});

export const variantSchema = z
  .object({
    key: slug,
    /** A share of the visitors, relative to the other variants' (50 and 50, or 0.9 and 0.1). */
    weight: z.number().positive().finite(),
    settings: companySchema.partial().strict().optional(),
    popups: experimentPopupsSchema.optional(),
    langs: z.object({ en: texts.optional(), es: texts.optional() }).strict().optional(),
  })
  .strict();

function changesAnything(variant: z.infer<typeof variantSchema>): boolean {
  return variant.settings !== undefined || variant.popups !== undefined || variant.langs !== undefined;
}

export const experimentSchema = z
  .object({
    name: slug,
    /** Off: every visitor sees the control, and the experiment is not listed. */
    active: z.boolean(),
    variants: z.array(variantSchema).min(2, "needs two variants or more: the first is the control"),
  })
  .strict()
  .refine((e) => new Set(e.variants.map((v) => v.key)).size === e.variants.length, {
    message: "variant keys must be unique",
    path: ["variants"],
  })
  // Visitors outside the experiment see the site as it is, so the control must be exactly that.
  .refine((e) => !changesAnything(e.variants[0]!), {
    message: "the first variant is the control: the site as it is, without settings, popups or langs",
    path: ["variants", 0],
  });

export const experimentsFileSchema = z
  .array(experimentSchema)
  .refine((list) => new Set(list.map((e) => e.name)).size === list.length, "experiment names must be unique");

export type Variant = z.infer<typeof variantSchema>;
export type Experiment = z.infer<typeof experimentSchema>;

/** The experiments running now, in file order. */
export function activeExperiments(experiments: readonly Experiment[]): Experiment[] {
  return experiments.filter((experiment) => experiment.active);
}

/** The control: what a visitor outside the experiment (or without an id) sees. */
export function controlOf(experiment: Experiment): Variant {
  return experiment.variants[0]!;
}
