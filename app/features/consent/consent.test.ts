import { describe, expect, it } from "vitest";
import {
  autoGrant,
  type ConsentAction,
  type ConsentChoice,
  type ConsentState,
  type ConsentTier,
  consentModeOf,
  cookieDomainsOf,
  cookiesToDelete,
  dialogActions,
  EVERYTHING,
  isAllowed,
  isAnswered,
  isConsentQuietPath,
  isDialogShown,
  nextDisplay,
  outcomeOf,
  panelActions,
  panelDefaults,
  parseStoredConsent,
  pixelConsentOf,
  type StoredConsent,
  safeReturnPath,
} from "./consent";

/** A visitor at `tier` (revision 2) who chose `choice` under `revision`, or chose nothing. */
function visitor(
  tier: ConsentTier,
  choice?: ConsentChoice,
  options: { revision?: number; gpc?: boolean } = {},
): ConsentState {
  const stored: StoredConsent | undefined = choice && {
    ...choice,
    id: "4b7d8d4e-0000-4000-8000-000000000001",
    revision: options.revision ?? 2,
    at: Date.UTC(2026, 10, 22),
    gpc: false,
  };
  return { tier, revision: 2, stored, gpc: options.gpc ?? false };
}

const NOTHING: ConsentChoice = { functional: false, analytics: false, targeting: false };
const DENIED: ConsentChoice = { functional: true, analytics: true, targeting: false };
const ONLY_ANALYTICS: ConsentChoice = { functional: false, analytics: true, targeting: false };

describe("the dialog's buttons at each tier (spec section 6)", () => {
  it.each<[ConsentTier, ConsentAction[], ConsentAction[]]>([
    [0, [], []],
    [1, ["closeAndContinue"], []],
    [2, ["manage", "acceptAll", "closeAndContinue"], ["save", "allowAll"]],
    [3, ["manage", "deny", "acceptAll", "closeAndContinue"], ["save", "allowAll"]],
  ])("tier %i: dialog %j, Manage panel %j", (tier, dialog, panel) => {
    expect(dialogActions(tier)).toEqual(dialog);
    expect(panelActions(tier)).toEqual(panel);
  });
});

describe("what each action chooses", () => {
  const panel = { functional: true, analytics: false, targeting: true };
  it.each<[ConsentTier, ConsentAction, ReturnType<typeof outcomeOf>]>([
    // Tier 0 shows nothing and takes nothing.
    [0, "closeAndContinue", { kind: "notOffered" }],
    [0, "acceptAll", { kind: "notOffered" }],
    // Tier 1: Close and Continue accepts everything; nothing else is offered.
    [1, "closeAndContinue", { kind: "choice", choice: EVERYTHING }],
    [1, "acceptAll", { kind: "notOffered" }],
    [1, "manage", { kind: "notOffered" }],
    [1, "deny", { kind: "notOffered" }],
    [1, "save", { kind: "notOffered" }],
    // Tier 2: Manage, Accept all, Close and Continue; the panel's Save and Allow all.
    [2, "manage", { kind: "manage" }],
    [2, "acceptAll", { kind: "choice", choice: EVERYTHING }],
    [2, "closeAndContinue", { kind: "choice", choice: EVERYTHING }],
    [2, "allowAll", { kind: "choice", choice: EVERYTHING }],
    [2, "save", { kind: "choice", choice: panel }],
    [2, "deny", { kind: "notOffered" }],
    // Tier 3 adds Deny tracking cookies: essential, functional and analytics only.
    [3, "deny", { kind: "choice", choice: DENIED }],
    [3, "manage", { kind: "manage" }],
    [3, "acceptAll", { kind: "choice", choice: EVERYTHING }],
    [3, "allowAll", { kind: "choice", choice: EVERYTHING }],
    [3, "save", { kind: "choice", choice: panel }],
    [3, "closeAndContinue", { kind: "choice", choice: EVERYTHING }],
  ])("tier %i, %s", (tier, action, outcome) => {
    expect(outcomeOf(action, visitor(tier), panel)).toEqual(outcome);
  });

  it("Save and Continue counts a switch it was not sent as off", () => {
    expect(outcomeOf("save", visitor(3), { analytics: true })).toEqual({
      kind: "choice",
      choice: ONLY_ANALYTICS,
    });
  });

  it("Close and Continue keeps what a returning visitor chose; under an older revision, the defaults", () => {
    expect(outcomeOf("closeAndContinue", visitor(3, ONLY_ANALYTICS))).toEqual({
      kind: "choice",
      choice: ONLY_ANALYTICS,
    });
    expect(outcomeOf("closeAndContinue", visitor(3, ONLY_ANALYTICS, { revision: 1 }))).toEqual({
      kind: "choice",
      choice: EVERYTHING,
    });
  });

  it("opens the Manage panel with every category on, or the current choice", () => {
    expect(panelDefaults(visitor(3))).toEqual(EVERYTHING);
    expect(panelDefaults(visitor(3, DENIED))).toEqual(DENIED);
    expect(panelDefaults(visitor(3, DENIED, { revision: 1 }))).toEqual(EVERYTHING);
  });
});

describe("Global Privacy Control", () => {
  it.each<[ConsentTier, ConsentAction]>([
    [1, "closeAndContinue"],
    [2, "acceptAll"],
    [2, "allowAll"],
    [2, "closeAndContinue"],
    [3, "acceptAll"],
    [3, "save"],
  ])("tier %i, %s: targeting stays off", (tier, action) => {
    const outcome = outcomeOf(action, visitor(tier, undefined, { gpc: true }), EVERYTHING);
    expect(outcome).toEqual({
      kind: "choice",
      choice: { functional: true, analytics: true, targeting: false },
    });
  });

  it.each<ConsentTier>([0, 1, 2, 3])(
    "tier %i: targeting is never allowed while the signal is sent",
    (tier) => {
      const state = visitor(tier, EVERYTHING, { gpc: true });
      expect(isAllowed("targeting", state)).toBe(false);
      expect(isAllowed("functional", state)).toBe(true);
      expect(isAllowed("analytics", state)).toBe(true);
      expect(consentModeOf(state)).toEqual({
        ad_storage: "denied",
        analytics_storage: "granted",
        ad_user_data: "denied",
        ad_personalization: "denied",
      });
    },
  );

  it("shows targeting off in the Manage panel", () => {
    expect(panelDefaults(visitor(3, EVERYTHING, { gpc: true })).targeting).toBe(false);
  });
});

describe("what is allowed", () => {
  type Row = [string, ConsentState, ConsentChoice];
  it.each<Row>([
    ["tier 0, nothing stored", visitor(0), EVERYTHING],
    ["tier 1, nothing stored", visitor(1), EVERYTHING],
    ["tier 1, refusals stored: tier 1 or lower counts every category", visitor(1, NOTHING), EVERYTHING],
    ["tier 2, nothing stored", visitor(2), NOTHING],
    ["tier 3, nothing stored", visitor(3), NOTHING],
    ["tier 3, everything", visitor(3, EVERYTHING), EVERYTHING],
    ["tier 3, denied tracking", visitor(3, DENIED), DENIED],
    ["tier 2, only analytics", visitor(2, ONLY_ANALYTICS), ONLY_ANALYTICS],
    [
      "tier 3, everything under an older revision: asked again",
      visitor(3, EVERYTHING, { revision: 1 }),
      NOTHING,
    ],
  ])("%s", (_name, state, expected) => {
    expect(isAllowed("essential", state)).toBe(true);
    expect({
      functional: isAllowed("functional", state),
      analytics: isAllowed("analytics", state),
      targeting: isAllowed("targeting", state),
    }).toEqual(expected);
  });
});

describe("the automatic grant below tier 2", () => {
  it.each<[string, ConsentState, ConsentChoice | undefined]>([
    ["tier 0, nothing stored", visitor(0), EVERYTHING],
    ["tier 1, nothing stored", visitor(1), EVERYTHING],
    ["tier 1, part stored", visitor(1, DENIED), EVERYTHING],
    ["tier 1, everything already", visitor(1, EVERYTHING), undefined],
    ["tier 1, everything under an older revision", visitor(1, EVERYTHING, { revision: 1 }), EVERYTHING],
    ["tier 2: never", visitor(2), undefined],
    ["tier 3: never", visitor(3, NOTHING), undefined],
  ])("%s", (_name, state, grant) => {
    expect(autoGrant(state)).toEqual(grant);
  });
});

describe("the policy revision", () => {
  it("a choice under the current revision is an answer; an older one or none is not", () => {
    expect(isAnswered(visitor(3, DENIED))).toBe(true);
    expect(isAnswered(visitor(3, DENIED, { revision: 1 }))).toBe(false);
    expect(isAnswered(visitor(3))).toBe(false);
    // Tier 0 never asks.
    expect(isAnswered(visitor(0))).toBe(true);
  });
});

describe("the dialog's display state", () => {
  it.each<[string, ConsentState, "show" | "hide"]>([
    ["tier 0", visitor(0), "hide"],
    ["tier 1, unanswered", visitor(1), "show"],
    ["tier 2, unanswered", visitor(2), "show"],
    ["tier 3, unanswered", visitor(3), "show"],
    ["tier 3, answered", visitor(3, DENIED), "hide"],
    ["tier 3, answered under an older revision", visitor(3, DENIED, { revision: 1 }), "show"],
    ["tier 1, answered", visitor(1, EVERYTHING), "hide"],
  ])("starts (from undefined) at %s as %s", (_name, state, display) => {
    expect(nextDisplay(undefined, "start", state)).toBe(display);
  });

  it("is forced open by Cookie settings, hidden by a dismissal and 500 ms after a choice", () => {
    const state = visitor(3, DENIED);
    expect(nextDisplay("hide", "open", state)).toBe("force");
    expect(nextDisplay("show", "open", state)).toBe("force");
    expect(nextDisplay("force", "dismiss", state)).toBe("hide");
    expect(nextDisplay("show", "saved", state)).toBe("hide");
    expect(nextDisplay("force", "saved", state)).toBe("hide");
    // Starting again (a client navigation) keeps what it was.
    expect(nextDisplay("hide", "start", visitor(3))).toBe("hide");
    // Tier 0 has no dialog to open.
    expect(nextDisplay("hide", "open", visitor(0))).toBe("hide");
  });

  it.each<[string, boolean, boolean]>([
    // path, shown when "show", shown when "force"
    ["/", true, true],
    ["/used-cars-for-sale/suvs?page=2", true, true],
    ["/es", true, true],
    ["/es/contact-us", true, true],
    ["/legal", false, true],
    ["/legal/cookie-policy", false, true],
    ["/legal/privacy-policy", false, true],
    ["/es/legal/cookie-policy", false, true],
    ["/cookie-settings", false, true],
    ["/es/cookie-settings", false, true],
    ["/legalese", true, true],
    ["/car-research/legal-stuff", true, true],
  ])("on %s: shown when show %s, when forced %s", (path, whenShow, whenForced) => {
    expect(isDialogShown("show", path)).toBe(whenShow);
    expect(isDialogShown("force", path)).toBe(whenForced);
    expect(isDialogShown("hide", path)).toBe(false);
    expect(isDialogShown(undefined, path)).toBe(false);
    expect(isConsentQuietPath(path)).toBe(!whenShow);
  });
});

describe("Google Consent Mode v2 and the ad pixel", () => {
  it.each<[string, ConsentState, [string, string], "grant" | "revoke"]>([
    ["tier 3, unanswered", visitor(3), ["denied", "denied"], "revoke"],
    ["tier 3, everything", visitor(3, EVERYTHING), ["granted", "granted"], "grant"],
    ["tier 3, denied tracking", visitor(3, DENIED), ["granted", "denied"], "grant"],
    ["tier 2, only analytics", visitor(2, ONLY_ANALYTICS), ["granted", "denied"], "revoke"],
    ["tier 1, nothing stored", visitor(1), ["granted", "granted"], "grant"],
    ["tier 0", visitor(0), ["granted", "granted"], "grant"],
  ])("%s: analytics %j / ads, pixel %s", (_name, state, [analytics, ads], pixel) => {
    expect(consentModeOf(state)).toEqual({
      ad_storage: ads,
      analytics_storage: analytics,
      ad_user_data: ads,
      ad_personalization: ads,
    });
    expect(pixelConsentOf(state)).toBe(pixel);
  });
});

describe("the cookies of a refused category", () => {
  const present = [
    "cookieConsent",
    "adfLeadSent",
    "visitorProfile",
    "adsValues",
    "uniqueUserId",
    "userSelectedStore",
    "_ga",
    "_ga_ABC123",
    "_gid",
    "_gat_UA-1",
    "_gcl_au",
    "_gac_UA-1",
    "_fbp",
    "_fbc",
    "_gallery",
  ];
  it.each<[string, ConsentChoice, string[]]>([
    ["everything allowed", EVERYTHING, []],
    ["targeting refused", DENIED, ["_gcl_au", "_gac_UA-1", "_fbp", "_fbc"]],
    [
      "only analytics",
      ONLY_ANALYTICS,
      [
        "visitorProfile",
        "adsValues",
        "uniqueUserId",
        "userSelectedStore",
        "_gcl_au",
        "_gac_UA-1",
        "_fbp",
        "_fbc",
      ],
    ],
    [
      "nothing",
      NOTHING,
      present.filter((name) => !["cookieConsent", "adfLeadSent", "_gallery"].includes(name)),
    ],
  ])("%s", (_name, choice, deleted) => {
    expect(cookiesToDelete(choice, present)).toEqual(deleted);
  });

  it("tries the host and each parent domain, never an address", () => {
    expect(cookieDomainsOf("www.cars.example.com")).toEqual([
      "www.cars.example.com",
      "cars.example.com",
      "example.com",
    ]);
    expect(cookieDomainsOf("example.com:3000")).toEqual(["example.com"]);
    expect(cookieDomainsOf("127.0.0.1:3210")).toEqual([]);
    expect(cookieDomainsOf("localhost")).toEqual([]);
    expect(cookieDomainsOf("[::1]:3000")).toEqual([]);
  });
});

describe("a stored choice and the return path", () => {
  it("reads a well-formed choice and nothing else", () => {
    const good = { ...DENIED, id: "abc", revision: 1, at: 1, gpc: false };
    expect(parseStoredConsent(good)).toEqual(good);
    expect(parseStoredConsent({ ...good, extra: "x" })).toEqual(good);
    for (const bad of [
      undefined,
      "x",
      {},
      { ...good, id: "" },
      { ...good, revision: "1" },
      { ...good, targeting: "yes" },
      { ...good, gpc: undefined },
      { ...good, at: Number.NaN },
    ])
      expect(parseStoredConsent(bad)).toBeUndefined();
  });

  it.each([
    ["/used-cars-for-sale?utm_source=google", "/used-cars-for-sale?utm_source=google"],
    ["/es/contact-us", "/es/contact-us"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/a\nb", "/"],
    ["", "/"],
    [undefined, "/"],
  ])("returns to %j as %j", (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
