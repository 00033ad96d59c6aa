import { activeExperiments } from "~/features/experiments/experiment";
import type { Route } from "./+types/experiments";

/**
 * GET /api/statsig/experiments (spec section 7): the names of the experiments running now
 * (content/experiments.json), `{"experiments": ["name", ...]}`, the same for every visitor.
 * The site itself needs no call (the server renders each variant); this is for tools and
 * scripts that ask which experiments run.
 */
export function loader({ context }: Route.LoaderArgs) {
  const names = activeExperiments(context.services.experiments).map((experiment) => experiment.name);
  return Response.json({ experiments: names }, { headers: { "Cache-Control": "public, max-age=60" } });
}
