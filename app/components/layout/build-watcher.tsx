import { useEffect, useRef } from "react";
import { type Location, useLocation, useNavigation } from "react-router";
import { BUILD_POLL_MS, buildManifestUrl, isNewBuild, RECHECK_ON_SHOW_MS } from "./build-reload";
import { freshness, reloadIfStale } from "./page-freshness";

async function checkBuild(): Promise<void> {
  freshness.checkedAt = Date.now();
  try {
    const response = await fetch(buildManifestUrl(freshness.checkedAt), { cache: "no-store" });
    if (response.ok && isNewBuild(freshness.build, await response.json())) freshness.newBuild = true;
  } catch {
    // Offline or the server restarting: the next check will tell.
  }
}

function hrefOf(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return new URL(location.pathname + location.search + location.hash, window.location.origin).href;
}

/**
 * Keeps an open page on the live build (spec sections 4 and 7): asks `builds/latest.json`
 * every 5 minutes and when the tab is shown again; a failed preload marks the page stale too
 * (page-freshness.ts, watched from the start). A stale page does its next route change as a
 * full page load, so the visitor lands on the new build's page instead of a broken one; never
 * twice within 10 s. Loaded once the browser is idle (page-watchers.tsx): no first paint needs it.
 */
export default function BuildWatcher({ build }: { build: string | undefined }) {
  const navigation = useNavigation();
  const location = useLocation();
  const firstLocation = useRef(location.key);
  // The page a posted form leads to may show what the post answered: never reloaded.
  const afterSubmission = useRef(false);

  useEffect(() => {
    freshness.build ??= build;
    if (!freshness.build) return;
    const timer = window.setInterval(checkBuild, BUILD_POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === "visible" && Date.now() - freshness.checkedAt >= RECHECK_ON_SHOW_MS)
        void checkBuild();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [build]);

  // A route change begins: a stale page goes there by a full load instead (GET only: a posted
  // form is never lost to a reload, nor is the page it leads to).
  useEffect(() => {
    const target = navigation.location;
    if (navigation.state === "idle" || !target) return;
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") {
      afterSubmission.current = true;
      return;
    }
    if (navigation.state === "loading") reloadIfStale(hrefOf(target));
  }, [navigation.state, navigation.location, navigation.formMethod]);

  // A route change that needed no loading (nothing to fetch) has already happened: load it anew.
  useEffect(() => {
    if (location.key === firstLocation.current) return;
    firstLocation.current = location.key;
    if (afterSubmission.current) {
      afterSubmission.current = false;
      return;
    }
    reloadIfStale(hrefOf(location));
  }, [location]);

  return null;
}
