import nodemailer from "nodemailer";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries of one job, so a mailbox that got a message twice shows it once. */
  messageId: string;
  headers: Record<string, string>;
};

export type Mailer = {
  send(email: Email): Promise<void>;
  close(): void;
};

// SMTP when SMTP_URL is set (smtp://user:pass@host:port, smtps:// for TLS from the start).
// Timeouts are short so that a mail server that stops answering fails the job (it is retried)
// instead of holding the worker.
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers: email.headers,
      });
    },
    close: () => transport.close(),
  };
}

// Without SMTP (development): one log line per email, with whom and what, instead of sending it.
export function logMailer(log: (line: { to: string; subject: string }, message: string) => void): Mailer {
  return {
    async send(email) {
      log({ to: email.to, subject: email.subject }, "email (SMTP_URL unset, not sent)");
    },
    close() {},
  };
}

export type DevMailer = Mailer & {
  /** The latest emails, newest first, for the development mail inbox (/dev-mail). */
  recent(): readonly { to: string; subject: string; text: string; sentAt: Date }[];
};

// Without SMTP outside production: the log line, and the last 50 emails kept in memory for the
// loopback-only development mail inbox (features/email/dev-mail-routes.ts), as /dev-sms keeps texts,
// so a developer or a journey reads what a trusted contact would have received.
export function devMailer(
  log: (line: { to: string; subject: string }, message: string) => void,
  now: () => Date,
): DevMailer {
  const kept: { to: string; subject: string; text: string; sentAt: Date }[] = [];
  const inner = logMailer(log);
  return {
    async send(email) {
      await inner.send(email);
      kept.unshift({ to: email.to, subject: email.subject, text: email.text, sentAt: now() });
      kept.length = Math.min(kept.length, 50);
    },
    close() {},
    recent: () => kept,
  };
}
