import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { lockPageScroll } from "./scroll-lock";

/**
 * A modal dialog on the native `<dialog>` element and `showModal()`: the browser traps focus
 * inside it, makes the page behind it inert, puts it in the top layer and closes it on
 * Escape, with no dependency. This wrapper adds what the element leaves to us:
 *
 * - it is driven by `open` (React state) and reports every way it closes (Escape, the close
 *   button, a press on the backdrop when `closeOnBackdrop`) through `onClose`;
 * - focus goes back to the control that opened it (`returnFocus`, else the element focused
 *   before it opened), which the visitor would otherwise have to find again;
 * - the page behind does not scroll while it is open.
 *
 * It only exists with JavaScript; a page shows what the dialog holds another way without it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  returnFocus,
  closeOnBackdrop = false,
  className = "",
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  returnFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const releaseScroll = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = returnFocus?.current ?? (document.activeElement as HTMLElement | null);
      element.showModal();
      releaseScroll.current = lockPageScroll();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, returnFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // "close" fires however it closed (Escape, close(), a form with method=dialog).
    const onDialogClose = () => {
      releaseScroll.current?.();
      releaseScroll.current = null;
      const target = returnFocus?.current ?? opener.current;
      // After the browser's own focus restoration, so ours wins when they differ.
      requestAnimationFrame(() => target?.focus());
      latestOnClose.current();
    };
    element.addEventListener("close", onDialogClose);
    return () => {
      element.removeEventListener("close", onDialogClose);
      releaseScroll.current?.();
      releaseScroll.current = null;
    };
  }, [returnFocus]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a dialog with Escape (the browser's own) and its close button
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClick={(event) => {
        // A press on the backdrop, or on the dialog's own bare area, lands on the <dialog> itself.
        if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`backdrop:bg-ink/70 ${className}`}
    >
      {children}
    </dialog>
  );
}
