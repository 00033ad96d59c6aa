import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { countPageView, mergeCounters } from "~/features/popups/counters";
import { evaluatePopups } from "~/features/popups/eligibility";
import { type PageView, pageViewOf } from "~/features/popups/page-view";
import type { PopupDefinition, PopupVisitorState } from "~/features/popups/popup-definition";
import { isAnswered } from "~/lib/consent/allowed";
import { onConsentChange, readBrowserConsent } from "~/lib/consent/browser-consent";
import { languageOfPath, localizePath } from "~/lib/i18n";
import { CONVERSION_VALUES, pushToDataLayer } from "~/lib/tracking/data-layer";
import { anotherDialogShowing, landingAdsValues, tagVisible } from "./page-facts";
import { PopupDialog, type PopupPhase } from "./popup-dialog";
import { PopupLaunchers } from "./popup-launchers";
import { afterConsentChoice, loadPopupMemory, type PopupMemory, savePopupMemory } from "./popup-memory";

/**
 * The popups of spec sections 3-5 in the browser, loaded after hydration (popups-mount.tsx):
 * it counts each page view, asks the server once whether the visitor is a lead and which
 * campaign brought them, evaluates the popups (features/popups/eligibility.ts) after each
 * navigation, each second (elements in view, timers) and after clicks, and shows at most one.
 *
 * - Nothing opens, and no launcher shows, before the cookie question is answered.
 * - At most one popup opens by itself per session (sessionStorage); launchers open theirs
 *   whenever the visitor wants. A popup never opens over another dialog.
 * - A launcher shows once its popup became active on the page, and again after it closes.
 * - After submit: the popup is finished (never shown again), its track event is pushed, and it
 *   closes at once (no submitted config), redirects, closes, or shows its submitted content
 *   (closing by itself after `timeoutClose` seconds when set).
 */
const TICK_MS = 1000;
const STATE_URL = "/api/visitor/popup-state";

function readState(value: unknown): PopupVisitorState {
  const v = (value ?? {}) as Partial<PopupVisitorState>;
  const ads = v.adsValues && typeof v.adsValues === "object" ? v.adsValues : {};
  return { isLead: v.isLead === true, adsValues: landingAdsValues() ?? ads };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

export default function PopupHost({ popups }: { popups: PopupDefinition[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = languageOfPath(location.pathname);

  const memory = useRef<PopupMemory | null>(null);
  memory.current ??= loadPopupMemory(popups);
  const [answered, setAnswered] = useState(() => isAnswered(readBrowserConsent()));
  const [visitor, setVisitor] = useState<PopupVisitorState>();
  const [page, setPage] = useState<PageView>();
  const [openId, setOpenId] = useState<string>();
  const [phase, setPhase] = useState<PopupPhase>("content");
  // Popups active at some point of this page view (their launchers show), and those not offered
  // at all; refs, with a render only when one changes (the evaluation runs every second).
  const offered = useRef<ReadonlySet<string>>(new Set());
  const excluded = useRef<ReadonlySet<string>>(new Set());
  const [, setLaunchersVersion] = useState(0);
  const heldSince = useRef<Record<string, number>>({});
  const clicked = useRef(new Set<string>());
  const opener = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const countedKey = useRef<string | undefined>(undefined);

  // New definitions (the language changed): the counters follow them.
  useEffect(() => {
    const m = memory.current!;
    m.counters = mergeCounters(m.counters, popups);
  }, [popups]);

  // Each page view counts once, before it is evaluated.
  useEffect(() => {
    if (countedKey.current === location.key) return;
    countedKey.current = location.key;
    const view = pageViewOf(location.pathname, location.search);
    const m = memory.current!;
    m.counters = countPageView(m.counters, popups, view, m.finished);
    savePopupMemory(m);
    heldSince.current = {};
    clicked.current = new Set();
    offered.current = new Set();
    setPage(view);
  }, [location.key, location.pathname, location.search, popups]);

  useEffect(
    () =>
      onConsentChange(() => {
        setAnswered(isAnswered(readBrowserConsent()));
        afterConsentChoice(memory.current!);
      }),
    [],
  );

  // What only the server knows, asked once the visitor answered (nothing can open before).
  const asked = useRef(false);
  useEffect(() => {
    if (!answered || asked.current) return;
    asked.current = true;
    fetch(STATE_URL, { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((state: unknown) => setVisitor(readState(state)))
      // Not knowing whether the visitor is a lead, no popup opens by itself on this page load.
      .catch(() => undefined);
  }, [answered]);

  const open = useCallback((popup: PopupDefinition, button: HTMLElement | null, automatic: boolean) => {
    opener.current = button ?? (document.activeElement as HTMLElement | null);
    window.clearTimeout(closeTimer.current);
    setPhase("content");
    setOpenId(popup.id);
    if (automatic) {
      memory.current!.autoOpened = true;
      savePopupMemory(memory.current!);
    }
  }, []);

  const latest = useRef({ popups, page, visitor, answered, openId });
  latest.current = { popups, page, visitor, answered, openId };

  const evaluate = useCallback(() => {
    const { popups, page, visitor, answered, openId } = latest.current;
    if (!page || !visitor || !answered) return;
    const m = memory.current!;
    const result = evaluatePopups(popups, {
      page,
      visitor,
      counters: m.counters,
      finished: m.finished,
      now: Date.now(),
      heldSince: heldSince.current,
      tagVisible,
      itemClicked: (selector) => clicked.current.has(selector),
    });
    heldSince.current = result.heldSince;
    const active = popups.filter((popup) => result.states[popup.id] === "active");
    const nowOffered = new Set([...offered.current, ...active.map((popup) => popup.id)]);
    if (!sameSet(excluded.current, result.excluded) || !sameSet(offered.current, nowOffered)) {
      excluded.current = result.excluded;
      offered.current = nowOffered;
      setLaunchersVersion((version) => version + 1);
    }
    const first = active[0];
    if (first && !openId && !m.autoOpened && !anotherDialogShowing()) open(first, null, true);
  }, [open]);

  // After each page view, once the visitor is known, and each second (elements in view,
  // timers, a dialog that was in the way).
  useEffect(() => {
    evaluate();
    if (!page || !visitor || !answered) return;
    const timer = window.setInterval(evaluate, TICK_MS);
    return () => window.clearInterval(timer);
  }, [evaluate, page, visitor, answered]);

  // itemClicked: a click on an element a condition names counts for this page view.
  useEffect(() => {
    const selectors = [
      ...new Set(popups.flatMap((p) => p.conditions.flatMap((c) => (c.itemClicked ? [c.itemClicked] : [])))),
    ];
    if (selectors.length === 0) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest("[data-popup]")) return;
      const hits = selectors.filter((selector) => target.closest(selector));
      if (hits.length === 0) return;
      for (const hit of hits) clicked.current.add(hit);
      evaluate();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [popups, evaluate]);

  // Focus goes back to what opened the popup (its launcher shows again), else where it was.
  useEffect(() => {
    if (openId !== undefined) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && target !== document.body) requestAnimationFrame(() => target.focus());
  }, [openId]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpenId(undefined);
  }, []);

  const openPopup = popups.find((popup) => popup.id === openId);

  const submitted = useCallback(() => {
    const popup = openPopup;
    if (!popup) return;
    const m = memory.current!;
    m.finished.add(popup.id);
    savePopupMemory(m);
    // The gate answered "sent": the visitor is a lead now, which ends the lead popups.
    setVisitor((before) => before && { ...before, isLead: true });
    const after = popup.submitted;
    if (after?.track)
      pushToDataLayer({
        event: after.track,
        popup_id: popup.id,
        value: after.conversion ? CONVERSION_VALUES[after.conversion] : 0,
        currency: "USD",
      });
    if (!after) return close();
    if (after.redirect) {
      close();
      void navigate(localizePath(after.redirect, language));
      return;
    }
    if (after.close) return close();
    setPhase("submitted");
    if (after.timeoutClose) closeTimer.current = window.setTimeout(close, after.timeoutClose * 1000);
  }, [openPopup, close, navigate, language]);

  const launchers = popups.filter(
    (popup) =>
      offered.current.has(popup.id) &&
      !excluded.current.has(popup.id) &&
      !memory.current!.finished.has(popup.id),
  );
  return (
    <>
      <PopupLaunchers
        popups={launchers}
        openId={openId}
        onOpen={(popup, button) => open(popup, button, false)}
      />
      {openPopup ? (
        <PopupDialog
          key={openPopup.id}
          popup={openPopup}
          phase={phase}
          language={language}
          onClose={close}
          onSubmitted={submitted}
        />
      ) : null}
    </>
  );
}
