import { z } from "zod";
import { type AdsValues, TRACKED_PARAMS } from "./tracked-params";

export { type AdsValues, pickAdsValues, TRACKED_PARAMS, type TrackedParam } from "./tracked-params";

/** The tracked parameters as a body's field (the integration API's `adsValues`). */
export const adsValuesSchema = z
  .object(Object.fromEntries(TRACKED_PARAMS.map((p) => [p, z.string().trim().max(500).optional()])))
  .partial() as z.ZodType<AdsValues>;
