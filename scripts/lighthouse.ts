// `npm run lighthouse [-- --vehicles N --runs N]`: runs Lighthouse 12 (default mobile configuration:
// simulated slow 4G and a 4x slower CPU) --runs times (default 3) against the production server on the
// home, search, vehicle, trade-in start, contact and article pages, in English and in Spanish, using
// Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium), each run in a fresh profile (so the
// cookie dialog shows, as for a first visit), and prints each page's median category scores, LCP,
// TBT, CLS and JavaScript transferred, then every SEO audit a page did not pass in its median run.
//
// Flags: --vehicles N  inventory size to seed (default 5000)
//        --runs N      Lighthouse runs per page; the median is printed (default 3)
import fs from "node:fs";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import {
  DEFAULT_VEHICLES,
  fetchPage,
  fileTimestamp,
  findPages,
  formatTable,
  freePort,
  HOST,
  makeTempDir,
  onCleanup,
  type PageTarget,
  parseFlagsOrExit,
  positiveInt,
  runScript,
  sleep,
  spawnGroup,
  startSite,
  statusNote,
  stopProcess,
  writeResults,
} from "./bench-support";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type TableItem = Record<string, unknown>;

/**
 * Launches Chromium with a fresh profile and the DevTools port Lighthouse connects to. The flags keep
 * it from doing anything of its own in the background (updates, sync, first-run pages) that would
 * compete with the page for the CPU or reach out of the machine.
 */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = makeTempDir("dealer-lighthouse-profile-");
  const chromium = spawnGroup(
    CHROMIUM_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--remote-debugging-address=${HOST}`,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "pipe" },
  );
  // Chromium is chatty on stderr; keep the tail only, to explain a failed start.
  let stderrTail = "";
  chromium.stderr?.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-2_000);
  });
  chromium.stdout?.resume();
  const stop = () => stopProcess(chromium, 5_000);
  // Registered after the profile dir, so it runs first: Chromium stops before its profile is removed.
  onCleanup(stop);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (chromium.exitCode !== null || chromium.signalCode !== null) break;
    try {
      const response = await fetch(`http://${HOST}:${port}/json/version`, {
        signal: AbortSignal.timeout(1_000),
      });
      await response.arrayBuffer();
      if (response.ok) return { port, stop };
    } catch {
      // DevTools is not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s.\n${stderrTail}`);
}

/**
 * Audits one URL in a browser of its own, so no run inherits another's cache, service workers or tabs.
 * A run that ends in a Lighthouse runtime error (on a busy machine, e.g. NO_NAVSTART: the trace lost the
 * navigation) is tried once more with a fresh browser; a second error is reported, not hidden.
 */
async function audit(url: string): Promise<{ lhr: Lhr; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const chromium = await launchChromium();
    let lhr: Lhr;
    try {
      const run = await lighthouse(url, {
        port: chromium.port,
        hostname: HOST,
        output: "json",
        logLevel: "error",
        // A page not built yet answers 404; audit what is served anyway (the row is marked) instead of
        // stopping at Lighthouse's "unable to reliably load the page" error.
        ignoreStatusCode: true,
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      lhr = run.lhr;
    } finally {
      await chromium.stop();
    }
    if (!lhr.runtimeError || attempt === 2) return { lhr, attempts: attempt };
    console.warn(`  Lighthouse error ${lhr.runtimeError.code}: trying once more with a fresh browser`);
  }
}

/** JavaScript bytes over the wire: the Script requests, else the resource summary's script row. */
function scriptTransferBytes(lhr: Lhr): number | null {
  const itemsOf = (auditId: string) =>
    (lhr.audits[auditId]?.details as { items?: TableItem[] } | undefined)?.items ?? [];
  const scripts = itemsOf("network-requests").filter((item) => item.resourceType === "Script");
  if (scripts.length > 0) return scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const row = itemsOf("resource-summary").find((item) => item.resourceType === "script");
  return row ? Number(row.transferSize ?? 0) : null;
}

function summarize(lhr: Lhr) {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<
      (typeof CATEGORIES)[number],
      number | null
    >,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: scriptTransferBytes(lhr),
    runtimeError: lhr.runtimeError
      ? { code: lhr.runtimeError.code, message: lhr.runtimeError.message }
      : null,
    runWarnings: lhr.runWarnings,
    seoFailures: failedSeoAudits(lhr),
  };
}

/**
 * The pages beside the three benchmark pages: the trade-in's start, the contact page and the first
 * article the sitemap lists (so the URL is real).
 */
async function contentPages(baseUrl: string): Promise<PageTarget[]> {
  const first = async (section: string) => {
    const response = await fetch(`${baseUrl}/api/___sitemaps___/${section}?without=1`, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) return undefined;
    const { value } = (await response.json()) as { value: Array<{ loc: string }> };
    return value[0]?.loc;
  };
  const article = await first("articles");
  return [
    { name: "trade-in start", path: "/sell-trade-my-car", note: "" },
    { name: "contact", path: "/contact-us", note: "" },
    {
      name: "article",
      path: article ? new URL(article, baseUrl).pathname : undefined,
      note: article ? "" : "(no article in the sitemap)",
    },
  ];
}

/** Every page again in Spanish: `/es` and the English path. */
function inBothLanguages(pages: PageTarget[]): PageTarget[] {
  const spanish = pages.map((page) => ({
    ...page,
    name: `${page.name} (es)`,
    path: page.path === undefined ? undefined : page.path === "/" ? "/es" : `/es${page.path}`,
  }));
  return [...pages, ...spanish];
}

type Summary = ReturnType<typeof summarize>;

/** The run whose performance score is the median (its other figures with it), and the median of each figure. */
function medianOf(runs: Summary[]): Summary {
  const middle = <T>(values: T[], key: (value: T) => number) =>
    [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;
  const figure = (pick: (run: Summary) => number | null) => {
    const known = runs.map(pick).filter((value): value is number => value !== null);
    return known.length === 0 ? null : middle(known, (value) => value);
  };
  const representative = middle(runs, (run) => run.scores.performance ?? 0);
  return {
    ...representative,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, figure((run) => run.scores[id])]),
    ) as Summary["scores"],
    lcpMs: figure((run) => run.lcpMs),
    tbtMs: figure((run) => run.tbtMs),
    cls: figure((run) => run.cls),
    scriptBytes: figure((run) => run.scriptBytes),
  };
}

/** The SEO audits a page did not pass (score below 1), as "id: title". */
function failedSeoAudits(lhr: Lhr): string[] {
  const refs = lhr.categories.seo?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        audit !== undefined && audit.score !== null && audit.score < 1,
    )
    .map((audit) => `${audit.id}: ${audit.title}`);
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const { vehicles, runs } = parseFlagsOrExit(() => {
  const { values } = parseArgs({ options: { vehicles: { type: "string" }, runs: { type: "string" } } });
  return {
    vehicles: positiveInt("vehicles", values.vehicles, DEFAULT_VEHICLES),
    runs: positiveInt("runs", values.runs, 3),
  };
});

await runScript(async () => {
  const site = await startSite(vehicles);
  const pages = inBothLanguages([...(await findPages(site.baseUrl)), ...(await contentPages(site.baseUrl))]);

  let version = "";
  const results = [];
  for (const page of pages) {
    if (!page.path) {
      console.warn(`Skipping the ${page.name} page ${page.note}.`);
      results.push({ page: page.name, path: null, note: page.note });
      continue;
    }
    const url = `${site.baseUrl}${page.path}`;
    // One plain GET first: it gives the status for the note, and Lighthouse then meets a warm server.
    const { status } = await fetchPage(url);
    const note = statusNote(status);
    console.log(`Lighthouse: ${page.name} (${page.path}) ${note}`.trimEnd());
    const summaries: Summary[] = [];
    let attempts = 0;
    for (let run = 0; run < runs; run++) {
      const audited = await audit(url);
      version = audited.lhr.lighthouseVersion;
      attempts += audited.attempts;
      summaries.push(summarize(audited.lhr));
    }
    const median = medianOf(summaries);
    console.log(
      `  performance ${summaries.map((r) => r.scores.performance ?? "-").join(", ")}; median LCP ${median.lcpMs?.toFixed(0) ?? "-"} ms`,
    );
    results.push({ page: page.name, path: page.path, status, note, attempts, runs: summaries, ...median });
  }

  const num = (value: number | null, digits = 0) => (value === null ? "-" : value.toFixed(digits));
  const header = ["page", "perf", "a11y", "best-pr.", "seo", "LCP ms", "TBT ms", "CLS", "JS bytes", "note"];
  const rows = results.map((r) =>
    "scores" in r
      ? [
          r.page,
          ...CATEGORIES.map((id) => num(r.scores[id])),
          num(r.lcpMs),
          num(r.tbtMs),
          num(r.cls, 3),
          r.scriptBytes === null ? "-" : r.scriptBytes.toLocaleString("en-US"),
          [r.note, r.runtimeError ? `(error: ${r.runtimeError.code})` : ""].filter(Boolean).join(" "),
        ]
      : [r.page, "-", "-", "-", "-", "-", "-", "-", "-", r.note],
  );
  console.log(
    `\nLighthouse ${version}, default mobile config, median of ${runs} runs, ${vehicles.toLocaleString("en-US")} vehicles\n`,
  );
  console.log(formatTable(header, rows));
  for (const r of results) if (r.path) console.log(`  ${r.page}: ${r.path}`);
  const seoFailures = results.filter((r) => "seoFailures" in r && r.seoFailures.length > 0);
  console.log(seoFailures.length ? "\nSEO audits not passed:" : "\nEvery page passed every SEO audit.");
  for (const r of seoFailures)
    if ("seoFailures" in r) for (const failure of r.seoFailures) console.log(`  ${r.page}: ${failure}`);

  const file = writeResults(`lighthouse-${fileTimestamp()}.json`, {
    date: new Date().toISOString(),
    lighthouseVersion: version,
    options: { vehicles, runs, chromium: CHROMIUM_PATH },
    pages: results,
  });
  console.log(`\nWrote ${file}`);
});
