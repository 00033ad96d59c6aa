import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorSummary } from "./error-summary";
import { StepPage } from "./step-page";
import { Step, StepsActions } from "./steps";
import { StepsProgress } from "./steps-progress";
import { usePageSteps } from "./use-page-steps";
import { useSteps } from "./use-steps";

/** The shared step markup, both ways, as the server renders it (no JavaScript yet). */
function render(Page: () => React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

const PAGES = [
  { id: "vehicle", title: "Your vehicle", done: true, href: "/sell?step=vehicle" },
  { id: "details", title: "Mileage", done: false, href: "/sell?step=details" },
  { id: "contact", title: "Contact", done: false, href: "/sell?step=contact" },
];
/** A stand-in for Conform's metadata: what the markup reads. */
const form = {
  id: "page-form",
  status: undefined,
  allErrors: {},
} as any;

function OnePagePerStep() {
  const steps = usePageSteps({ steps: PAGES, currentId: "details" });
  return (
    <>
      <StepsProgress steps={steps} label="Progress" />
      <StepPage steps={steps} form={form} description="How far it went">
        <input name="mileage" />
      </StepPage>
    </>
  );
}

const FORM_STEPS = [
  { id: "one", title: "First", fields: ["a"] },
  { id: "two", title: "Second", fields: ["b"] },
  { id: "three", title: "Third", fields: ["c"] },
] as const;

function OneForm() {
  const steps = useSteps({
    steps: FORM_STEPS,
    form: { id: "long-form", validate() {} },
    schema: z.object({}),
    // A reply with an error on step 2 opens it.
    lastResult: { status: "error", initialValue: {}, error: { b: ["Required"] } },
  });
  return (
    <>
      <StepsProgress steps={steps} label="Progress" />
      {FORM_STEPS.map((step) => (
        <Step key={step.id} steps={steps} id={step.id}>
          <input name={step.fields[0]} />
        </Step>
      ))}
      <StepsActions steps={steps} submit={<button type="submit">Send it</button>} />
    </>
  );
}

const before = (html: string, first: string, second: string) =>
  html.indexOf(first) >= 0 && html.indexOf(first) < html.indexOf(second);

describe("one page per step", () => {
  const html = render(OnePagePerStep, "/sell?step=details");

  it("shows where the visitor is, the pages done as links back to them", () => {
    expect(html).toContain('data-testid="progress-text">Step 2 of 3</p>');
    expect(html).toContain('href="/sell?step=vehicle"');
    expect(html).toMatch(/aria-current="step"[^>]*>.*Mileage/);
  });

  it("posts the page to its own address with its id; the heading is level 2 and focusable", () => {
    expect(html).toContain('action="/sell?step=details"');
    expect(html).toContain('<input type="hidden" name="step" value="details"/>');
    expect(html).toMatch(/<h2 id="step-details-heading" tabindex="-1"[^>]*>Mileage<\/h2>/);
  });

  it("has Back (a link to the page before) on the left and Continue on the right", () => {
    const actions = html.slice(html.indexOf('name="mileage"'));
    expect(actions).toMatch(/<a [^>]*href="\/sell\?step=vehicle"[^>]*>Back<\/a><button type="submit"/);
    expect(before(actions, ">Back<", ">Continue<")).toBe(true);
  });

  it("lays the row out Back on the left, Continue on the right, even with no Back (issue 17)", () => {
    const actions = html.slice(html.indexOf('name="mileage"'));
    // The row packs to the right; Back takes the room on its right.
    expect(actions).toMatch(/<div class="flex flex-wrap items-center justify-end gap-3"><a class="mr-auto /);
  });
});

describe("one form", () => {
  const html = render(OneForm);

  it("opens the step a reply's error is on and numbers the headings both ways", () => {
    expect(html).toContain('data-testid="progress-text">Step 2 of 3</p>');
    expect(html).toContain("Step 2 of 3: </span>");
    expect(html).toContain("2. </span>Second</h2>");
  });

  it("has Back on the left, then Continue, then the long form's own button", () => {
    const actions = html.slice(html.indexOf('name="c"'));
    expect(before(actions, ">Back<", ">Continue<")).toBe(true);
    expect(before(actions, ">Continue<", ">Send it<")).toBe(true);
  });
});

describe("the error summary both ways share", () => {
  it("counts the fields with a message after a refused post, and says nothing otherwise", () => {
    const refused = { ...form, status: "error", allErrors: { a: ["x"], b: ["y"], c: ["z"], d: [] } };
    expect(render(() => <ErrorSummary form={refused} />)).toMatch(
      /<p role="alert"[^>]*>Please check the 3 fields marked below\.<\/p>/,
    );
    expect(render(() => <ErrorSummary form={form} />)).toBe("");
  });
});
