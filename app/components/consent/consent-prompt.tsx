import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { isAnswered } from "~/lib/consent/allowed";
import { onConsentSettingsOpen, readBrowserConsent } from "~/lib/consent/browser-consent";
import type { RootData } from "~/root";
import type { ConsentDialogProps } from "./consent-dialog";

/**
 * Where the cookie consent dialog (consent-dialog.tsx) goes in every page. Its code is not in
 * the first load: it is rendered only when the page shows it (the visitor has not answered)
 * or "Cookie settings" opens it, and its chunk is fetched then, after hydration began.
 *
 * The server renders the dialog's whole HTML, a plain form posting to /consent, so a page
 * without JavaScript, and every first paint, is as before; in the browser the form stays that
 * plain form until the chunk arrives and React hydrates it (a Suspense boundary waiting for
 * its code keeps the server's HTML). An answered visitor never downloads it until they open
 * Cookie settings.
 */
type DialogModule = { default: ComponentType<ConsentDialogProps> };

let loaded: DialogModule | undefined;
const load = () =>
  import("./consent-dialog").then((module: DialogModule | undefined) => {
    loaded = module;
    return module;
  });
/**
 * On the server, the dialog's code is loaded at once, and the root loader waits for it: a lazy
 * component still loading when the page renders would leave a placeholder in its place and
 * stream the form later, behind a script that a browser without JavaScript never runs.
 */
export const consentDialogLoaded: Promise<unknown> | undefined = import.meta.env.SSR
  ? load().catch(() => undefined)
  : undefined;

/** A thenable that answers at once: React.lazy takes a loaded module in the same render. */
const ready = (module: DialogModule) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React.lazy calls then).
  ({ then: (resolve: (value: DialogModule) => void) => resolve(module) }) as unknown as Promise<DialogModule>;

/**
 * The dialog's code could not load (an old build's file gone: Vite's preload helper then
 * answers undefined, and the page is already marked stale, so its next route change loads it
 * anew). Never settling keeps a server-rendered dialog as it is: a plain form that posts.
 */
const unavailable = () => new Promise<DialogModule>(() => {});

const LazyConsentDialog = lazy(() =>
  loaded ? ready(loaded) : load().then((module) => module ?? unavailable(), unavailable),
);

export function ConsentDialog() {
  const consent = useRouteLoaderData<RootData>("root")?.consent;
  const tier = consent?.tier ?? 0;
  const answered = consent?.answered ?? true;
  // "Cookie settings" was pressed: the element that had focus then (focus returns to it).
  const [opened, setOpened] = useState<{ opener: Element | null }>();
  // The browser's cookie says the visitor has not answered, whatever the page said.
  const [unanswered, setUnanswered] = useState(false);
  const wanted = tier > 0 && (!answered || unanswered || opened !== undefined);

  // Only while the dialog is not there: once it is, it checks the cookie and listens itself.
  useEffect(() => {
    if (tier === 0 || wanted) return;
    // A shared cache may have served the answered visitors' page to one who has not answered.
    if (!isAnswered(readBrowserConsent())) setUnanswered(true);
    return onConsentSettingsOpen(() => setOpened({ opener: document.activeElement }));
  }, [tier, wanted]);

  // The same element while nothing it shows changed: a render of this component (any route
  // change does one) must not touch the dialog while React still waits for its code, or React
  // would drop the server's HTML and render it anew.
  const dialog = useMemo(
    () =>
      tier === 0 ? null : (
        <Suspense fallback={null}>
          <LazyConsentDialog tier={tier} answered={answered} opened={opened} />
        </Suspense>
      ),
    [tier, answered, opened],
  );
  return wanted ? dialog : null;
}
