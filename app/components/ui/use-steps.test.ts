import { describe, expect, it } from "vitest";
import {
  coversField,
  errorsOnStep,
  firstInvalidField,
  firstStepWithErrors,
  initialStepIndex,
  namesWithErrors,
  nextStepIndex,
  previousStepIndex,
  stepIndexOfField,
} from "./use-steps";

const STEPS = [
  { id: "day", title: "Choose a day", fields: ["date"] },
  { id: "details", title: "Your details", fields: ["firstName", "lastName", "vehicle"] },
  { id: "history", title: "History", fields: ["residences"] },
  { id: "confirm", title: "Confirm", fields: ["consent"] },
] as const;

describe("which step a field belongs to", () => {
  it("matches a name, its list items and its properties, not a longer name", () => {
    expect(coversField("residences", "residences")).toBe(true);
    expect(coversField("residences", "residences[2].city")).toBe(true);
    expect(coversField("vehicle", "vehicle.make")).toBe(true);
    expect(coversField("residences", "residencesCount")).toBe(false);
    expect(coversField("date", "dateOfBirth")).toBe(false);
  });

  it("finds the step from the steps' field lists", () => {
    expect(stepIndexOfField(STEPS, "date")).toBe(0);
    expect(stepIndexOfField(STEPS, "vehicle.year")).toBe(1);
    expect(stepIndexOfField(STEPS, "residences[0].zipCode")).toBe(2);
    expect(stepIndexOfField(STEPS, "consent")).toBe(3);
    expect(stepIndexOfField(STEPS, "")).toBe(-1);
    expect(stepIndexOfField(STEPS, "unknown")).toBe(-1);
  });

  it("lets a stepOfField function decide instead", () => {
    const stepOf = (name: string) => (name.startsWith("residences") ? "history" : "day");
    expect(stepIndexOfField(STEPS, "residences[1].city", stepOf)).toBe(2);
    expect(stepIndexOfField(STEPS, "firstName", stepOf)).toBe(0);
    expect(stepIndexOfField(STEPS, "firstName", () => undefined)).toBe(-1);
  });
});

describe("which step has errors", () => {
  it("keeps only the names that carry a message", () => {
    expect(namesWithErrors({ a: ["Required"], b: [], c: null, d: undefined, e: ["x", "y"] })).toEqual([
      "a",
      "e",
    ]);
    expect(namesWithErrors(undefined)).toEqual([]);
    expect(namesWithErrors(null)).toEqual([]);
  });

  it("opens the earliest step with an error, whatever the order of the names", () => {
    expect(firstStepWithErrors(STEPS, ["consent", "residences[0].city", "lastName"])).toBe(1);
    expect(firstStepWithErrors(STEPS, ["consent"])).toBe(3);
    expect(firstStepWithErrors(STEPS, [])).toBe(-1);
    // A form-level message (name "") belongs to no step.
    expect(firstStepWithErrors(STEPS, [""])).toBe(-1);
  });

  it("lists the errors of one step", () => {
    const names = ["date", "residences[0].city", "residences[1].zipCode", "consent"];
    expect(errorsOnStep(STEPS, names, 2)).toEqual(["residences[0].city", "residences[1].zipCode"]);
    expect(errorsOnStep(STEPS, names, 1)).toEqual([]);
  });
});

describe("the first invalid field", () => {
  it("is the first in the form's document order, not in the order of the messages", () => {
    const order = ["date", "firstName", "lastName", "vehicle.make", "consent"];
    expect(firstInvalidField(order, ["vehicle.make", "lastName"])).toBe("lastName");
  });

  it("is undefined when no field of the form carries the message (a whole list's message)", () => {
    expect(firstInvalidField(["residences[0].city"], ["residences"])).toBeUndefined();
  });
});

describe("next and previous", () => {
  it("stay within the steps", () => {
    expect(nextStepIndex(0, 4)).toBe(1);
    expect(nextStepIndex(3, 4)).toBe(3);
    expect(previousStepIndex(2)).toBe(1);
    expect(previousStepIndex(0)).toBe(0);
  });
});

describe("the step a page opens on (the same on the server and in the browser)", () => {
  it("is the first step without a reply, and after a sent form (reset, initialValue null)", () => {
    expect(initialStepIndex(STEPS, undefined)).toBe(0);
    expect(initialStepIndex(STEPS, null)).toBe(0);
    expect(initialStepIndex(STEPS, { status: "success", initialValue: null })).toBe(0);
  });

  it("is the first step with an error after a server round trip", () => {
    expect(
      initialStepIndex(STEPS, {
        status: "error",
        initialValue: { date: "2026-01-02" },
        error: { consent: ["Please agree to continue."], "residences[0].city": ["This field is required"] },
      }),
    ).toBe(2);
  });

  it("is the first step when the reply's messages belong to no step", () => {
    expect(initialStepIndex(STEPS, { status: "error", initialValue: {}, error: { "": ["Try again"] } })).toBe(
      0,
    );
  });
});
