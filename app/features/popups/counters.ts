import type { PageView } from "./page-view";
import type { PageItemsRule, PopupDefinition } from "./popup-definition";

/**
 * The page views each popup counts (spec section 7: localStorage `viewedPagesItems`): per
 * popup, condition and `pageItemsViewed` rule, how many matching pages were seen
 * (`countVisits`) and, for rules that count distinct values, which values were already
 * counted (`itemsListViewed`). Merged with the current definitions at start (what no longer
 * exists is dropped) and updated after each navigation. Pure: the popup host keeps them.
 */
export type RuleCounter = {
  /** What the rule counts (its page and parameters, not its bounds): a changed rule starts again. */
  key: string;
  countVisits: number;
  itemsListViewed: string[];
};
/** Popup id -> conditions (by position) -> rules (by position). */
export type PopupCounters = Record<string, RuleCounter[][]>;

/** What a rule counts, so a stored counter is only kept for the same rule. */
export function ruleKey(rule: PageItemsRule): string {
  const params = Object.entries(rule.params ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([rule.name ?? null, rule.path ?? null, params]);
}

const fresh = (rule: PageItemsRule): RuleCounter => ({
  key: ruleKey(rule),
  countVisits: 0,
  itemsListViewed: [],
});

function isCounter(value: unknown): value is RuleCounter {
  const v = value as RuleCounter | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.key === "string" &&
    Number.isSafeInteger(v.countVisits) &&
    v.countVisits >= 0 &&
    Array.isArray(v.itemsListViewed) &&
    v.itemsListViewed.every((item) => typeof item === "string")
  );
}

/**
 * The counters of the current definitions: a stored counter is kept where the same popup's
 * condition at the same position has the same rule at the same position; everything else
 * (a removed popup, a changed rule, a damaged store) starts at zero or is dropped.
 */
export function mergeCounters(stored: unknown, popups: readonly PopupDefinition[]): PopupCounters {
  const old = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const merged: PopupCounters = {};
  for (const popup of popups) {
    const before =
      Object.hasOwn(old, popup.id) && Array.isArray(old[popup.id]) ? (old[popup.id] as unknown[]) : [];
    merged[popup.id] = popup.conditions.map((condition, c) => {
      const rules = Array.isArray(before[c]) ? (before[c] as unknown[]) : [];
      return (condition.pageItemsViewed ?? []).map((rule, r) => {
        const counter = rules[r];
        return isCounter(counter) && counter.key === ruleKey(rule)
          ? {
              key: counter.key,
              countVisits: counter.countVisits,
              itemsListViewed: [...counter.itemsListViewed],
            }
          : fresh(rule);
      });
    });
  }
  return merged;
}

/** Whether an English path matches a condition's path: exact, or a prefix ending in `*`. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** A page view's parameter as a condition compares it; anything but a string or number fails. */
function paramValue(value: unknown): string | undefined {
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)))
    return String(value);
  console.error("Wrong param value in popup conditions");
  return undefined;
}

/**
 * Whether a page view counts for a rule, and the distinct value it counts under (`vin=…`)
 * when the rule counts distinct values; null when it does not count (spec section 5: `true`
 * counts each distinct value once, a string means equal, a list means one of them, and a
 * parameter that is neither string nor number fails).
 */
export function countedAs(rule: PageItemsRule, page: PageView): { item: string | undefined } | null {
  if (rule.name !== undefined && rule.name !== page.kind) return null;
  if (rule.path !== undefined && !pathMatches(rule.path, page.path)) return null;
  const distinct: string[] = [];
  for (const [name, wanted] of Object.entries(rule.params ?? {})) {
    const value = paramValue(page.params[name]);
    if (value === undefined) return null;
    if (wanted === true) distinct.push(`${name}=${value}`);
    else if (typeof wanted === "string") {
      if (value !== wanted) return null;
    } else if (Array.isArray(wanted)) {
      if (!wanted.includes(value)) return null;
    } else {
      console.error("Wrong param value in popup conditions");
      return null;
    }
  }
  return { item: distinct.length ? distinct.join("&") : undefined };
}

/**
 * Where counting stops: once a rule's outcome cannot change any more (its minimum reached and
 * no maximum, or its maximum passed), later views change nothing, so storage stays small.
 */
function countLimit(rule: PageItemsRule): number {
  return rule.maxCount !== undefined ? rule.maxCount + 1 : Math.max(rule.minCount ?? 1, 1);
}

/**
 * The counters after a page view: each rule the page matches counts it (a distinct value
 * only the first time). Finished popups are not counted (`skip`). A new object: the old one
 * is left as it was.
 */
export function countPageView(
  counters: PopupCounters,
  popups: readonly PopupDefinition[],
  page: PageView,
  skip: ReadonlySet<string> = new Set(),
): PopupCounters {
  const next: PopupCounters = { ...counters };
  for (const popup of popups) {
    if (skip.has(popup.id)) continue;
    const conditions = counters[popup.id];
    if (!conditions) continue;
    next[popup.id] = popup.conditions.map((condition, c) =>
      (condition.pageItemsViewed ?? []).map((rule, r) => {
        const counter = conditions[c]?.[r] ?? fresh(rule);
        if (counter.countVisits >= countLimit(rule)) return counter;
        const counted = countedAs(rule, page);
        if (!counted) return counter;
        if (counted.item === undefined) return { ...counter, countVisits: counter.countVisits + 1 };
        if (counter.itemsListViewed.includes(counted.item)) return counter;
        return {
          ...counter,
          countVisits: counter.countVisits + 1,
          itemsListViewed: [...counter.itemsListViewed, counted.item],
        };
      }),
    );
  }
  return next;
}
