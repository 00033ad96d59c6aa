import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openForm, storedLeads } from "../support/form-client";
import { largestCreditApplication } from "../support/largest-form";
import { rawExchange, rawRequest, requestHead } from "../support/raw-http";
import { type RunningServer, startServer } from "../support/server";

/**
 * What the production server does with requests no browser sends: bodies too large to read,
 * malformed requests, and paths built to turn one of our redirects into a trip to another
 * site. Raw sockets (support/raw-http.ts) send what fetch refuses to.
 */
const SITE = "https://cars.example.com";
const SITE_HOST = "cars.example.com";
/** The server's body limit (server/body-limit.ts): 64 KiB. */
const LIMIT = 64 * 1024;

let server: RunningServer;
beforeAll(async () => {
  // info: the warnings of refused requests are in the output, so the test sees their level.
  server = await startServer({ env: { SITE_URL: SITE, LOG_LEVEL: "info" } });
});
afterAll(async () => {
  await server?.stop();
});

const head = (line: string, headers: Array<[string, string]> = []) =>
  requestHead(line, [["Host", SITE_HOST], ...headers, ["Connection", "close"]]);

/**
 * A POST as a browser on this machine sends it to the server's own address (its Origin the
 * same), so React Router's origin check lets it through to the body on any version of the server.
 */
const postHead = (path: string, headers: Array<[string, string]>, close = true) =>
  requestHead(`POST ${path} HTTP/1.1`, [
    ["Host", `127.0.0.1:${server.port}`],
    ["Origin", server.url],
    ...headers,
    ...(close ? ([["Connection", "close"]] as Array<[string, string]>) : []),
  ]);

/** Every route that takes a body: the lead forms, the JSON APIs, and a path that is no page. */
const POST_ROUTES = [
  "/contact-us",
  "/auto-financing/full-credit-application",
  "/auto-financing/apply-for-financing",
  "/service/schedule",
  "/our-company/careers",
  "/api/email/send",
  "/api/customer/phoneValidation",
  "/api/track/facebook",
  "/no-such-page",
];

/** The process's resident memory (Linux), in MB. */
async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Sends `megabytes` of form data after a head that declares them: the head first, then, once
 * the server has answered or a second has passed, the body as fast as the server takes it.
 * Resolves with the status the server answered (0: none) once the connection is over.
 */
async function postHugeBody(path: string, megabytes: number): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    let answer = "";
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(
        postHead(path, [
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Content-Length", String(megabytes * chunk.length + 8)],
        ]),
      );
      socket.write("message=");
      const pump = () => {
        while (sent < megabytes && !socket.destroyed) {
          sent += 1;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
      };
      // Waiting for an answer first keeps it from being lost to the reset a connection closed
      // while the body is still coming gets.
      const start = setTimeout(pump, 1_000);
      socket.once("data", () => {
        clearTimeout(start);
        pump();
      });
    });
    const done = () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), sentMb: sent });
    socket.on("data", (d) => {
      answer += d;
    });
    socket.on("close", done);
    socket.on("error", () => socket.destroy());
    setTimeout(() => socket.destroy(), 60_000);
  });
}

describe("request bodies", () => {
  it("refuses a body declared over 64 KB with 413 before reading it, on every route that takes one", async () => {
    for (const path of POST_ROUTES) {
      // 100 MB declared, not one byte of it sent: only a server that does not wait for it answers.
      const answer = await rawRequest(
        server.port,
        postHead(path, [
          [
            "Content-Type",
            path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
          ],
          ["Content-Length", String(100 * 1024 * 1024)],
        ]),
        { timeoutMs: 3_000 },
      );
      expect(answer.status, path).toBe(413);
      expect(answer.headers.connection, path).toBe("close");
      if (path.startsWith("/api/")) expect(JSON.parse(answer.body), path).toMatchObject({ success: false });
      else expect(answer.body, path).toContain("too large");
    }
  });

  it("answers a body a little over the limit with 413 and reads the rest into nothing: the connection stays good", async () => {
    const body = `message=${"a".repeat(70_000)}`;
    const [refused, next] = await rawExchange(
      server.port,
      [
        postHead(
          "/contact-us",
          [
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", String(body.length)],
          ],
          false,
        ),
        body,
        requestHead("GET /healthz HTTP/1.1", [["Host", SITE_HOST]]),
      ],
      { responses: 2 },
    );
    expect(refused!.status).toBe(413);
    expect(refused!.body).toContain("too large");
    expect(next!.status).toBe(200);
  });

  it("caps a chunked body while reading it: 413 once it passes 64 KB", async () => {
    const chunk = `4000\r\n${"a".repeat(0x4000)}\r\n`;
    for (const path of ["/contact-us", "/api/track/facebook"]) {
      const type = path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded";
      const [refused, next] = await rawExchange(
        server.port,
        [
          postHead(
            path,
            [
              ["Content-Type", type],
              ["Transfer-Encoding", "chunked"],
            ],
            false,
          ),
          `${chunk.repeat(64)}0\r\n\r\n`,
          requestHead("GET /healthz HTTP/1.1", [["Host", SITE_HOST]]),
        ],
        { responses: 2 },
      );
      expect(refused!.status, path).toBe(413);
      expect(next!.status, path).toBe(200);
    }
    // Just under the limit, chunked, is read: the form answers for itself (400, not a form it knows).
    const under = "a".repeat(LIMIT - 100);
    const small = await rawRequest(
      server.port,
      postHead("/contact-us", [
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Transfer-Encoding", "chunked"],
      ]),
      { body: `${under.length.toString(16)}\r\n${under}\r\n0\r\n\r\n` },
    );
    expect(small.status).toBe(400);
  });

  it("keeps its memory when sent 100 MB", { timeout: 90_000 }, async () => {
    const pid = server.process.pid!;
    const before = await residentMb(pid);
    const answer = await postHugeBody("/contact-us", 100);
    const after = await residentMb(pid);
    expect(after - before).toBeLessThan(40);
    expect(answer.status).toBe(413);
  });

  it("takes the largest legitimate form: the credit application with a co-borrower at every field's limit", async () => {
    const path = "/auto-financing/full-credit-application";
    const page = await openForm(server, path);
    const fields = largestCreditApplication("中", page.token);
    const body = new URLSearchParams(fields).toString();
    expect(body.length).toBeGreaterThan(40_000);
    expect(body.length).toBeLessThan(LIMIT);
    await new Promise((r) => setTimeout(r, 2_200));
    const before = storedLeads(server, "FULL_CREDIT_APP").length;
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        cookie: page.cookie,
      },
      redirect: "manual",
    });
    expect([200, 303]).toContain(response.status);
    expect(storedLeads(server, "FULL_CREDIT_APP").length).toBe(before + 1);
  });
});

/** The server's log lines at error level or above (pino: 50 error, 60 fatal). */
const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)\d/.test(line));

describe("malformed requests", () => {
  it.each([
    [
      "TRACE",
      requestHead("TRACE / HTTP/1.1", [
        ["Host", SITE_HOST],
        ["Connection", "close"],
      ]),
      [405],
    ],
    ["PROPFIND (a method the site does not know)", head("PROPFIND / HTTP/1.1"), [501]],
    ["PUT to a form page", head("PUT /contact-us HTTP/1.1", [["Content-Length", "0"]]), [405]],
    ["HTTP/1.1 without Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", [400]],
    ["an empty Host", "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n", [400]],
    ["Host: bad host", "GET / HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n", [400]],
    [
      "a Host with a port out of range",
      "GET / HTTP/1.1\r\nHost: cars.example.com:99999\r\nConnection: close\r\n\r\n",
      [400],
    ],
    [
      "a Host with credentials",
      "GET / HTTP/1.1\r\nHost: user@evil.example\r\nConnection: close\r\n\r\n",
      [400],
    ],
    ["an absolute URL to another host", head("GET http://evil.example/ HTTP/1.1"), [400]],
    ["a raw backslash in the path", head("GET /\\evil.example/x HTTP/1.1"), [400]],
  ])("answers %s with 400, 405 or 501 and no error in the log", async (_name, request, statuses) => {
    const errorsBefore = errorLines().length;
    const answer = await rawRequest(server.port, request);
    expect(statuses).toContain(answer.status);
    if (answer.status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST");
    // The log is written asynchronously: give it a moment before reading it.
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  it("serves an HTTP/1.0 request without Host as the site (old health checkers send those)", async () => {
    const answer = await rawRequest(server.port, "GET /contact-us HTTP/1.0\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<link rel="canonical" href="${SITE}/contact-us"/>`);
    expect(errorLines()).toEqual([]);
  });
});

describe("redirects", () => {
  /** Paths made to look like another host to a browser, each ending in ways that trigger a redirect. */
  const OTHER_HOST = [
    "/\\evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "///evil.example",
  ];
  const ENDINGS = ["", "/", "/x", "/../brand", "/%2e%2e/brand", "/..%2Fbrand", "/../assets"];
  /** Our own redirects (trailing slash, directory, legacy URLs, year prefix, aliases), with hostile tails. */
  const OWN_REDIRECTS = [
    "/brand",
    "/assets",
    "/used-cars-for-sale/",
    "/used-cars-for-sale/SUVs/",
    "/2019-honda-civic//evil.example",
    "/2019/\\evil.example",
    "/special-offers/sales?next=//evil.example",
    "/search-vehicles/used-inventory/make/Honda/x//evil.example",
    "/used-vehicle/2019-honda-civic-1HGCV1F3XKA000000//evil.example",
    "/staff-reviews/x?next=/\\evil.example",
  ];

  it("never sends a browser to another host", async () => {
    const paths = [...OTHER_HOST.flatMap((p) => ENDINGS.map((e) => `${p}${e}`)), ...OWN_REDIRECTS];
    const offSite: string[] = [];
    for (const path of paths) {
      const answer = await rawRequest(server.port, head(`GET ${path} HTTP/1.1`));
      expect(answer.status, path).toBeGreaterThanOrEqual(200);
      expect(answer.status, path).toBeLessThan(500);
      const location = answer.headers.location;
      if (location !== undefined && new URL(location, SITE).host !== SITE_HOST)
        offSite.push(`${path} -> ${location}`);
    }
    expect(offSite).toEqual([]);
  });

  it("keeps its own redirects working", async () => {
    const year = await rawRequest(server.port, head("GET /2019-honda-civic?utm_source=x HTTP/1.1"));
    expect(year.status).toBe(301);
    expect(new URL(year.headers.location!, SITE).pathname).toBe("/auto-financing");
    const slash = await rawRequest(server.port, head("GET /used-cars-for-sale/ HTTP/1.1"));
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/used-cars-for-sale");
  });
});
