/**
 * `npm run first-load-js -- [BASE_URL] [PATH ...]`: the JavaScript a page's first load
 * downloads before it is interactive, as a browser gets it: every module the HTML preloads
 * (React Router's preloads for the entry, the root and the page's routes, which the page adds
 * after its first paint: app/lib/hydrate-after-paint.server.ts), gzip-compressed. Idle
 * prefetches of other pages are not counted.
 * Default: the home, a search page and a vehicle page in English and Spanish, on the server
 * at http://localhost:3000 (start it with `npm start`).
 */
import { gzipSync } from "node:zlib";
import { modulesOfPage } from "../app/lib/hydrate-after-paint.server";

const [base = "http://localhost:3000", ...given] = process.argv.slice(2);

async function firstVehiclePath(): Promise<string> {
  const response = await fetch(`${base}/api/___sitemaps___/vehicles?without=1`);
  const { value } = (await response.json()) as { value: Array<{ loc: string }> };
  const path = value[0]?.loc;
  if (!path) throw new Error("the vehicles sitemap is empty");
  return new URL(path, base).pathname;
}

async function firstLoad(path: string): Promise<{ modules: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${base}${path}`)).text();
  const hrefs = modulesOfPage(html);
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { modules: hrefs.length, raw, gzip };
}

const vehicle = await firstVehiclePath();
const paths = given.length
  ? given
  : ["/", "/used-cars-for-sale", vehicle, "/es", "/es/used-cars-for-sale", `/es${vehicle}`];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("page".padEnd(60), "modules", "raw".padStart(10), "gzip".padStart(10));
for (const path of paths) {
  const { modules, raw, gzip } = await firstLoad(path);
  console.log(path.padEnd(60), String(modules).padStart(7), kb(raw).padStart(10), kb(gzip).padStart(10));
}
