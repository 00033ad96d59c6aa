import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useHydrated } from "./use-hydrated";

/**
 * The shared step mechanism's "one form" way (the other, one page per step, is
 * `use-page-steps.ts`): every step is a section of ONE form, which without JavaScript is
 * one long form. This is its state: which step shows, which step a field belongs to,
 * validating one step before the next, focus, Enter, and the jump to the first step with
 * errors after a server round trip. The markup, shared by both ways, is in `steps.tsx`,
 * which has the usage examples. The pure functions below are the rules; the hook wires
 * them to React and the DOM.
 */

export type StepDefinition<Id extends string = string> = {
  readonly id: Id;
  readonly title: string;
  /**
   * Conform names of the step's fields. A list or object name covers its items:
   * "residences" covers "residences[1].city", "coBorrower" covers "coBorrower.ssn".
   */
  readonly fields?: readonly string[];
};

/** Conform's errors by field name (a submission result's `error`). */
export type FieldErrors = Record<string, readonly string[] | null | undefined> | null | undefined;

/** Which step a field belongs to, when a step list's `fields` are not enough. */
export type StepOfField<Id extends string> = (name: string) => Id | undefined;

/** The names that carry at least one message. */
export function namesWithErrors(error: FieldErrors): string[] {
  return Object.entries(error ?? {})
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([name]) => name);
}

/** True when `name` is `field` itself or one of its items or properties. */
export function coversField(field: string, name: string): boolean {
  return name === field || name.startsWith(`${field}[`) || name.startsWith(`${field}.`);
}

/** The index of the step that holds field `name`, or -1 (a form-level message, an unknown name). */
export function stepIndexOfField<Id extends string>(
  steps: readonly StepDefinition<Id>[],
  name: string,
  stepOfField?: StepOfField<Id>,
): number {
  if (stepOfField) {
    const id = stepOfField(name);
    return steps.findIndex((step) => step.id === id);
  }
  return steps.findIndex((step) => step.fields?.some((field) => coversField(field, name)) ?? false);
}

/** The first step (in order) with an error among `names`, or -1 when none has one. */
export function firstStepWithErrors<Id extends string>(
  steps: readonly StepDefinition<Id>[],
  names: readonly string[],
  stepOfField?: StepOfField<Id>,
): number {
  const indexes = names.map((name) => stepIndexOfField(steps, name, stepOfField)).filter((i) => i >= 0);
  return indexes.length > 0 ? Math.min(...indexes) : -1;
}

/** The names among `names` that belong to step `index`. */
export function errorsOnStep<Id extends string>(
  steps: readonly StepDefinition<Id>[],
  names: readonly string[],
  index: number,
  stepOfField?: StepOfField<Id>,
): string[] {
  return names.filter((name) => stepIndexOfField(steps, name, stepOfField) === index);
}

/**
 * The field to focus: the first of `fieldOrder` (the form's fields in document order)
 * that has an error. Undefined when no field with an error is on the page (a message
 * about a whole list): the caller focuses the step's heading instead.
 */
export function firstInvalidField(
  fieldOrder: readonly string[],
  names: readonly string[],
): string | undefined {
  const invalid = new Set(names);
  return fieldOrder.find((name) => invalid.has(name));
}

export const nextStepIndex = (index: number, count: number) => Math.min(index + 1, count - 1);
export const previousStepIndex = (index: number) => Math.max(index - 1, 0);

/**
 * The step a page opens on, on the server and in the browser alike (so hydration
 * changes nothing): the first step with an error in the server's reply, else the first.
 */
export function initialStepIndex<Id extends string>(
  steps: readonly StepDefinition<Id>[],
  lastResult: SubmissionResult<string[]> | null | undefined,
  stepOfField?: StepOfField<Id>,
): number {
  if (!lastResult || lastResult.initialValue === null) return 0;
  return Math.max(firstStepWithErrors(steps, namesWithErrors(lastResult.error), stepOfField), 0);
}

export const stepSectionId = (id: string) => `step-${id}`;
export const stepHeadingId = (id: string) => `step-${id}-heading`;

type FocusTarget = { index: number; field?: string };

export type StepsOptions<Id extends string> = {
  steps: readonly StepDefinition<Id>[];
  /** The Conform form (its `id` is the <form>'s id; `validate` shows a field's messages). */
  form: { id: string; validate(payload: { name?: string }): void };
  /** The form's schema (or a builder from the posted values), the same one the server parses. */
  schema: z.ZodType | ((formData: FormData) => z.ZodType);
  /** The server's reply to the last post (the action's `submission.reply()`). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Overrides the steps' `fields` to say which step a field belongs to. */
  stepOfField?: StepOfField<Id>;
};

export type Steps<Id extends string = string> = ReturnType<typeof useSteps<Id>>;

export function useSteps<Id extends string>(options: StepsOptions<Id>) {
  const { steps, lastResult } = options;
  const enhanced = useHydrated();
  const [index, setIndex] = useState(() => initialStepIndex(steps, lastResult, options.stepOfField));
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const headings = useRef(new Map<string, HTMLElement | null>());
  // The latest options, for handlers and effects that must not re-run when a caller passes new arrays.
  const latest = useRef(options);
  latest.current = options;

  const formElement = useCallback(
    () => document.getElementById(latest.current.form.id) as HTMLFormElement | null,
    [],
  );

  // Focus follows the step after React has shown it: the heading, or the first field with an error.
  useEffect(() => {
    if (!focusTarget) return;
    const { steps: list } = latest.current;
    const item = focusTarget.field ? formElement()?.elements.namedItem(focusTarget.field) : null;
    const field = item instanceof RadioNodeList ? item[0] : item;
    const heading = headings.current.get(list[focusTarget.index]?.id ?? "");
    ((field as HTMLElement | null) ?? heading)?.focus();
  }, [focusTarget, formElement]);

  /** The names with errors in what the form holds now, by the same schema as the server. */
  const currentErrors = useCallback((): string[] => {
    const element = formElement();
    if (!element) return [];
    const formData = new FormData(element);
    const { schema } = latest.current;
    const submission = parseWithZod(formData, {
      schema: typeof schema === "function" ? schema(formData) : schema,
    });
    return submission.status === "success" ? [] : namesWithErrors(submission.error);
  }, [formElement]);

  const fieldOrder = useCallback(
    () => Array.from(formElement()?.elements ?? [], (e) => (e as HTMLInputElement).name).filter(Boolean),
    [formElement],
  );

  const goTo = useCallback((target: number | Id) => {
    const list = latest.current.steps;
    const to = typeof target === "number" ? target : list.findIndex((s) => s.id === target);
    if (to < 0 || to >= list.length) return;
    setIndex(to);
    setFocusTarget({ index: to });
  }, []);

  /** Shows the messages of `names`, opens the first step that has one and focuses its first field. */
  const reveal = useCallback(
    (names: readonly string[]): boolean => {
      const { steps: list, stepOfField } = latest.current;
      const first = firstStepWithErrors(list, names, stepOfField);
      if (first < 0) return false;
      for (const name of names) latest.current.form.validate({ name });
      setIndex(first);
      const onStep = errorsOnStep(list, names, first, stepOfField);
      setFocusTarget({ index: first, field: firstInvalidField(fieldOrder(), onStep) });
      return true;
    },
    [fieldOrder],
  );

  /** Checks the current step; moves on when it is valid. True when it moved. */
  const next = useCallback((): boolean => {
    const { steps: list, stepOfField } = latest.current;
    if (reveal(errorsOnStep(list, currentErrors(), index, stepOfField))) return false;
    goTo(nextStepIndex(index, list.length));
    return true;
  }, [currentErrors, goTo, index, reveal]);

  const back = useCallback(() => goTo(previousStepIndex(index)), [goTo, index]);

  /**
   * For every submit button of the form, the hidden default one included (Enter in a
   * field "clicks" it): before the last step it means Continue; on the last step, errors
   * left on an earlier (hidden) step open that step instead of sending.
   */
  const onSubmitClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const { steps: list, stepOfField } = latest.current;
      if (index < list.length - 1) {
        event.preventDefault();
        next();
        return;
      }
      const names = currentErrors();
      if (names.some((name) => stepIndexOfField(list, name, stepOfField) < index)) {
        event.preventDefault();
        reveal(names);
      }
    },
    [currentErrors, index, next, reveal],
  );

  // A server reply: a sent (reset) form starts again at step 1; errors open the first step with one.
  useEffect(() => {
    if (!lastResult) return;
    if (lastResult.initialValue === null) {
      setIndex(0);
      return;
    }
    const { steps: list, stepOfField } = latest.current;
    const names = namesWithErrors(lastResult.error);
    const first = firstStepWithErrors(list, names, stepOfField);
    if (first < 0) return;
    setIndex(first);
    setFocusTarget({
      index: first,
      field: firstInvalidField(fieldOrder(), errorsOnStep(list, names, first, stepOfField)),
    });
  }, [lastResult, fieldOrder]);

  const headingRef = useCallback(
    (id: Id) => (element: HTMLElement | null) => {
      headings.current.set(id, element);
    },
    [],
  );

  return {
    /** One form (`usePageSteps` answers "pages"): the shared markup reads it. */
    mode: "form" as const,
    steps,
    index,
    count: steps.length,
    current: steps[index]!,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    /** False on the server and until hydration: the page is still the no-JavaScript long form. */
    enhanced,
    isCurrent: (id: Id) => steps[index]?.id === id,
    indexOf: (id: Id) => steps.findIndex((s) => s.id === id),
    goTo,
    next,
    back,
    onSubmitClick,
    headingRef,
  };
}
