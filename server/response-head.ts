import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Runs `hook` just before a response's status line and headers are written, whoever writes
 * them (Express, express.static, React Router's stream, an implicit head on the first write),
 * with the status being sent; the hook may still change the headers. Headers passed to
 * `writeHead` itself are set on the response first, so the hook sees every header.
 */
export function beforeResponseHead(res: ServerResponse, hook: (status: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const last = rest[rest.length - 1];
    if (last !== undefined && typeof last !== "string") {
      rest.pop();
      if (Array.isArray(last)) {
        // A flat [name, value, name, value, ...] list, as Node accepts.
        for (let i = 0; i + 1 < last.length; i += 2) this.appendHeader(String(last[i]), last[i + 1]);
      } else {
        for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
          if (value !== undefined) this.setHeader(name, value);
      }
    }
    hook(status);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
}
