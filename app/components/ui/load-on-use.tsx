import {
  type ComponentType,
  lazy,
  type ReactElement,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { UNSAFE_DataRouterStateContext, useLocation } from "react-router";

/**
 * A part of a page whose code the browser downloads when the visitor first uses it: the
 * server renders its whole HTML in place (a form that posts works without any script), and in
 * the browser React keeps that HTML, not yet hydrated, until the visitor focuses, presses or
 * types in it. Then its chunk loads and React hydrates it where it is. The car page's "Check
 * availability" form is one: its fields, Conform and zod are more code than the rest of the
 * page's own, in every car page's first load for the few who write.
 *
 * How (the consent dialog's way, components/consent/consent-prompt.tsx): a Suspense boundary
 * around a lazy component whose code is asked for only when wanted. Until it is hydrated:
 * - a press or key inside the part does not reach it (React holds events aimed at HTML it has
 *   not hydrated), so the first use is heard on the window, before React;
 * - React must never be handed new props or router state for the part while it waits for the
 *   code, or it would drop the server's HTML (and a navigation would wait on the code): the
 *   element is kept while its props are the same, and anything that would reach it (new
 *   props, a route change, a form sent elsewhere on the page) asks for the code at once;
 * - what the visitor typed in a text area or chose in a list is given back once hydrated
 *   (React keeps an input's value when it hydrates it, but resets those two to the server's);
 * - a form sent from the part waits for the code (at most SUBMIT_WAIT_MS), then is sent again
 *   through React, checked in the browser like any other; without the code by then, or ever
 *   (a file of an old build that is gone), it posts as the plain form it is.
 * A part rendered by the browser itself (a client-side navigation to a car) loads at once.
 *
 * On the server the code is loaded at once, and the page's render must wait for `ready` first
 * (a lazy component still loading would leave a placeholder and stream the part later, behind
 * a script that a browser without JavaScript never runs).
 *
 * `within`: the id of the element the part renders around itself.
 */
export function loadOnUse<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> } | undefined>,
  within: string,
): { Part: ComponentType<Props>; ready: Promise<unknown> | undefined } {
  type Module = { default: ComponentType<Props> };
  const waiting: Waiting = { hydrated: false, typed: new Map(), held: null, resending: false };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const code = () =>
    (loading ??= load().then(
      (module) => {
        if (!module) return unavailable();
        loaded = { default: afterHydration(module.default, waiting, within) };
        return loaded;
      },
      () => unavailable(),
    ));
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  // The server never waits for a use: it renders the part as soon as its code is there.
  const Lazy = lazy(() => (loaded ? settled(loaded) : import.meta.env.SSR ? code() : wanted.then(code)));
  const ready = import.meta.env.SSR ? code().catch(() => undefined) : undefined;
  // Heard from the moment this module runs, before React hydrates the page: a visitor may type
  // or send while the page's own scripts still run (a slow phone), and React would then set the
  // text area back to the server's text.
  if (!import.meta.env.SSR && typeof window !== "undefined")
    listenUntilHydrated(waiting, within, () => want());

  function Part(props: Props) {
    // Whether this part was first drawn by hydrating the server's HTML (else: by the browser).
    const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
    const byHydration = useRef<boolean | null>(null);
    byHydration.current ??= !hydrated;
    const router = useContext(UNSAFE_DataRouterStateContext);
    const location = useLocation();
    const first = useRef({ router, location, props });
    const element = useRef<{ props: Props; element: ReactElement } | null>(null);
    const same = element.current !== null && shallowEqual(element.current.props, props);
    // Render-time on purpose: in the render that would hand React the change, before it waits.
    if (
      !byHydration.current ||
      router !== first.current.router ||
      location !== first.current.location ||
      !shallowEqual(first.current.props, props)
    )
      want();
    if (!same)
      element.current = {
        props,
        element: (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        ),
      };

    return element.current!.element;
  }
  return { Part, ready };
}

/** Hears the first use, the typing and a form sent in the part until its code has hydrated it. */
function listenUntilHydrated(waiting: Waiting, within: string, want: () => void): void {
  const inPart = (target: EventTarget | null): target is Element =>
    target instanceof Element && target.closest(`#${CSS.escape(within)}`) !== null;
  const onUse = (event: Event) => {
    const target = event.target;
    if (waiting.hydrated || !inPart(target)) return;
    // React hydrates a text area by setting its default text, which moves the caret (and drops
    // a selection, such as select all before Delete) while the value is still the page's own.
    // Setting the value to itself makes it the visitor's: the default then leaves it alone.
    // biome-ignore lint/correctness/noSelfAssign: the assignment is the point (the dirty flag).
    if (target instanceof HTMLTextAreaElement) target.value = target.value;
    want();
  };
  const onType = (event: Event) => {
    const field = event.target;
    if (waiting.hydrated || !inPart(field) || !field.id) return;
    if (field instanceof HTMLTextAreaElement)
      waiting.typed.set(field.id, {
        value: field.value,
        start: field.selectionStart,
        end: field.selectionEnd,
      });
    else if (field instanceof HTMLSelectElement && !field.multiple)
      waiting.typed.set(field.id, { value: field.value });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (waiting.hydrated || waiting.resending || !(form instanceof HTMLFormElement) || !inPart(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const held = { form, submitter: (event as SubmitEvent).submitter };
    waiting.held = held;
    want();
    // The code is slow to come (or never will): the plain form's post, as without JavaScript.
    window.setTimeout(() => {
      if (waiting.held === held) resend(waiting);
    }, SUBMIT_WAIT_MS);
  };
  for (const type of FIRST_USE) window.addEventListener(type, onUse, { capture: true, passive: true });
  for (const type of TYPING) window.addEventListener(type, onType, { capture: true, passive: true });
  window.addEventListener("submit", onSubmit, { capture: true });
  waiting.stopListening = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, onUse, { capture: true });
    for (const type of TYPING) window.removeEventListener(type, onType, { capture: true });
    window.removeEventListener("submit", onSubmit, { capture: true });
  };
}

/** What tells that the visitor is using the part: focus (a tap or Tab), a press, a key. */
const FIRST_USE = ["focusin", "pointerdown", "keydown"] as const;
/** What changes a field's value. */
const TYPING = ["input", "change"] as const;
/** How long a form sent before its code arrived waits for it before it posts without it. */
const SUBMIT_WAIT_MS = 4000;

/** A text area's or a list's value as the visitor left it (and where the caret was). */
type Typed = { value: string; start?: number | null; end?: number | null };

/** What happened in a part while its code was on its way. */
type Waiting = {
  hydrated: boolean;
  typed: Map<string, Typed>;
  /** A form sent meanwhile, held until the code is there. */
  held: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** The held form is being sent again: let it through. */
  resending: boolean;
  /** Removes the listeners once the part is hydrated. */
  stopListening?: () => void;
};

/** Sends the held form again: through React once hydrated, else as the plain form it is. */
function resend(waiting: Waiting): void {
  const held = waiting.held;
  waiting.held = null;
  if (!held?.form.isConnected) return;
  waiting.resending = true;
  try {
    held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  } finally {
    waiting.resending = false;
  }
}

/**
 * The part's component, hydrated: gives back what the visitor typed before (React sets a text
 * area to its server text and a list to its server choice), then sends a form sent meanwhile,
 * once React has wired the part (after its effects, hence the task).
 */
function afterHydration<Props extends object>(
  Component: ComponentType<Props>,
  waiting: Waiting,
  within: string,
): ComponentType<Props> {
  function Hydrated(props: Props) {
    // Read in the render that hydrates the part, before React sets its fields to the server's:
    // the focused field as it is this instant (a selection made since the code arrived, such
    // as select all before Delete, would be lost, and the Delete would remove one letter).
    if (!waiting.hydrated && !import.meta.env.SSR) noteFocusedField(waiting, within);
    useLayoutEffect(() => {
      if (waiting.hydrated) return;
      waiting.hydrated = true;
      waiting.stopListening?.();
      for (const [id, { value, start, end }] of waiting.typed) {
        const field = document.getElementById(id);
        if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
        // Only a field React set back loses its selection: one it left as it was keeps the
        // visitor's (a selection noted earlier may be older than the one made since).
        if (field.value === value) continue;
        field.value = value;
        if (field instanceof HTMLTextAreaElement && document.activeElement === field && start != null)
          field.setSelectionRange(start, end ?? start);
      }
      waiting.typed.clear();
      if (waiting.held) window.setTimeout(() => resend(waiting), 0);
    }, []);
    return <Component {...props} />;
  }
  return Hydrated;
}

/** The part's focused text area or list as it is now (its value, and where the selection is). */
function noteFocusedField(waiting: Waiting, within: string): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.id) return;
  if (!field.closest(`#${CSS.escape(within)}`)) return;
  waiting.typed.set(
    field.id,
    field instanceof HTMLTextAreaElement
      ? { value: field.value, start: field.selectionStart, end: field.selectionEnd }
      : { value: field.value },
  );
}

const noSubscription = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** A thenable that answers at once: React.lazy takes a loaded module in the same render. */
function settled<T>(module: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React.lazy calls then).
  return { then: (resolve: (value: T) => void) => resolve(module) } as unknown as Promise<T>;
}

/** Never settles: the part stays the server's HTML (a plain form that posts). */
const unavailable = <T,>() => new Promise<T>(() => undefined);

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}
