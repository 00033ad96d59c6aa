import { describe, expect, it } from "vitest";
import { prefersSpanish } from "./language-offer";

describe("offering the Spanish site", () => {
  it("offers it when Spanish comes before English in the browser's languages", () => {
    expect(prefersSpanish(["es-MX", "en-US"])).toBe(true);
    expect(prefersSpanish(["es"])).toBe(true);
    expect(prefersSpanish(["fr-FR", "ES-us", "en"])).toBe(true);
  });

  it("does not when English comes first or Spanish is missing", () => {
    expect(prefersSpanish(["en-US", "es-MX"])).toBe(false);
    expect(prefersSpanish(["fr", "de"])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
    // "est" (Estonian) and "eu" are not Spanish.
    expect(prefersSpanish(["et", "eu-ES"])).toBe(false);
  });
});
