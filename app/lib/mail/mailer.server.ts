import fs from "node:fs";
import path from "node:path";
import nodemailer, { type TransportOptions } from "nodemailer";

/**
 * Sending e-mail (nodemailer): through SMTP when SMTP_URL is set, otherwise as `.eml`
 * files in DATA_DIR/outbox/ that any mail program opens (the demo, and a dealer who has
 * not set up mail yet loses nothing). The SMTP transport keeps a small pool of connections,
 * so a burst of leads goes out over a few reused sessions.
 */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per delivery (`<lead-...@host>`), so a receiving system can spot a repeat. */
  messageId: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  kind: "smtp" | "file";
  send: (mail: OutgoingMail, fileName: string) => Promise<{ messageId: string }>;
  close: () => void;
};

export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 5,
      // Stalls end in an error well within the outbox's lease, so a stuck send is retried, not lost.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } as TransportOptions);
    return {
      kind: "smtp",
      async send(mail) {
        const info = await transport.sendMail(mail);
        return { messageId: info.messageId ?? mail.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail, fileName) {
      const info = await transport.sendMail(mail);
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const target = path.join(options.outboxDir, fileName);
      // Write then rename: a reader never sees half a message, and a retry replaces the file
      // rather than adding a second one.
      const temporary = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, info.message as Buffer);
      fs.renameSync(temporary, target);
      return { messageId: mail.messageId };
    },
    close: () => transport.close(),
  };
}
