import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The shared step mechanism's "one page per step" way (the other, one form, is `useSteps`
 * in `use-steps.ts`): each step is its own page with its own form, and the server says
 * which step is current and which are done. Continue posts the page to its own address and
 * the server answers with the next page (a new URL) or the same page with its messages; Back
 * is a link to the page before. Without JavaScript the browser does all of it; with it React
 * Router sends the same forms and links without reloading, the page's form is checked in the
 * browser by the schema the server applies, and the focus moves to the new step's heading.
 * The markup is shared with the one-form way (`steps.tsx`: `StepsProgress`, `StepsActions`,
 * `StepHeading`), plus `StepPage` (`step-page.tsx`), the form of one page.
 */

/** A step as the server lists it: `href` opens its page, `done` when already sent and still good. */
export type PageStep = {
  readonly id: string;
  readonly title: string;
  readonly done: boolean;
  readonly href: string;
};

/** The field every page posts to say which step it is. */
export const PAGE_STEP_FIELD = "step";

export type PageSteps = ReturnType<typeof usePageSteps>;

/**
 * Call it above the part of the page keyed by the step, so it lives across page changes
 * (the focus moves only when the step changes, never on the first load, which keeps the
 * browser's own start).
 */
export function usePageSteps({ steps, currentId }: { steps: readonly PageStep[]; currentId: string }) {
  const enhanced = useHydrated();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  );
  const heading = useRef<HTMLElement | null>(null);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current !== null && shown.current !== currentId) heading.current?.focus();
    shown.current = currentId;
  }, [currentId]);

  // One page shows one step: its heading is the one to focus (the id keeps `useSteps`' signature).
  const headingRef = useCallback(
    (_id: string) => (element: HTMLElement | null) => {
      heading.current = element;
    },
    [],
  );

  return {
    /** One page per step (`useSteps` answers "form"): the shared markup reads it. */
    mode: "pages" as const,
    steps,
    index,
    count: steps.length,
    current: steps[index]!,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    /** False on the server and until hydration. */
    enhanced,
    /** Back: the page before, or null on the first. */
    backHref: index > 0 ? steps[index - 1]!.href : null,
    headingRef,
  };
}
