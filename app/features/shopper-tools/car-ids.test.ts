import { describe, expect, it } from "vitest";
import { carIdsOf, carListPath, SHOPPER_TOOL_PATHS } from "./car-ids";

const A = "1HGCM82633A004352";
const B = "5NPZNCD65LP255913";

describe("a shopper tool's cars in its URL", () => {
  it("writes the list as a clean link, and the bare path for none", () => {
    expect(carListPath(SHOPPER_TOOL_PATHS.savedCars, [A, B])).toBe(`/saved-cars?cars=${A},${B}`);
    expect(carListPath(SHOPPER_TOOL_PATHS.compare, [])).toBe("/compare");
  });

  it("reads back what it wrote, and what a person or a chat app did to it", () => {
    expect(carIdsOf(`${A},${B}`, 24)).toEqual([A, B]);
    // Lower case, spaces, an encoded comma's decoding, stray characters, repeats.
    expect(carIdsOf(` ${A.toLowerCase()} ,${B},,${A},oops,<script>`, 24)).toEqual([A, B]);
    // A VIN never holds I, O or Q.
    expect(carIdsOf("1HGCM82633A00435I", 24)).toEqual([]);
  });

  it("keeps at most the list's limit", () => {
    expect(carIdsOf(`${A},${B}`, 1)).toEqual([A]);
    expect(carIdsOf(null, 3)).toEqual([]);
    expect(carIdsOf("", 3)).toEqual([]);
  });
});
