import { useEffect, useId, useRef } from "react";
import { trapTab } from "~/components/ui/focus-trap";
import { Icon } from "~/components/ui/icon";
import type { PopupDefinition, PopupPosition, PopupTexts } from "~/features/popups/popup-definition";
import type { Language } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { popupsCatalogue } from "~/locales/popups";
import { PopupInner } from "./popup-inner";

/**
 * One popup, as a native modal `<dialog>` (`showModal()`): the browser puts it in the top
 * layer, makes the page behind inert, and closes it on Escape; Tab wraps inside it. Named by
 * its title.
 *
 * No layout shift: the dialog is fixed in the top layer and the page behind is not touched
 * (its scroll is not locked: hiding the scrollbar would move the whole page sideways).
 *
 * Before submit it shows the popup's content; after, its submitted content (popup-host.tsx
 * decides when it closes).
 */
export type PopupPhase = "content" | "submitted";

const MOBILE: Record<PopupPosition, string> = {
  center: "m-auto w-[calc(100vw-2rem)] rounded-2xl",
  top: "mx-0 mt-0 mb-auto w-full max-w-none rounded-b-2xl",
  bottom: "mx-0 mt-auto mb-0 w-full max-w-none rounded-t-2xl",
  "top-left": "mt-3 mb-auto ml-3 mr-auto w-[calc(100vw-1.5rem)] rounded-2xl",
  "top-right": "mt-3 mb-auto mr-3 ml-auto w-[calc(100vw-1.5rem)] rounded-2xl",
  "bottom-left": "mt-auto mb-3 ml-3 mr-auto w-[calc(100vw-1.5rem)] rounded-2xl",
  "bottom-right": "mt-auto mb-3 mr-3 ml-auto w-[calc(100vw-1.5rem)] rounded-2xl",
};
const DESKTOP: Record<PopupPosition, string> = {
  center: "sm:m-auto sm:rounded-2xl",
  top: "sm:mx-auto sm:mt-6 sm:mb-auto sm:rounded-2xl",
  bottom: "sm:mx-auto sm:mt-auto sm:mb-6 sm:rounded-2xl",
  "top-left": "sm:mt-6 sm:mb-auto sm:ml-6 sm:mr-auto sm:rounded-2xl",
  "top-right": "sm:mt-6 sm:mb-auto sm:mr-6 sm:ml-auto sm:rounded-2xl",
  "bottom-left": "sm:mt-auto sm:mb-6 sm:ml-6 sm:mr-auto sm:rounded-2xl",
  "bottom-right": "sm:mt-auto sm:mb-6 sm:mr-6 sm:ml-auto sm:rounded-2xl",
};
const WIDTH = {
  narrow: "sm:w-[26rem]",
  regular: "sm:w-[34rem]",
  wide: "sm:w-[44rem]",
} as const;

export function placementClasses(popup: PopupDefinition): string {
  const { position } = popup.settings;
  const mobile = typeof position === "string" ? position : position.mobile;
  const desktop = typeof position === "string" ? position : position.desktop;
  const width = WIDTH[popup.component.style?.width ?? "regular"];
  return `${MOBILE[mobile]} ${DESKTOP[desktop]} ${width} sm:max-w-[calc(100vw-3rem)]`;
}

/** The dealer's HTML, as written (checked at start-up: no scripts, frames or handlers). */
function Html({ html }: { html: string | undefined }) {
  if (!html) return null;
  return (
    <div
      className="text-base leading-relaxed [&_a]:font-semibold [&_a]:underline [&_p+p]:mt-2"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function PopupDialog({
  popup,
  phase,
  language,
  onClose,
  onSubmitted,
}: {
  popup: PopupDefinition;
  phase: PopupPhase;
  language: Language;
  /** Called once however it closed (Escape, ×, the text button, the host). */
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const t = useT(popupsCatalogue);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Focus goes back to the opener in the host (popup-host.tsx), once the launcher shows again.
    const closed = () => latestOnClose.current();
    element.addEventListener("close", closed);
    if (!element.open) element.showModal();
    return () => {
      element.removeEventListener("close", closed);
      if (element.open) element.close();
    };
  }, []);

  const submitted = popup.submitted;
  // After submit: the submitted content when the popup has one; else the inner form stays,
  // showing its own answer, with a way to keep browsing.
  const ownSubmitted =
    phase === "submitted" && (submitted?.data !== undefined || submitted?.inner !== undefined);
  const texts: PopupTexts = ownSubmitted && submitted?.data ? submitted.data : popup.component.data;
  const inner = ownSubmitted ? submitted?.inner : popup.component.inner;
  // Headless: the inner component shows its own title, so the dialog is named without one.
  const headless = popup.settings.component === "ModalHeadless" && !ownSubmitted;
  const close = () => dialog.current?.close();
  const keepBrowsing = useRef<HTMLButtonElement>(null);

  // What the visitor sent was answered: focus moves to the answer (or to the way on).
  useEffect(() => {
    if (phase !== "submitted") return;
    if (ownSubmitted) heading.current?.focus();
    else keepBrowsing.current?.focus();
  }, [phase, ownSubmitted]);

  return (
    <dialog
      ref={dialog}
      data-popup={popup.id}
      data-testid="popup"
      aria-labelledby={headless ? undefined : titleId}
      aria-label={headless ? texts.title : undefined}
      // The browser keeps focus off the page behind; Tab also wraps inside rather than leaving
      // for the browser's own controls.
      onKeyDown={(event) => {
        if (event.key === "Tab" && dialog.current) trapTab(event.nativeEvent, dialog.current);
      }}
      className={`fixed inset-0 max-h-[92dvh] overflow-y-auto overscroll-contain border-0 bg-white p-0 text-ink shadow-2xl ${placementClasses(popup)} ${popup.background ? "backdrop:bg-ink/60" : "backdrop:bg-transparent"}`}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start gap-3">
          {headless ? null : (
            <h2 ref={heading} id={titleId} tabIndex={-1} className="text-xl font-extrabold outline-none">
              {texts.title}
            </h2>
          )}
          {popup.settings.closeButton ? (
            <button
              type="button"
              onClick={close}
              aria-label={t("popups.close")}
              className="-mt-2 -mr-2 ml-auto inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div className={headless ? "" : "mt-3"}>
          <Html html={texts.html} />
          {inner ? (
            <div className={texts.html ? "mt-4" : ""}>
              <PopupInner
                key={inner}
                name={inner}
                language={language}
                onSubmitted={onSubmitted}
                onClose={close}
              />
            </div>
          ) : null}
        </div>
        {phase === "submitted" && submitted?.timeoutClose ? (
          <p className="mt-3 text-sm text-muted">{t("popups.closesSoon")}</p>
        ) : null}
        {phase === "submitted" ? (
          <button
            ref={keepBrowsing}
            type="button"
            onClick={close}
            className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-ink px-5 py-2 font-bold text-white hover:bg-brand-dark"
          >
            {t("popups.keepBrowsing")}
          </button>
        ) : popup.closeButton ? (
          <button
            type="button"
            onClick={close}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-2"
          >
            {popup.closeButton.text}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
