/**
 * Experiment exposures (spec section 3): the data layer hears that a visitor saw a variant
 * once per experiment per page load, only after the variant is on screen and only when the
 * visitor allows analytics. The rule is here, pure; experiment-exposure.tsx pushes.
 */
export type ShownVariant = { experiment: string; variant: string };

export const EXPOSURE_EVENT = "experiment_exposure";
export type Exposure = ShownVariant & { event: typeof EXPOSURE_EVENT };

/** The entries to push now; `pushed` (experiment names already told this page load) gains them. */
export function exposuresToPush(
  shown: readonly ShownVariant[],
  pushed: Set<string>,
  analyticsAllowed: boolean,
): Exposure[] {
  if (!analyticsAllowed) return [];
  const entries: Exposure[] = [];
  for (const { experiment, variant } of shown) {
    if (pushed.has(experiment)) continue;
    pushed.add(experiment);
    entries.push({ event: EXPOSURE_EVENT, experiment, variant });
  }
  return entries;
}
