import { type FormEvent, lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { focusableIn, trapTab } from "~/components/ui/focus-trap";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { lockPageScroll } from "~/components/ui/scroll-lock";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  type ConsentAction,
  type ConsentChoice,
  type ConsentState,
  type DisplayState,
  dialogActions,
  FADE_MS,
  isConsentAction,
  isDialogShown,
  nextDisplay,
  panelDefaults,
} from "~/features/consent/consent";
import { campaignQueryOf } from "~/features/visitor/tracked-params";
import { applyConsent, saveConsentChoice } from "~/lib/consent/browser-choice";
import { onConsentSettingsOpen, readBrowserConsent } from "~/lib/consent/browser-consent";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { consentCatalogue } from "~/locales/consent";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./consent-styles";
import { keepInViewport } from "./keep-in-viewport";

// The Manage panel is not part of the first load: it comes when the visitor asks for it.
const ConsentManagePanel = lazy(() => import("./consent-manage-panel"));

/**
 * Without JavaScript the dialog cannot take focus, so it must not cover what has it (WCAG 2.2,
 * 2.4.11): it docks at the bottom as a sheet over at most half the screen, with no overlay,
 * and the page scrolls a focused element above it. Unlayered, so it wins over the utilities.
 */
const NO_SCRIPT_STYLE =
  "<style>.consent-overlay,.consent-close{display:none}.consent-dialog{inset:auto 0 0 0;margin:0;width:auto;max-height:50vh;border-radius:1rem 1rem 0 0}html{scroll-padding-bottom:50vh}</style>";

const TITLE_ID = "consent-title";
const BODY_ID = "consent-body";

/** The Manage panel's starting switches: the visitor's choice (or all on), GPC applied. */
const manageOf = (state: ConsentState) => ({ defaults: panelDefaults(state), gpc: state.gpc });

/**
 * The cookie consent dialog (spec sections 4, 6 and 9). The server renders it, as a real form
 * posting to /consent, only while the visitor has not answered the current policy revision
 * (the root loader's `consent.answered`), so a returning visitor never sees it flash; the
 * browser checks the cookie again on mount, since a shared cache may have served the other
 * variant.
 *
 * With JavaScript it is modal: it takes focus (WCAG 2.4.11) and keeps Tab inside; Escape or
 * the close button hide it for this page view without recording anything; a choice is sent
 * with fetch, the dialog fades out, and 500 ms later the choice is applied (cookies of refused
 * categories deleted, Consent Mode and the pixel told, `consentchange` fired) and the display
 * state is hide. Manage opens the panel inside (loaded on demand). Centred from 640 px, where
 * its heading drags it within the viewport; a bottom sheet below. Overlay z 1000, dialog z 1100.
 * "Cookie settings" in the footer opens it forced (even on the legal pages), with the panel.
 *
 * This module is not in any page's first load: consent-prompt.tsx renders it lazily, only when
 * the page shows it or "Cookie settings" opened it (`opened`: the element that had focus then).
 */
export type ConsentDialogProps = {
  tier: 1 | 2 | 3;
  /** The page's data: the visitor had answered the current revision (the cookie decides on mount). */
  answered: boolean;
  /** "Cookie settings" opened it before this code was loaded: the element that had focus then. */
  opened?: { opener: Element | null };
};

export default function ConsentDialog({ tier, answered, opened }: ConsentDialogProps) {
  const t = useT(consentCatalogue);
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [display, setDisplay] = useState<DisplayState>(opened ? "force" : answered ? "hide" : "show");
  // Opened by "Cookie settings" before this code was loaded: as the listener below would have.
  const [manage, setManage] = useState<{ defaults: ConsentChoice; gpc: boolean } | null>(() =>
    opened && tier >= 2 ? manageOf(readBrowserConsent()) : null,
  );
  const [fading, setFading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(opened?.opener ?? null);
  const shown = isDialogShown(display, pathname);

  const openManage = () => setManage(manageOf(readBrowserConsent()));

  // The browser's cookie decides: the page may come from a cache that kept the other variant.
  useEffect(() => {
    const state = readBrowserConsent();
    setDisplay((current) => (current === "force" ? current : nextDisplay(undefined, "start", state)));
  }, []);

  // "Cookie settings": forced open (even on the legal pages), with the Manage panel from tier 2.
  useEffect(
    () =>
      onConsentSettingsOpen(() => {
        openerRef.current = document.activeElement;
        setFading(false);
        setFailed(false);
        if (tier >= 2) openManage();
        setDisplay((current) => nextDisplay(current, "open", readBrowserConsent()));
      }),
    [tier],
  );

  // Modal while shown: focus in, Tab kept inside, Escape closes, the page behind stays still.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return;
    if (!dialog.contains(document.activeElement)) dialog.focus();
    const release = lockPageScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setDisplay((current) => nextDisplay(current, "dismiss", readBrowserConsent()));
      } else if (event.key === "Tab" && document.activeElement === dialog) {
        // From the dialog itself (where focus lands first), Tab and Shift+Tab stay inside too.
        const items = focusableIn(dialog);
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      } else if (event.key === "Tab") trapTab(event, dialog);
    };
    const onResize = () => setOffset({ x: 0, y: 0 });
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      release();
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [shown]);

  // The Manage button is replaced by the panel: focus goes to the dialog, never to the page.
  useEffect(() => {
    if (manage && dialogRef.current && !dialogRef.current.contains(document.activeElement))
      dialogRef.current.focus();
  }, [manage]);

  if (!shown) return null;

  const choose = (action: ConsentAction, panel: ConsentChoice | undefined) => {
    setFailed(false);
    setFading(true);
    const saved = saveConsentChoice(action, `${pathname}${search}`, panel);
    const faded = new Promise((resolve) => setTimeout(resolve, FADE_MS));
    Promise.all([saved, faded]).then(
      ([stored]) => {
        setDisplay((current) => nextDisplay(current, "saved", readBrowserConsent()));
        setFading(false);
        setManage(null);
        applyConsent({ ...readBrowserConsent(), stored });
      },
      () => {
        setFading(false);
        setFailed(true);
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = submitter?.value;
    if (!isConsentAction(action)) return;
    event.preventDefault();
    if (fading) return;
    if (action === "manage") {
      openManage();
      return;
    }
    const form = new FormData(event.currentTarget);
    const panel =
      action === "save"
        ? {
            functional: form.has("functional"),
            analytics: form.has("analytics"),
            targeting: form.has("targeting"),
          }
        : undefined;
    choose(action, panel);
  };

  // Dragged by the heading from 640 px (spec section 9: draggable, keeps in viewport).
  const startDrag = (event: PointerEvent<HTMLHeadingElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || event.button !== 0 || !window.matchMedia("(min-width: 640px)").matches) return;
    const rect = dialog.getBoundingClientRect();
    const box = {
      left: rect.left - offset.x,
      top: rect.top - offset.y,
      width: rect.width,
      height: rect.height,
    };
    const from = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) =>
      setOffset(
        keepInViewport(
          box,
          { x: e.clientX - from.x, y: e.clientY - from.y },
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    const stop = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", stop);
      handle.removeEventListener("pointercancel", stop);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", stop);
    handle.addEventListener("pointercancel", stop);
  };

  const labels: Record<ConsentAction, string> = {
    manage: t("consent.action.manage"),
    deny: t("consent.action.deny"),
    acceptAll: t("consent.action.acceptAll"),
    allowAll: t("consent.action.allowAll"),
    closeAndContinue: t("consent.action.closeAndContinue"),
    save: t("consent.action.save"),
  };
  // Accept and deny look alike: refusing is as easy as accepting.
  const primary = (action: ConsentAction) =>
    action === "acceptAll" || action === "deny" || (tier === 1 && action === "closeAndContinue");
  const fade = `transition-opacity duration-500 motion-reduce:transition-none ${fading ? "pointer-events-none opacity-0" : ""}`;

  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <div aria-hidden="true" className={`consent-overlay fixed inset-0 z-overlay bg-ink/60 ${fade}`} />
      <div
        ref={dialogRef}
        role="dialog"
        // Modal only once the script can take focus and hold it; without, it is a sheet.
        aria-modal={hydrated ? true : undefined}
        aria-labelledby={TITLE_ID}
        aria-describedby={manage ? undefined : BODY_ID}
        tabIndex={-1}
        data-testid="consent-dialog"
        style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
        className={`consent-dialog fixed inset-x-0 bottom-0 z-modal max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white text-ink shadow-2xl sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[calc(100vh-2rem)] sm:w-[min(36rem,calc(100vw-2rem))] sm:rounded-2xl ${fade}`}
      >
        <form method="post" action="/consent" onSubmit={onSubmit} className="p-5 sm:p-6">
          {/* The way back keeps the campaign (no-JS attribution), never the rest of the query. */}
          <input type="hidden" name="returnTo" value={`${pathname}${campaignQueryOf(search)}`} />
          <div className="flex items-start justify-between gap-3">
            <h2
              id={TITLE_ID}
              onPointerDown={startDrag}
              className="text-xl font-extrabold sm:cursor-move sm:touch-none sm:select-none"
            >
              {manage ? t("consent.manage.title") : t("consent.dialog.title")}
            </h2>
            <button
              type="button"
              onClick={() => setDisplay((current) => nextDisplay(current, "dismiss", readBrowserConsent()))}
              aria-label={t("consent.dialog.close")}
              className="consent-close -mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              <Icon name="close" size={20} />
            </button>
          </div>
          {manage ? (
            <div className="mt-3">
              <Suspense fallback={<p className="text-sm text-muted">{t("consent.manage.loading")}</p>}>
                <ConsentManagePanel defaults={manage.defaults} gpc={manage.gpc} />
              </Suspense>
            </div>
          ) : (
            <>
              <p id={BODY_ID} className="mt-3 text-sm leading-relaxed">
                {tier === 1 ? t("consent.dialog.bodyAllOn") : t("consent.dialog.body")}
              </p>
              <p className="mt-2 text-sm">
                <Link
                  to={SITE_PATHS.cookiePolicy}
                  className="font-semibold text-brand-ink underline underline-offset-2"
                >
                  {t("consent.dialog.policy")}
                </Link>
              </p>
              <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                {dialogActions(tier).map((action) => (
                  <button
                    key={action}
                    type="submit"
                    name="action"
                    value={action}
                    className={primary(action) ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                  >
                    {labels[action]}
                  </button>
                ))}
              </div>
            </>
          )}
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {t("consent.dialog.error")}
            </p>
          ) : null}
        </form>
      </div>
    </>
  );
}
