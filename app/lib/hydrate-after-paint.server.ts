import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The page's text and pictures first, its JavaScript right after (docs/decisions.md, "Content
 * first, scripts after the first paint").
 *
 * React Router writes a `<link rel="modulepreload">` in the head for every module of the page
 * (18-21 files, 160 KB gzip and more) and ends the body with one `<script type="module" async>`
 * that imports them and starts the app. On a phone's connection the preloads share the line
 * with the stylesheet and the first pictures, and the browser may run the scripts (a long task)
 * before it first paints: the visitor waits for JavaScript to see a page that needs none to be
 * read. This rewrites the page as it streams:
 * - the module preloads leave the head;
 * - the module script becomes a small classic script that, once the page has painted (the next
 *   animation frame, then a task), adds the same preloads, all at once, and the same module
 *   script. A hidden tab (opened in the background) paints nothing and runs no animation frame:
 *   there they go in at once.
 * Links and forms work before that (the site is built to work without JavaScript), and the
 * pieces that answer a press before hydration (load-on-use.tsx) install their listeners when
 * their module runs, as before.
 *
 * The nonce is read from the classic script itself (`document.currentScript.nonce`), so the page
 * carries one nonce fewer per preload (the origin cache replaces each occurrence per hit).
 */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** Text safe inside an inline script: JSON keeps it, and \u003c keeps "</script" inert. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

export function deferredModuleScript(nonce: string, body: string, preloads: string[]): string {
  return (
    `<script nonce="${nonce}">(function(){var c=document.currentScript,h=${inlineJson(preloads)},` +
    `s=document.createElement("script");s.type="module";s.nonce=c.nonce;s.textContent=${inlineJson(body)};` +
    'function go(){h.forEach(function(href){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=href;document.head.appendChild(l)});document.body.appendChild(s)}' +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>'
  );
}

/** Where the text passed on may end: before a script not yet closed, or a tag not yet whole. */
function safeEnd(text: string): number {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && text.indexOf("</script>", script) < 0) return script;
  const tag = text.lastIndexOf("<");
  return tag >= 0 && text.indexOf(">", tag) < 0 ? tag : text.length;
}

/** Passes a page through with its module preloads and module script deferred (see above). */
export function hydrateAfterPaint(): Transform {
  const preloads: string[] = [];
  let pending = "";
  let done = false;
  // A chunk may end inside a character of several bytes: decoded across chunks.
  const decoder = new StringDecoder("utf8");
  const withoutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD, (_tag, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return "";
    });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const match = MODULE_SCRIPT.exec(pending);
      if (match) {
        done = true;
        const before = withoutPreloads(pending.slice(0, match.index));
        const after = pending.slice(match.index + match[0].length);
        pending = "";
        return callback(null, before + deferredModuleScript(match[1]!, match[2]!, preloads) + after);
      }
      const end = safeEnd(pending);
      const out = withoutPreloads(pending.slice(0, end));
      pending = pending.slice(end);
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      // A page without the module script (an error page cut short): as it came.
      callback(null, pending + decoder.end());
    },
  });
}

/**
 * The modules a page's HTML has the browser load for its first load: the deferred preloads
 * (above), or React Router's preload links where a page still has them. For the first-load
 * budget (scripts/first-load-js.ts) and its test.
 */
export function modulesOfPage(html: string): string[] {
  const deferred = /document\.currentScript,h=(\[[^\]]*\])/.exec(html)?.[1];
  const listed = deferred
    ? (JSON.parse(deferred) as string[])
    : [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return [...new Set(listed)];
}
