import { describe, expect, it } from "vitest";
import { TRACKED_PARAMS } from "~/features/visitor/tracked-params";
import { hasTrackedParam } from "./landing-query";

describe("a landing query with a tracked parameter", () => {
  it.each(TRACKED_PARAMS)("finds %s, first or after other parameters", (param) => {
    expect(hasTrackedParam(`?${param}=spring`)).toBe(true);
    expect(hasTrackedParam(`?page=2&${param}=spring`)).toBe(true);
  });

  it("finds none in a query without one, or with a name that only looks alike", () => {
    expect(hasTrackedParam("")).toBe(false);
    expect(hasTrackedParam("?page=2&sort=price")).toBe(false);
    expect(hasTrackedParam("?xutm_source=a&my_gclid=b")).toBe(false);
    expect(hasTrackedParam("?utm_id=a")).toBe(false);
  });
});
