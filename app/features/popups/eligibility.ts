import { type PopupCounters, pathMatches } from "./counters";
import type { PageView } from "./page-view";
import {
  type AdsValueRule,
  type AdsValuesRule,
  ANY_CAMPAIGN_VALUE,
  PAGE_KINDS,
  type PageItemsRule,
  type PageKind,
  type PopupCondition,
  type PopupDefinition,
  type PopupVisitorState,
} from "./popup-definition";

/**
 * Which popups may show (spec section 5), pure and table-tested; the popup host
 * (components/popups) supplies what only a browser knows: the page view, the counters, what
 * is visible in the viewport and what was clicked.
 *
 * - A popup is eligible if ANY of its conditions holds; a condition holds only if ALL of its
 *   rules pass: page match, visit counts, campaign values, lead, element visible, item
 *   clicked, timer.
 * - Finished popups are excluded, and so are lead popups (every condition says `isLead:
 *   false`: they exist to capture a lead) while the visitor is a lead. Excluded popups are not
 *   offered at all (no launcher); inactive ones keep their launcher.
 */
export type PopupState = "active" | "inactive" | "finished";

export type PageFacts = {
  page: PageView;
  /** An element matching the selector is visible in the viewport now. */
  tagVisible: (selector: string) => boolean;
  /** The visitor clicked an element matching the selector on this page. */
  itemClicked: (selector: string) => boolean;
};

export type EligibilityInput = PageFacts & {
  visitor: PopupVisitorState;
  counters: PopupCounters;
  finished: ReadonlySet<string>;
  /** Now (ms), and since when each condition's other rules have held on this page (`conditionKey`). */
  now: number;
  heldSince: Readonly<Record<string, number>>;
};

export type Evaluation = {
  states: Record<string, PopupState>;
  /** Not offered at all: finished, or a lead popup for a lead. */
  excluded: Set<string>;
  /** For the next evaluation on the same page: when each condition started to hold, timer aside. */
  heldSince: Record<string, number>;
  /** In how many ms a timer runs out (evaluate again then); undefined: no timer is running. */
  nextTimerMs: number | undefined;
};

export const conditionKey = (popupId: string, index: number) => `${popupId}#${index}`;

// ---- the rules, one by one -----------------------------------------------------------

/** `pages`: one entry names the page's kind (`vehicle`) or its path (exact, or a prefix `…*`). */
export function pageMatches(pages: readonly string[] | undefined, page: PageView): boolean {
  if (!pages || pages.length === 0) return true;
  return pages.some((entry) =>
    PAGE_KINDS.includes(entry as PageKind) ? entry === page.kind : pathMatches(entry, page.path),
  );
}

/** Visit count: neither bound, at least one; only min, at least min; only max, at most max; both, within. */
export function visitCountPasses(rule: Pick<PageItemsRule, "minCount" | "maxCount">, count: number): boolean {
  const { minCount, maxCount } = rule;
  if (minCount === undefined && maxCount === undefined) return count >= 1;
  if (minCount !== undefined && count < minCount) return false;
  if (maxCount !== undefined && count > maxCount) return false;
  return true;
}

const present = (value: string | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** One campaign parameter: false absent, true present, a string equal, `not`/`in` a list. */
export function adsValuePasses(rule: AdsValueRule, value: string | undefined): boolean {
  if (rule === false) return !present(value);
  if (rule === true) return present(value);
  if (typeof rule === "string") return value === rule;
  if ("not" in rule) return !present(value) || !rule.not.includes(value);
  return present(value) && rule.in.includes(value);
}

/** Every parameter's rule passes; `*` is the whole set: any value present (true) or none (false). */
export function adsValuesPass(
  rules: AdsValuesRule | undefined,
  values: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    if (name === ANY_CAMPAIGN_VALUE) return Object.values(values).some(present) === rule;
    return adsValuePasses(rule, Object.hasOwn(values, name) ? values[name] : undefined);
  });
}

/** Whether every rule but the timer passes. */
function rulesPass(
  condition: PopupCondition,
  counts: ReadonlyArray<{ countVisits: number }> | undefined,
  input: Omit<EligibilityInput, "now" | "heldSince" | "finished" | "counters">,
): boolean {
  if (!pageMatches(condition.pages, input.page)) return false;
  const rules = condition.pageItemsViewed ?? [];
  if (!rules.every((rule, r) => visitCountPasses(rule, counts?.[r]?.countVisits ?? 0))) return false;
  if (!adsValuesPass(condition.adsValues, input.visitor.adsValues)) return false;
  if (condition.isLead !== undefined && condition.isLead !== input.visitor.isLead) return false;
  if (condition.tagQuery !== undefined && !input.tagVisible(condition.tagQuery)) return false;
  if (condition.itemClicked !== undefined && !input.itemClicked(condition.itemClicked)) return false;
  return true;
}

/** A popup that exists to capture a lead: it has conditions, and every one is for non-leads. */
export function isLeadPopup(popup: Pick<PopupDefinition, "conditions">): boolean {
  return popup.conditions.length > 0 && popup.conditions.every((condition) => condition.isLead === false);
}

/** Finished popups, and lead popups while the visitor is a lead. */
export function isExcluded(
  popup: Pick<PopupDefinition, "id" | "conditions">,
  finished: ReadonlySet<string>,
  visitorIsLead: boolean,
): boolean {
  return finished.has(popup.id) || (visitorIsLead && isLeadPopup(popup));
}

/**
 * Every popup's state on this page now. A condition with a timer holds once its other rules
 * have held for that many seconds on this page (`heldSince`, passed back on each evaluation
 * of the same page, and empty on a new one).
 */
export function evaluatePopups(popups: readonly PopupDefinition[], input: EligibilityInput): Evaluation {
  const states: Record<string, PopupState> = {};
  const excluded = new Set<string>();
  const heldSince: Record<string, number> = {};
  let nextTimerMs: number | undefined;
  for (const popup of popups) {
    if (isExcluded(popup, input.finished, input.visitor.isLead)) {
      excluded.add(popup.id);
      states[popup.id] = input.finished.has(popup.id) ? "finished" : "inactive";
      continue;
    }
    let active = false;
    popup.conditions.forEach((condition, index) => {
      if (!rulesPass(condition, input.counters[popup.id]?.[index], input)) return;
      const key = conditionKey(popup.id, index);
      const since = input.heldSince[key] ?? input.now;
      heldSince[key] = since;
      const waitMs = (condition.timer ?? 0) * 1000 - (input.now - since);
      if (waitMs <= 0) active = true;
      else nextTimerMs = Math.min(nextTimerMs ?? waitMs, waitMs);
    });
    states[popup.id] = active ? "active" : "inactive";
  }
  return { states, excluded, heldSince, nextTimerMs };
}
