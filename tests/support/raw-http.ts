import net from "node:net";

/**
 * HTTP/1.1 on a bare socket, for what fetch will not send: a TRACE, a missing or broken Host,
 * a raw backslash in the path, a body declared larger than what is sent, requests pipelined
 * on one connection. What is given is written as is; the answers are parsed from what the
 * server sends until it has sent `responses` complete ones, closes the connection, or
 * `timeoutMs` passes (a response that never came has status 0).
 */
export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection (rather than answering and keeping it open). */
  closed: boolean;
};

export async function rawExchange(
  port: number,
  data: Array<string | Buffer>,
  options: { responses?: number; timeoutMs?: number } = {},
): Promise<RawResponse[]> {
  const wanted = options.responses ?? 1;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect(port, "127.0.0.1", () => {
      for (const part of data) socket.write(part);
    });
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answers = parseResponses(Buffer.concat(chunks).toString("latin1")).map((r) => ({ ...r, closed }));
      while (answers.length < wanted) answers.push({ status: 0, headers: {}, body: "", closed });
      resolve(answers);
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 5_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (parseResponses(Buffer.concat(chunks).toString("latin1"), true).length >= wanted) finish(false);
    });
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    // A reset after the answer (the server would not read the rest) still leaves the answer.
    socket.on("error", () => finish(true));
  });
}

/** One request (head, and a body when given) and its answer. */
export async function rawRequest(
  port: number,
  head: string,
  options: { body?: string | Buffer; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const data = options.body === undefined ? [head] : [head, options.body];
  const [answer] = await rawExchange(port, data, { timeoutMs: options.timeoutMs });
  return answer!;
}

/** The responses in `text`; with `completeOnly`, only those whose body has fully arrived. */
function parseResponses(text: string, completeOnly = false): Array<Omit<RawResponse, "closed">> {
  const answers: Array<Omit<RawResponse, "closed">> = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return answers;
    const [statusLine, ...lines] = rest.slice(0, end).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? 0);
    const after = rest.slice(end + 4);
    const body = /chunked/i.test(headers["transfer-encoding"] ?? "")
      ? unchunk(after)
      : headers["content-length"] !== undefined
        ? { body: after.slice(0, Number(headers["content-length"])), used: Number(headers["content-length"]) }
        : { body: after, used: completeOnly ? Number.POSITIVE_INFINITY : after.length };
    if (body.used > after.length) {
      // Not all of it yet: a partial answer counts only when the caller takes what there is.
      if (!completeOnly) answers.push({ status, headers, body: body.body });
      return answers;
    }
    answers.push({ status, headers, body: body.body });
    rest = after.slice(body.used);
  }
}

/** A chunked body and how many characters of the input it took (infinite until its last chunk). */
function unchunk(text: string): { body: string; used: number } {
  let body = "";
  let at = 0;
  for (;;) {
    const lineEnd = text.indexOf("\r\n", at);
    if (lineEnd < 0) return { body, used: Number.POSITIVE_INFINITY };
    const size = Number.parseInt(text.slice(at, lineEnd), 16);
    if (size === 0) return { body, used: text.indexOf("\r\n\r\n", at) < 0 ? Infinity : lineEnd + 4 };
    if (!(size > 0) || lineEnd + 2 + size + 2 > text.length) return { body, used: Number.POSITIVE_INFINITY };
    body += text.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** A request head: the request line, then the headers in order, then the blank line. */
export function requestHead(requestLine: string, headers: Array<[string, string]> = []): string {
  return `${requestLine}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
}
