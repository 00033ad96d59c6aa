import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Icon } from "./icon";

/** Toast severities of spec section 3. */
export const TOAST_SEVERITIES = ["info", "success", "warn", "error", "secondary", "contrast"] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** Toasts last 5000 ms (spec section 9). */
export const TOAST_LIFE_MS = 5000;

export type ToastMessage = {
  /** Unique per message, so the same text shown twice is two toasts. */
  id: string;
  severity: ToastSeverity;
  summary: string;
  detail: string;
  life?: number;
  closable?: boolean;
};

/** Severities that carry a problem: their toasts stay until the visitor closes them. */
const STAYING: ReadonlySet<ToastSeverity> = new Set(["error", "warn"]);

/**
 * A toast. A success or information toast lasts 5000 ms (spec section 9); a toast that
 * carries an error (or a warning) has no life: it stays until the visitor dismisses it.
 */
export function toastMessage(
  severity: ToastSeverity,
  summary: string,
  detail: string,
  id: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
): ToastMessage {
  return {
    id,
    severity,
    summary,
    detail,
    life: STAYING.has(severity) ? undefined : TOAST_LIFE_MS,
    closable: true,
  };
}

const severityStyles: Record<ToastSeverity, { box: string; icon: string }> = {
  info: { box: "border-sky-700 bg-sky-50 text-sky-950", icon: "question-circle" },
  success: { box: "border-brand-dark bg-green-50 text-brand-ink", icon: "check" },
  warn: { box: "border-amber-600 bg-amber-50 text-amber-950", icon: "question-circle" },
  error: { box: "border-red-700 bg-red-50 text-red-900", icon: "close" },
  secondary: { box: "border-gray-500 bg-gray-50 text-gray-900", icon: "question-circle" },
  contrast: { box: "border-ink bg-ink text-white", icon: "question-circle" },
};

/**
 * The toast region: fixed at the top right (spec section 9), below the 70 px header,
 * announced politely to screen readers. Pages render it with the toasts of their
 * action result, so it works without JavaScript too: the server's HTML carries the
 * message, and a plain-HTML close control hides it. With JavaScript a toast with a life
 * (success, 5000 ms) leaves after it, but never while the pointer or the focus is on it
 * (WCAG 2.2.1); a toast that carries an error has no life and takes the focus, so a
 * keyboard or screen-reader user is on it, and closing it gives the focus back to where it
 * was (the submit button), never to the page's body.
 */
export function Toaster({ toasts }: { toasts: ToastMessage[] }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed top-[calc(var(--spacing-header)+12px)] right-3 left-3 z-tooltip flex flex-col items-end gap-3 sm:left-auto sm:w-96"
      data-testid="toasts"
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/** The page's main landmark takes the focus (made focusable for it), never the body. */
function focusMain() {
  const main = document.getElementById("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
}

function Toast({ toast }: { toast: ToastMessage }) {
  const t = useT(formsCatalogue);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  const closeId = useId();
  const box = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const life = toast.life;
  const style = severityStyles[toast.severity];
  const staying = life === undefined;

  useEffect(() => {
    if (life === undefined || paused) return;
    const timer = window.setTimeout(() => setOpen(false), life);
    return () => window.clearTimeout(timer);
  }, [life, paused]);

  // A toast with a problem takes the focus, remembering where it was.
  useEffect(() => {
    if (!staying) return;
    returnTo.current = document.activeElement;
    box.current?.focus();
  }, [staying]);

  const close = () => {
    const hadFocus = box.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (!hadFocus) return;
    const back = returnTo.current;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
    else focusMain();
  };

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer on hover or focus is not an interaction.
    <div
      ref={box}
      tabIndex={-1}
      className={`pointer-events-auto w-full rounded-xl border-l-4 p-4 shadow-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-ink has-[.toast-close:checked]:hidden ${style.box}`}
      data-severity={toast.severity}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && toast.closable !== false) close();
      }}
    >
      <div className="flex items-start gap-3">
        <Icon name={style.icon} size={20} className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-bold">{toast.summary}</p>
          <p className="mt-1 text-sm">{toast.detail}</p>
        </div>
        {toast.closable === false ? null : hydrated ? (
          <button
            type="button"
            onClick={close}
            className="-m-1 rounded-md p-1 hover:bg-black/5"
            aria-label={t("forms.toast.close")}
          >
            <Icon name="close" size={18} />
          </button>
        ) : (
          // Without JavaScript a checkbox styled as the close button hides the toast (CSS :has).
          <label htmlFor={closeId} className="-m-1 cursor-pointer rounded-md p-1 hover:bg-black/5">
            <input id={closeId} type="checkbox" className="toast-close sr-only" />
            <Icon name="close" size={18} />
            <span className="sr-only">{t("forms.toast.close")}</span>
          </label>
        )}
      </div>
    </div>
  );
}
