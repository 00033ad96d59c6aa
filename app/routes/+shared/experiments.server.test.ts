import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { ConsentState } from "~/features/consent/consent";
import type { Experiment } from "~/features/experiments/experiment";
import { cacheControlFor, ResponseCacheClass } from "~/lib/http/cache-class.server";
import { uniqueUserIdCookie } from "~/lib/http/cookies.server";
import type { Language } from "~/lib/i18n";
import { experimentsOfPage } from "./experiments.server";

const settings = loadSettings();
const hero: Experiment = {
  name: "hero",
  active: true,
  variants: [
    { key: "control", weight: 50 },
    {
      key: "b",
      weight: 50,
      settings: { phone: "(309) 555-0199" },
      langs: { en: { "common.nav.main": "Main menu" }, es: { "common.nav.main": "Menú principal" } },
    },
  ],
};

/** Tier 1: functional cookies need no answer (content/store.json's tier 3 asks first). */
const FUNCTIONAL_ALLOWED: ConsentState = { tier: 1, revision: 1, stored: undefined, gpc: false };

function contextFor(experiments: Experiment[], language: Language = "en", consent = FUNCTIONAL_ALLOWED) {
  const cacheClass = new ResponseCacheClass();
  const context = {
    services: { experiments, settings },
    cacheClass,
    visitor: { language, consent },
  } as unknown as Parameters<typeof experimentsOfPage>[1];
  return { context, cacheClass };
}

async function requestWith(id: string | undefined, path = "/"): Promise<Request> {
  const headers = new Headers({ "user-agent": "Test/1.0" });
  if (id) headers.set("cookie", (await uniqueUserIdCookie.serialize(id)).split(";")[0]!);
  return new Request(`http://localhost${path}`, { headers });
}

/** An id that lands in variant b of `hero`, and one in the control (hash version 2 buckets). */
const IN_B = "3f2b9c1e-7d4a-4e8b-9a6c-1b2d3e4f5a6b";
const IN_CONTROL = "6a0c54f4-4f4c-4d0e-9d7b-0b6b9a3c1e21";

describe("experimentsOfPage", () => {
  it("renders the visitor's variant: its settings merged, its texts in the page's language", async () => {
    const { context, cacheClass } = contextFor([hero], "es");
    const result = await experimentsOfPage(
      await requestWith(IN_B, "/es?make=ford"),
      context,
      settings.company,
    );
    expect(result.experiments).toEqual({
      assignments: [{ experiment: "hero", variant: "b" }],
      texts: { "common.nav.main": "Menú principal" },
      popups: undefined,
    });
    expect(result.company).toEqual({ ...settings.company, phone: "(309) 555-0199" });
    expect(settings.company.phone).not.toBe("(309) 555-0199");
    // One of a few shared documents, never a personal one.
    expect(cacheClass.variantKey).toBe("experiment=hero:b");
    expect(cacheClass.personal).toBe(false);
    expect(cacheControlFor({ method: "GET", status: 200, headers: new Headers(), cacheClass })).toMatch(
      /^public/,
    );
  });

  it("gives the same visitor the same variant on every request", async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { context } = contextFor([hero]);
      const result = await experimentsOfPage(
        await requestWith(IN_B, `/?page=${i}`),
        context,
        settings.company,
      );
      answers.add(JSON.stringify(result.experiments));
    }
    expect(answers.size).toBe(1);
  });

  it("counts a visitor in the control too, with the site as it is", async () => {
    const { context, cacheClass } = contextFor([hero]);
    const result = await experimentsOfPage(await requestWith(IN_CONTROL), context, settings.company);
    expect(result.experiments).toEqual({
      assignments: [{ experiment: "hero", variant: "control" }],
      texts: {},
      popups: undefined,
    });
    expect(result.company).toBe(settings.company);
    expect(cacheClass.variantKey).toBe("experiment=hero:control");
  });

  it("leaves a visitor without a uniqueUserId (or with a forged one) out: the site as it is, no variant key", async () => {
    for (const request of [await requestWith(undefined), await requestWith("<script>")]) {
      const { context, cacheClass } = contextFor([hero]);
      const result = await experimentsOfPage(request, context, settings.company);
      expect(result).toEqual({ company: settings.company, experiments: undefined });
      expect(cacheClass.variantKey).toBe("");
    }
  });

  it("leaves out a visitor who has not allowed functional cookies, even with an id kept from before", async () => {
    const refused: ConsentState = {
      tier: 3,
      revision: 1,
      stored: {
        functional: false,
        analytics: true,
        targeting: false,
        id: "c1",
        revision: 1,
        at: 0,
        gpc: false,
      },
      gpc: false,
    };
    const unanswered: ConsentState = { tier: 3, revision: 1, stored: undefined, gpc: false };
    for (const consent of [refused, unanswered]) {
      const { context, cacheClass } = contextFor([hero], "en", consent);
      const result = await experimentsOfPage(await requestWith(IN_B), context, settings.company);
      expect(result.experiments).toBeUndefined();
      expect(cacheClass.variantKey).toBe("");
    }
  });

  it("reads nothing when no experiment runs", async () => {
    const { context, cacheClass } = contextFor([{ ...hero, active: false }]);
    const result = await experimentsOfPage(await requestWith(IN_B), context, settings.company);
    expect(result.experiments).toBeUndefined();
    expect(cacheClass.variantKey).toBe("");
  });
});
