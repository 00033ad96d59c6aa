import { useEffect } from "react";
import { useFetchers, useLocation, useMatches, useNavigation } from "react-router";
import { isAllowedInBrowser, onConsentChange } from "~/lib/consent/browser-consent";
import type { TrackingConfig } from "./tracker";

/**
 * The tag manager's runtime (tracking-head.tsx renders it after hydration, only when a
 * container id is configured, so no page's first load carries it). It renders nothing: no tag
 * loads with the page. Only once the visitor allows analytics or targeting (now, or later from
 * the consent dialog) it downloads the tracker (tracker.ts), which loads Google Tag Manager with
 * the page's nonce and pushes the page's view; then one view per navigation, and the lead the
 * server stored after a form's post.
 */
const loadTracker = () => import("./tracker");

const measuring = () => isAllowedInBrowser("analytics") || isAllowedInBrowser("targeting");

export default function TrackingRuntime({ config }: { config: TrackingConfig }) {
  const containerId = config.gtmContainerId;
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");

  // The page's view: now when allowed, or as soon as the visitor allows it.
  useEffect(() => {
    if (!containerId) return;
    const track = () => {
      if (!measuring()) return;
      void loadTracker().then((tracker) => {
        tracker.start(config);
        tracker.trackPage(location, matches);
      });
    };
    track();
    return onConsentChange(track);
  }, [containerId, location.key]);

  // A lead the server just stored (its cookie), once the post or its redirect has settled.
  useEffect(() => {
    if (busy || !containerId || !document.cookie.includes("leadEvent=")) return;
    void loadTracker().then((tracker) => tracker.trackStoredLead(matches));
  }, [busy, containerId, location.key]);

  return null;
}
