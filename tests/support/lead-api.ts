import { SAMPLE_LEADS } from "./sample-leads";

/**
 * The integration API's credential in tests: a server started with `leadApiEnv` accepts
 * `POST /api/email/send` from a caller that sends `leadApiHeaders()`, as an integration
 * configured with the site's key does (docs/leads.md, "POST /api/email/send").
 */
export const TEST_LEAD_API_KEY = "test-integration-key-7c1d0e5a9b3f42d8a6e1";

/** The server's side: the key it accepts. */
export const leadApiEnv = { LEAD_API_KEYS: TEST_LEAD_API_KEY } as const;

/** The caller's side: JSON with the key, plus any other headers. */
export function leadApiHeaders(extra: Record<string, string> = {}, key = TEST_LEAD_API_KEY) {
  return { "content-type": "application/json", authorization: `Bearer ${key}`, ...extra };
}

/** The `i`-th sample lead (round the sample kinds) as the JSON an integration posts. */
export function sampleLeadBody(i: number): string {
  const sample = SAMPLE_LEADS[i % SAMPLE_LEADS.length]!;
  return JSON.stringify({
    kind: sample.kind,
    url: `https://cars.example.com${sample.path}`,
    payload: {
      user: sample.user,
      vehicle: sample.vehicle,
      sellVehicle: sample.sellVehicle,
      details: sample.details,
    },
  });
}
