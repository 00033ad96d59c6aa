import { describe, expect, it } from "vitest";
import { markedTradeInContent, sampleAppraisal, tradeInContent } from "~tests/support/trade-in";
import { colorIn, draftForAppraisal, draftFromAppraisal } from "./flow-drafts";
import type { TradeInDraft } from "./flow-steps";

const english = tradeInContent();
const spanish = markedTradeInContent(english);

const truck = {
  vehicle: {
    vin: "1FTFW1EF6DFA12345",
    licencePlate: "TRD 415",
    state: "IL",
    year: "2013",
    make: "Ford",
    model: "F-150",
    trim: "XLT",
    mileage: "31,400",
    exteriorColor: "Red",
    options: ["towing", "sunroof"],
  },
  answers: {
    "100": "great",
    "101": "none",
    "102": "clean",
    "103": "no",
    "104": "no",
    "105": "one",
    "106": "none",
    "500": "loan",
    "501": "8,250",
  },
};

describe("colors across languages", () => {
  it("matches a color by its place in the list, whatever its case", () => {
    expect(colorIn("Red", english, spanish)).toBe("ES Red");
    expect(colorIn("es red", spanish, english)).toBe("Red");
    expect(colorIn("Plaid", english, spanish)).toBe("Plaid");
    expect(colorIn("Red", english, english)).toBe("Red");
  });

  it("gives the English appraisal the draft a Spanish page saved", () => {
    const draft: TradeInDraft = {
      vehicle: { exteriorColor: "ES Blue", options: ["sunroof"] },
      answers: {},
      completed: [],
    };
    expect(draftForAppraisal(draft, spanish, english).vehicle).toEqual({
      exteriorColor: "Blue",
      options: ["sunroof"],
    });
    expect(draftForAppraisal(draft, english, english)).toBe(draft);
  });
});

describe("starting again from an appraisal", () => {
  it("fills a fresh draft with the vehicle and the answers, asking the mileage again", async () => {
    const appraisal = await sampleAppraisal(english, truck);
    const draft = draftFromAppraisal(english, appraisal);
    expect(draft.completed).toEqual([]);
    expect(draft.vehicle).toEqual({
      vin: "1FTFW1EF6DFA12345",
      licencePlate: "TRD 415",
      state: "IL",
      year: "2013",
      make: "Ford",
      model: "F-150",
      trim: "XLT",
      exteriorColor: "Red",
      options: ["sunroof", "towing"],
    });
    expect(draft.answers["501"]).toBe("8250");
    expect(draft.answers["100"]).toBe("great");
  });

  it("writes the color in the language of the page the seller carries on in", async () => {
    const appraisal = await sampleAppraisal(english, truck);
    const draft = draftFromAppraisal(english, appraisal, spanish);
    expect(draft.vehicle.exteriorColor).toBe("ES Red");
    expect(draft.vehicle.options).toEqual(["sunroof", "towing"]);
  });
});
