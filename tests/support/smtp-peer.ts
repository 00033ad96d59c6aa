import net from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a loopback port, for tests and the benchmark: it receives what the
 * site sends, parses each message with mailparser, and can be stopped and started again on
 * the same port (the "mail server is down" case) or told to stall (the "process dies while
 * sending" case). Not used by the site itself.
 */
export type ReceivedMail = { raw: string; parsed: ParsedMail; to: string[] };

export type SmtpTestServer = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Resolves with the parsed mails matching `predicate` once there are `count` of them. */
  waitForMail: (
    predicate: (mail: ParsedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ) => Promise<ParsedMail[]>;
  /** While stalled, the server holds its answer to RCPT TO, so a client's send hangs; un-stalling answers. */
  setStalled: (stalled: boolean) => void;
  /** Resolves when a client has reached RCPT TO while stalled. */
  waitForStalledClient: (timeoutMs?: number) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createSmtpTestServer(
  options: { port?: number; parse?: boolean; onMessage?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpTestServer> {
  const port = options.port ?? (await freeLoopbackPort());
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let stalled = false;
  let stalledClientWaiters: Array<() => void> = [];
  let heldAnswers: Array<() => void> = [];
  let server: SMTPServer | undefined;
  const parse = options.parse ?? true;

  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  /** Resolves with `found()` once it is ready, checked on every arriving message. */
  const waitUntil = <T>(found: () => T | undefined, describe: () => string, timeoutMs: number): Promise<T> =>
    new Promise((resolve, reject) => {
      const stopWaiting = () => {
        clearTimeout(timer);
        const index = waiters.indexOf(check);
        if (index >= 0) waiters.splice(index, 1);
      };
      const check = () => {
        const result = found();
        if (result === undefined) return;
        stopWaiting();
        resolve(result);
      };
      const timer = setTimeout(() => {
        stopWaiting();
        reject(new Error(describe()));
      }, timeoutMs);
      waiters.push(check);
      check();
    });

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Stopping must not wait for a stalled client.
      closeTimeout: 500,
      size: 10 * 1024 * 1024,
      onRcptTo(_address, _session, callback) {
        if (!stalled) return callback();
        heldAnswers.push(() => callback());
        for (const waiter of stalledClientWaiters) waiter();
        stalledClientWaiters = [];
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          try {
            const parsed = parse ? await simpleParser(raw) : ({} as ParsedMail);
            const mail = { raw, parsed, to: session.envelope.rcptTo.map((r) => r.address) };
            messages.push(mail);
            options.onMessage?.(mail);
            notify();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });

  const api: SmtpTestServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 20_000) {
      return waitUntil(
        () => (messages.length >= count ? messages.slice() : undefined),
        () => `expected ${count} messages in ${timeoutMs} ms, got ${messages.length}`,
        timeoutMs,
      );
    },
    waitForMail(predicate, count = 1, timeoutMs = 20_000) {
      const matching = () => messages.map((m) => m.parsed).filter(predicate);
      return waitUntil(
        () => {
          const found = matching();
          return found.length >= count ? found : undefined;
        },
        () => `expected ${count} e-mail(s) in ${timeoutMs} ms, got ${matching().length}`,
        timeoutMs,
      );
    },
    setStalled(value) {
      stalled = value;
      if (!value) {
        const answers = heldAnswers;
        heldAnswers = [];
        for (const answer of answers) answer();
      }
    },
    waitForStalledClient(timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no client reached RCPT TO")), timeoutMs);
        stalledClientWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async start() {
      if (server) return;
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      heldAnswers = [];
      const current = server;
      server = undefined;
      if (!current) return;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await api.start();
  return api;
}

/** A header of a parsed mail as text ("" when absent). */
export const mailHeader = (mail: ParsedMail, name: string): string => String(mail.headers.get(name) ?? "");

/** The addresses a parsed mail's To header names. */
export const mailRecipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
    a.value.flatMap((v) => (v.address ? [v.address] : [])),
  );
