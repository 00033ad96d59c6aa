import type express from "express";
import { getLogger } from "~/lib/logger.server";
import { requestHostOf } from "./request-guards";
import { beforeResponseHead } from "./response-head";

/**
 * No redirect of ours leaves the site. Every Location the server sends, whoever built it
 * (a route, express.static, React Router), is checked just before the head goes out: it must
 * resolve, as a browser resolves it, to the site's host (SITE_URL's) or the host the request
 * was for, over http or https. One that does not (`//evil.example`, `/\evil.example`, which
 * browsers read as `//`) is a bug somewhere upstream; the guard keeps the visitor on the site
 * and says so in the log.
 */

/**
 * The Location to send instead of `location`, or undefined when it stays on `hosts`. A path
 * whose leading slashes or backslashes made it leave the site keeps its path with one slash;
 * anything else goes to the home page.
 */
export function sameSiteLocation(location: string, hosts: string[]): string | undefined {
  const base = `http://${hosts[0]}/`;
  const onSite = (candidate: string) => {
    try {
      const url = new URL(candidate, base);
      return (url.protocol === "http:" || url.protocol === "https:") && hosts.includes(url.host);
    } catch {
      return false;
    }
  };
  if (onSite(location)) return undefined;
  const collapsed = location.replace(/^[\s\\/]+/, "/");
  return collapsed.startsWith("/") && onSite(collapsed) ? collapsed : "/";
}

export function sameSiteRedirects(options: { siteHost: string }): express.RequestHandler {
  return (_req, res, next) => {
    beforeResponseHead(res, () => {
      const location = res.getHeader("location");
      if (typeof location !== "string") return;
      const safe = sameSiteLocation(location, [options.siteHost, requestHostOf(res)]);
      if (safe === undefined) return;
      getLogger().warn({ status: res.statusCode }, "redirect to another host replaced with one on the site");
      res.setHeader("location", safe);
    });
    next();
  };
}
