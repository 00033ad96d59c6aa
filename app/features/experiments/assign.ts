import { GrowthBookClient, type Experiment as GrowthBookExperiment } from "@growthbook/growthbook";
import { controlOf, type Experiment } from "./experiment";

/**
 * Which variant of each experiment a visitor sees, decided on the server so the page renders
 * that variant with no flicker.
 *
 * The decision is GrowthBook's (its JavaScript SDK, evaluating our own definitions: no
 * service, no network): the visitor's id and the experiment's name hashed with FNV-1a
 * (GrowthBook's hash version 2) to a number in [0, 1), which falls in one variant's share of
 * the weights. The same id and experiment always give the same variant (sticky for as long
 * as the uniqueUserId cookie lives, 12 months), experiments are independent of each other,
 * and a hosted GrowthBook given the same key, weights and `id` attribute computes the same
 * buckets, so one can take over without moving anybody. Changing a running experiment's
 * variants or weights moves some visitors: start a new experiment (a new name) instead.
 */

/** The experiment user of spec section 3. */
export type ExperimentUser = {
  /** The uniqueUserId cookie. */
  userID: string;
  userAgent: string;
  customIDs: { companyID?: string };
  /** The current query string, a repeated parameter's values joined by commas. */
  custom: Record<string, string>;
};

export type Assignment = {
  experiment: string;
  variant: string;
  /** False: the visitor sees the control without being counted (no id, experiment off). */
  inExperiment: boolean;
};

/** GrowthBook's unbiased hash (v1 is kept by GrowthBook for old experiments only). */
const HASH_VERSION = 2;

// No client key: the SDK never calls out; it only evaluates what it is given.
const growthBook = new GrowthBookClient();

/** The query parameters as the experiment user's `custom` (spec section 3: arrays joined with commas). */
export function customOf(query: URLSearchParams): Record<string, string> {
  const custom: Record<string, string> = {};
  for (const name of new Set(query.keys())) custom[name] = query.getAll(name).join(",");
  return custom;
}

/** The experiment user of a request; undefined without a uniqueUserId (no functional consent). */
export function experimentUserOf(request: {
  uniqueUserId: string | undefined;
  userAgent: string | null;
  companyID: string | undefined;
  query: URLSearchParams;
}): ExperimentUser | undefined {
  if (!request.uniqueUserId) return undefined;
  return {
    userID: request.uniqueUserId,
    userAgent: request.userAgent ?? "",
    customIDs: request.companyID ? { companyID: request.companyID } : {},
    custom: customOf(request.query),
  };
}

/** Our definition as GrowthBook's: key and seed the name, weights as shares of 1. */
export function toGrowthBookExperiment(experiment: Experiment): GrowthBookExperiment<string> {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  return {
    key: experiment.name,
    seed: experiment.name,
    variations: experiment.variants.map((v) => v.key) as [string, string, ...string[]],
    weights: experiment.variants.map((v) => v.weight / total),
    meta: experiment.variants.map((v) => ({ key: v.key })),
    hashAttribute: "id",
    hashVersion: HASH_VERSION,
  };
}

/** GrowthBook's attributes for the user: `id` is what it hashes; the rest is there for targeting. */
function attributesOf(user: ExperimentUser): Record<string, unknown> {
  return {
    id: user.userID,
    userAgent: user.userAgent,
    companyID: user.customIDs.companyID,
    custom: user.custom,
  };
}

/** The variant of one experiment for a user (the control when off or without a user). */
export function assignVariant(experiment: Experiment, user: ExperimentUser | undefined): Assignment {
  const control = { experiment: experiment.name, variant: controlOf(experiment).key, inExperiment: false };
  if (!experiment.active || !user) return control;
  const result = growthBook.runInlineExperiment(toGrowthBookExperiment(experiment), {
    attributes: attributesOf(user),
  });
  if (!result.inExperiment) return control;
  return { experiment: experiment.name, variant: result.value, inExperiment: true };
}

/** The variants of every active experiment, in file order. */
export function assignVariants(
  experiments: readonly Experiment[],
  user: ExperimentUser | undefined,
): Assignment[] {
  return experiments.filter((e) => e.active).map((e) => assignVariant(e, user));
}
