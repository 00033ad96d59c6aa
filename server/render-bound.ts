import { finished as whenSent } from "node:stream";
import type express from "express";
import type { Logger } from "pino";
import { type Language, languageOfPath, localizePath, translator } from "~/lib/i18n";
import { busyCatalogue } from "~/locales/busy";

/**
 * A bound on the pages rendered at once. Rendering is mostly the one JavaScript thread's
 * work, so past a handful of renders more of them at once only make every one slower: without
 * a bound, 200 connections got the throughput of 20 with a p99 of 13-17 s and requests over
 * 30 s. With it, at most `concurrency` requests render, up to `queue` more wait (at most
 * `queueWaitMs`) for a free render, and the rest are answered at once: 503, `Retry-After: 2`,
 * `Cache-Control: no-store` and a small page in the visitor's language (by the path: /es).
 *
 * Form posts (any method but GET and HEAD: a lead, a questionnaire's page, the API's leads)
 * carry what a visitor typed, so they are not turned away for the sake of page views: they
 * may use `formReserve` renders beyond the bound and wait ahead of every page view. A post
 * turned away all the same gets a page saying nothing was sent and to go back, where the
 * browser still shows what was typed.
 *
 * It stands after static files and /healthz (app.ts), in front of React Router only; the
 * pictures React Router draws (`exempt`: cheap, immutable, a dozen per page) pass by too, so a
 * busy moment never leaves a served page with broken images. A render counts until its
 * response has finished or its visitor has left; a page view whose visitor left before it got
 * here is not rendered.
 */
export type RenderBoundOptions = {
  concurrency: number;
  queue: number;
  queueWaitMs: number;
  /** Extra renders only form posts may use; a quarter of `concurrency`, at least 1. */
  formReserve?: number;
  /** Path prefixes that are files, not renders: never held back. */
  exempt?: string[];
  logger?: Pick<Logger, "warn">;
};

type Waiter = { admit: () => void; turnAway: () => void };

/** How long the 503 asks a client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Turned-away requests are logged as one line a minute at most (a flood must not flood the log). */
const LOG_EVERY_MS = 60_000;

export function boundRenders(options: RenderBoundOptions): express.RequestHandler {
  const { concurrency, queue, queueWaitMs } = options;
  const formReserve = options.formReserve ?? Math.max(1, Math.ceil(concurrency / 4));
  const waiting = { forms: [] as Waiter[], pages: [] as Waiter[] };
  let rendering = 0;
  let turnedAway = 0;
  let lastLog = 0;

  const limitFor = (form: boolean) => concurrency + (form ? formReserve : 0);

  /** Starts waiting requests while renders are free: posts first. */
  const admitWaiting = () => {
    while (waiting.forms.length > 0 && rendering < limitFor(true)) waiting.forms.shift()!.admit();
    while (waiting.pages.length > 0 && rendering < limitFor(false)) waiting.pages.shift()!.admit();
  };

  const render = (res: express.Response, next: express.NextFunction) => {
    rendering++;
    // Once sent or closed, or at once when the visitor had already left: a step before the
    // bound awaits (the origin cache's lookup), and a "close" listener added after the close
    // is never called. Listened that way, each such render counted for ever: a few dozen tabs
    // closed mid-load left the server answering 503 to everyone.
    whenSent(res, () => {
      rendering--;
      admitWaiting();
    });
    next();
  };

  const turnAway = (req: express.Request, res: express.Response, form: boolean) => {
    turnedAway++;
    const now = Date.now();
    if (options.logger && now - lastLog >= LOG_EVERY_MS) {
      options.logger.warn({ turnedAway, concurrency, queue }, "too many pages at once: answered 503");
      lastLog = now;
      turnedAway = 0;
    }
    if (res.headersSent || res.destroyed) return;
    res
      .status(503)
      .set({
        "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
        "Content-Type": "text/html; charset=utf-8",
      })
      .send(busyPage(languageOfPath(req.path), form));
  };

  const exempt = options.exempt ?? [];
  return (req, res, next) => {
    if (exempt.some((prefix) => req.path.startsWith(prefix))) return next();
    const form = req.method !== "GET" && req.method !== "HEAD";
    // A page view whose visitor left while a step before the bound awaited: nobody reads it.
    // A post goes on: what was typed may have arrived whole.
    if (!form && res.closed) return;
    const line = form ? waiting.forms : waiting.pages;
    // Nobody of the same kind (or, for a page view, no post) may be overtaken.
    const ahead = form ? waiting.forms.length : waiting.forms.length + waiting.pages.length;
    if (ahead === 0 && rendering < limitFor(form)) return render(res, next);
    if (line.length >= queue) return turnAway(req, res, form);

    const leave = () => {
      const index = line.indexOf(waiter);
      if (index >= 0) line.splice(index, 1);
      clearTimeout(timer);
      res.off("close", leave);
    };
    const waiter: Waiter = {
      admit: () => {
        leave();
        render(res, next);
      },
      turnAway: () => {
        leave();
        turnAway(req, res, form);
      },
    };
    const timer = setTimeout(waiter.turnAway, queueWaitMs);
    // A visitor who gives up while waiting frees the place.
    res.on("close", leave);
    line.push(waiter);
  };
}

const pages = new Map<string, string>();

/** The 503's page, built once per language and kind from the `common` catalogue. */
export function busyPage(language: Language, form: boolean): string {
  const key = `${language}:${form}`;
  const cached = pages.get(key);
  if (cached) return cached;
  const t = translator(language, busyCatalogue);
  const home = form
    ? ""
    : `<p><a href="${localizePath("/", language)}">${escapeHtml(t("common.error.button"))}</a></p>`;
  const page = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("busy.title"))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}</style></head>
<body><h1>${escapeHtml(t("busy.title"))}</h1><p>${escapeHtml(t(form ? "busy.form" : "busy.page"))}</p>${home}</body></html>
`;
  pages.set(key, page);
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
