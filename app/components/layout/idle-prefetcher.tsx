import { useEffect } from "react";
import { matchRoutes, type RouteObject, useLocation } from "react-router";
import { createPool, dataUrlFor, PREFETCH, prefetchAllowed } from "./idle-prefetch";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasLoader: boolean;
};
type Manifest = { routes: Record<string, ManifestRoute> };

declare global {
  interface Window {
    __reactRouterManifest?: Manifest;
  }
}

/** Routes whose links lead to files or error pages, never worth a prefetch (the Spanish twin's id ends in `.es`). */
const SKIPPED_ROUTE_IDS = new Set(["routes/not-found", "routes/not-found.es"]);

function toTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: toTree(manifest, route.id) },
    );
}

/**
 * The links already in <head>, by rel and URL (the page's own preloads, then ours): most car
 * links of a page share the car page's modules, and a selector query of <head> for each was
 * most of the prefetcher's time on a phone.
 */
let headLinks: Set<string> | undefined;

function addLink(rel: string, href: string, as?: string): Promise<void> {
  headLinks ??= new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>("link[rel][href]")].map((l) => `${l.rel} ${l.href}`),
  );
  const key = `${rel} ${new URL(href, document.baseURI).href}`;
  if (headLinks.has(key)) return Promise.resolve();
  headLinks.add(key);
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    const done = () => resolve();
    link.onload = done;
    link.onerror = done;
    setTimeout(done, PREFETCH.perLinkTimeoutMs);
    document.head.append(link);
  });
}

const pool = typeof window === "undefined" ? null : createPool(PREFETCH.maxConcurrent);

/** The longest the prefetcher works in one go (a task over 50 ms delays the visitor's next tap). */
const IDLE_SLICE_MS = 8;

type Matcher = (pathname: string) => ManifestRoute[] | null;

/**
 * The manifest routes a path runs, once per path: React Router's `matchRoutes` flattens and
 * ranks the whole route tree on every call (both languages' routes), about a millisecond on a
 * phone, and a page has dozens of links.
 */
const matchers = new WeakMap<Manifest, Matcher>();

/** One matcher per manifest, kept across pages: the next page's links are often the same cars'. */
function matcherOf(manifest: Manifest): Matcher {
  const known = matchers.get(manifest);
  if (known) return known;
  const matcher = newMatcher(manifest);
  matchers.set(manifest, matcher);
  return matcher;
}

function newMatcher(manifest: Manifest): Matcher {
  const tree = toTree(manifest);
  const known = new Map<string, ManifestRoute[] | null>();
  return (pathname) => {
    if (!known.has(pathname)) {
      const matches = matchRoutes(tree, pathname);
      known.set(
        pathname,
        !matches || matches.some((m) => SKIPPED_ROUTE_IDS.has(m.route.id ?? ""))
          ? null
          : matches
              .map((m) => manifest.routes[m.route.id ?? ""])
              .filter((r): r is ManifestRoute => Boolean(r)),
      );
    }
    return known.get(pathname) ?? null;
  };
}

function prefetchPage(routesOf: Matcher, href: string) {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
  const key = url.pathname + url.search;
  // Links to this same page (tabs, sort or payment variants) only change its state.
  if (url.pathname === window.location.pathname) return;
  const routes = routesOf(url.pathname);
  if (!routes) return;
  pool?.add(key, async () => {
    const modules = new Set(routes.flatMap((r) => [r.module, ...(r.imports ?? [])]));
    const loads = [...modules].map((m) => addLink("modulepreload", m));
    if (routes.some((r) => r.hasLoader)) loads.push(addLink("prefetch", dataUrlFor(key), "fetch"));
    await Promise.all(loads);
  });
}

/** Watches the page's internal links and prefetches those in view once the browser is idle. */
export function IdlePrefetcher() {
  const location = useLocation();
  // A new page has new links to watch, so the effect re-runs per location.
  useEffect(() => {
    const manifest = window.__reactRouterManifest;
    const connection = (
      navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    if (!manifest || !prefetchAllowed(connection) || !("IntersectionObserver" in window)) return;
    let routesOf: Matcher | undefined;
    let observer: IntersectionObserver | undefined;
    const idle =
      window.requestIdleCallback ??
      ((cb: IdleRequestCallback) =>
        window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 5 }), 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let timer: number | undefined;
    // Links seen in view, prefetched a few at a time in the browser's idle moments: all of a
    // page's links at once made one task long enough to delay a tap. An idle moment may last
    // 50 ms, a long task already; the slice stops at IDLE_SLICE_MS (a phone's match of one path
    // takes a few milliseconds).
    const seen: string[] = [];
    let draining: number | undefined;
    const drain = (deadline: IdleDeadline) => {
      const sliceEnd = performance.now() + IDLE_SLICE_MS;
      routesOf ??= matcherOf(manifest);
      while (seen.length > 0 && deadline.timeRemaining() > 1 && performance.now() < sliceEnd)
        prefetchPage(routesOf, seen.shift()!);
      draining = seen.length > 0 ? idle(drain) : undefined;
    };
    const handle = idle(() => {
      timer = window.setTimeout(() => {
        observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            seen.push((entry.target as HTMLAnchorElement).href);
          }
          draining ??= idle(drain);
        });
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>(
          'a[href^="/"]:not([data-no-prefetch])',
        )) {
          if (!anchor.target && !anchor.hasAttribute("download")) observer.observe(anchor);
        }
      }, PREFETCH.afterIdleMs);
    });
    return () => {
      cancelIdle(handle);
      if (draining !== undefined) cancelIdle(draining);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [location.pathname, location.search]);
  return null;
}
