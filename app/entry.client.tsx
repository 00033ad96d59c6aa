import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkError, watchFailedPreloads } from "./components/layout/page-freshness";

// A failed preload marks the page stale from the start, whatever is loading (page-freshness.ts).
watchFailedPreloads();

startTransition(() => {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // React's own report, plus: a chunk of an old build that failed to load while rendering
        // loads the page anew (components/layout/page-freshness.ts; never twice in 10 s).
        onCaughtError(error) {
          console.error(error);
          reloadAfterChunkError(error);
        },
      },
    );
  } catch (error) {
    // The server-rendered page stays usable (links and forms are plain HTML).
    console.error("Error while mounting app", error);
  }
});
