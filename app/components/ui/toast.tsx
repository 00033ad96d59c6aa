import { useEffect, useId, useState } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
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

export function toastMessage(
  severity: ToastSeverity,
  summary: string,
  detail: string,
  id: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
): ToastMessage {
  return { id, severity, summary, detail, life: TOAST_LIFE_MS, closable: true };
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
 * message, and a plain-HTML close control hides it. With JavaScript each toast also
 * leaves after its life (5000 ms).
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

function Toast({ toast }: { toast: ToastMessage }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const closeId = useId();
  const life = toast.life ?? TOAST_LIFE_MS;
  const style = severityStyles[toast.severity];

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), life);
    return () => window.clearTimeout(timer);
  }, [life]);

  if (!open) return null;
  return (
    <div
      className={`pointer-events-auto w-full rounded-xl border-l-4 p-4 shadow-lg has-[.toast-close:checked]:hidden ${style.box}`}
      data-severity={toast.severity}
      data-testid="toast"
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
            onClick={() => setOpen(false)}
            className="-m-1 rounded-md p-1 hover:bg-black/5"
            aria-label="Close message"
          >
            <Icon name="close" size={18} />
          </button>
        ) : (
          // Without JavaScript a checkbox styled as the close button hides the toast (CSS :has).
          <label htmlFor={closeId} className="-m-1 cursor-pointer rounded-md p-1 hover:bg-black/5">
            <input id={closeId} type="checkbox" className="toast-close sr-only" />
            <Icon name="close" size={18} />
            <span className="sr-only">Close message</span>
          </label>
        )}
      </div>
    </div>
  );
}
