import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** The navigation progress bar's timings and size (spec section 9). */
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

type Phase = "idle" | "running" | "finishing" | "hiding";

/**
 * A thin bar at the top of the window while a navigation loads. Quick navigations
 * (under the 200 ms throttle) never show it, so it only appears when it helps.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");
  const phaseRef = useRef<Phase>("idle");
  phaseRef.current = phase;

  useEffect(() => {
    if (busy) {
      const start = window.setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(start);
    }
    if (phaseRef.current !== "running") return;
    setPhase("finishing");
    const hide = window.setTimeout(() => setPhase("hiding"), LOADING_BAR.hideDelayMs);
    const reset = window.setTimeout(
      () => setPhase("idle"),
      LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs,
    );
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(reset);
    };
  }, [busy]);

  const scale = phase === "running" ? 0.9 : phase === "idle" ? 0 : 1;
  const transition =
    phase === "running"
      ? `transform ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.7, 0.2, 1)`
      : phase === "finishing"
        ? "transform 200ms ease-out"
        : phase === "hiding"
          ? `opacity ${LOADING_BAR.resetDelayMs}ms ease`
          : "none";
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      className="loading-bar pointer-events-none fixed inset-x-0 top-0 z-tooltip bg-brand"
      style={{
        height: LOADING_BAR.heightPx,
        transform: `scaleX(${scale})`,
        opacity: phase === "hiding" || phase === "idle" ? 0 : 1,
        transition,
      }}
    />
  );
}
