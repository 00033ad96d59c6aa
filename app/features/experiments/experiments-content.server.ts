import { readJson } from "~/features/content/read-json.server";
import { type Experiment, experimentsFileSchema } from "./experiment";

/** content/experiments.json, relative to the content folder. */
export const EXPERIMENTS_FILE = "experiments.json";

/**
 * Reads and checks the experiments of `dir` (the content folder), once at start-up: a mistake
 * stops the server with one line naming the file and the field, like every content file. The
 * file holds both languages' texts (`langs`), so it has no Spanish twin.
 */
export function loadExperiments(dir: string): Experiment[] {
  return readJson(dir, EXPERIMENTS_FILE, experimentsFileSchema);
}
