import path from "node:path";
import Database from "better-sqlite3";
import type { RunningServer } from "./server";

/**
 * A browser without JavaScript, for the lead forms' integration tests: it opens a form page
 * keeping the cookies the site sets, posts the form's fields urlencoded as a plain HTML form
 * does (after the form guard's minimum fill time), follows a 303 to its page, and reads
 * from the HTML what the visitor sees: a field's error, the value a field shows.
 */

type Site = Pick<RunningServer, "url">;

/** The form guard's minimum fill time (LEAD_FORM_MIN_FILL_MS default), plus a margin. */
export const MIN_FILL_MS = 2_000 + 150;

export type FormPage = { token: string; cookie: string; renderedAt: number; html: string; status: number };

export type Fields = Record<string, string | string[]>;

/** A cookie jar in a Cookie header: `setCookies` added or replaced, `Max-Age=0` ones removed. */
export function mergeCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(
    cookie
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf("=")), c] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0]!.trim();
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** GETs a page as the visitor with `cookie`, noting the form's token and when it was rendered. */
export async function openForm(site: Site, pagePath: string, cookie = ""): Promise<FormPage> {
  const response = await fetch(`${site.url}${pagePath}`, { headers: { cookie } });
  const html = await response.text();
  const token = /name="leadFormToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return {
    token,
    cookie: mergeCookies(cookie, response.headers.getSetCookie()),
    renderedAt: Date.now(),
    html,
    status: response.status,
  };
}

/**
 * Posts `fields` (with the page's token unless they carry one) from the site's own origin,
 * waiting first until the form guard's minimum fill time has passed since `page` was opened
 * (`waitFill: false` posts at once, like a bot). `origin: null` sends no Origin header.
 */
export async function postForm(
  site: Site,
  pagePath: string,
  page: FormPage,
  fields: Fields,
  options: { origin?: string | null; waitFill?: boolean; cookie?: string } = {},
): Promise<{ response: Response; html: string }> {
  if (options.waitFill !== false) {
    const wait = page.renderedAt + MIN_FILL_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const body = new URLSearchParams();
  if (!("leadFormToken" in fields)) body.append("leadFormToken", page.token);
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    cookie: options.cookie ?? page.cookie,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? site.url;
  const response = await fetch(`${site.url}${pagePath}`, {
    method: "POST",
    body,
    headers,
    redirect: "manual",
  });
  return { response, html: await response.text() };
}

/** Follows a redirect answer as a browser does: a GET of its Location with the cookies it set. */
export async function followRedirect(site: Site, response: Response, cookie: string): Promise<FormPage> {
  const location = response.headers.get("location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  const target = new URL(location, site.url);
  return openForm(
    site,
    `${target.pathname}${target.search}`,
    mergeCookies(cookie, response.headers.getSetCookie()),
  );
}

/** Text of the element with this id (a field's error). */
export function errorText(html: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<p id="${escaped}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
}

/** Decodes the entities React escapes text and attributes with. */
export function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The phone inputs of a page (`type="tel"`) and whether each is described by (its
 * aria-describedby points at) an element saying `sentence`: name -> true or false.
 */
export function phoneInputsDescribedBy(html: string, sentence: string): Record<string, boolean> {
  const textOfId = (id: string) => {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const element = new RegExp(`<(\\w+)[^>]*\\sid="${escaped}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2];
    return element === undefined ? "" : decode(element.replace(/<[^>]+>/g, ""));
  };
  const phones: Record<string, boolean> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="tel"[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1] ?? "";
    const ids = (/\saria-describedby="([^"]*)"/.exec(input)?.[1] ?? "").split(/\s+/).filter(Boolean);
    phones[decode(name)] = ids.some((id) => textOfId(id).includes(sentence));
  }
  return phones;
}

/** The value a text input, textarea or select shows for `name`, or the radio of `name` checked. */
export function shownValue(html: string, name: string): string | undefined {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const input = new RegExp(`<input[^>]*name="${n}"[^>]*>`).exec(html)?.[0];
  // A radio group (day chips, stores): the value of the one checked, if any.
  if (input && /\stype="radio"/.test(input)) {
    const checked = [...html.matchAll(new RegExp(`<input[^>]*name="${n}"[^>]*>`, "g"))]
      .map(([radio]) => radio)
      .find((radio) => /\schecked=""/.test(radio));
    const value = checked && /\svalue="([^"]*)"/.exec(checked)?.[1];
    return value ? decode(value) : undefined;
  }
  if (input) {
    const value = /\svalue="([^"]*)"/.exec(input)?.[1];
    return value === undefined ? undefined : decode(value);
  }
  const textarea = new RegExp(`<textarea[^>]*name="${n}"[^>]*>([^<]*)</textarea>`).exec(html);
  if (textarea) return decode(textarea[1]!);
  const select = new RegExp(`<select[^>]*name="${n}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  if (select) return /<option value="([^"]*)" selected=""/.exec(select)?.[1] ?? "";
  return undefined;
}

/**
 * Posts what no form sends to a form page: JSON, garbage, a file, a huge value, impossible
 * field shapes, a forged list intent. Returns each answer's status (all should be 400).
 */
export async function junkPostStatuses(site: Site, formPath: string): Promise<number[]> {
  const page = await openForm(site, formPath);
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${formPath}`, { method: "POST", body, headers: { Origin: site.url, ...headers } });
  const statuses: number[] = [];
  statuses.push(
    (await post(JSON.stringify({ firstName: "x" }), { "Content-Type": "application/json" })).status,
  );
  statuses.push((await post("%%%garbage", { "Content-Type": "application/x-www-form-urlencoded" })).status);
  const multipart = new FormData();
  multipart.append("firstName", new Blob(["x".repeat(1000)]), "cv.pdf");
  statuses.push((await post(multipart)).status);
  // A value far beyond any field's limit, within the server's 64 KiB body limit (a larger
  // body is refused with 413 before it is read: server-hardening.test.ts).
  statuses.push(
    (await post(new URLSearchParams({ leadFormToken: page.token, message: "x".repeat(60_000) }))).status,
  );
  statuses.push(
    (
      await post(
        new URLSearchParams({
          leadFormToken: page.token,
          "firstName[0].x": "a",
          "residences[99999].city": "b",
        }),
      )
    ).status,
  );
  statuses.push(
    (await post(new URLSearchParams({ leadFormToken: page.token, __intent__: "{not json" }))).status,
  );
  statuses.push(
    (
      await post(
        new URLSearchParams({ leadFormToken: page.token, "firstName.a.b": "1", inquiry: "<script>" }),
      )
    ).status,
  );
  return statuses;
}

/** The leads of `kind` the server stored in its SQLite database, oldest first. */
export function storedLeads(
  site: Pick<RunningServer, "dataDir">,
  kind: string,
): Array<{ id: string; payload: string; ssn_ciphertext: string | null }> {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare("select * from leads where kind = ? order by created_at").all(kind) as never;
  } finally {
    db.close();
  }
}

/** A short random tag, so a test finds its own lead among the others. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** A fictional visitor's contact fields, as the forms name them. */
export const person = (lastName: string) => ({
  firstName: "Ann",
  lastName,
  email: `ann.${lastName.toLowerCase()}@example.com`,
  phone: "(309) 555-0123",
});
