import type { RequestHandler } from "express";
import { BUILD_MANIFEST_FILE, type BuildManifest } from "~/lib/http/build-manifest.server";

/** The URL an open page polls (spec section 7), with a timestamp query that no cache may answer. */
export const BUILD_MANIFEST_PATH = `/${BUILD_MANIFEST_FILE}`;

/**
 * `GET /builds/latest.json`: the build this process serves (read at start-up), never cached
 * by anyone (`no-store`: static files are cached for an hour, this answer must be fresh);
 * 404 when the process has no manifest (development).
 */
export function serveBuildManifest(current: () => BuildManifest | undefined): RequestHandler {
  return (_req, res) => {
    res.set("Cache-Control", "no-store");
    const manifest = current();
    if (!manifest) {
      res.status(404).json({ error: "No build manifest" });
      return;
    }
    res.status(200).json(manifest);
  };
}
