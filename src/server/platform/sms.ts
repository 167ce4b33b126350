// Text messages (ADR 0041), sent the way emails are (platform/mail.ts): a provider configured by
// SMS_URL, or a development stand-in when it is unset.

export type Sms = { to: string; body: string };

export type SmsSender = {
  /** Sends one message; throws when the provider did not take it. */
  send(sms: Sms): Promise<void>;
  /** Whether codes can be sent at all (false: production without SMS_URL). */
  readonly available: boolean;
};

export class SmsSendError extends Error {}

const TIMEOUT_MS = 10_000;

// The provider: an HTTPS endpoint that takes `POST { "to": "+919876543210", "body": "..." }` as
// JSON with `Authorization: Bearer <SMS_TOKEN>` and answers any 2xx when it accepted the message.
// Most SMS gateways (and a small relay in front of any other) speak this. Redirects are not
// followed (the token would travel on), and a provider that does not answer in 10 s fails the send.
export function httpSmsSender(url: string, token: string): SmsSender {
  return {
    available: true,
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: sms.to, body: sms.body }),
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`SMS provider unreachable: ${(error as Error).name}`);
      }
      // The body is read so the connection is released; its words are not logged (they may echo the code).
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) {
        throw new SmsSendError(`SMS provider answered ${response.status}`);
      }
    },
  };
}

export type DevSmsSender = SmsSender & {
  /** The latest messages, newest first, for the development inbox page (/dev-sms). */
  recent(): readonly (Sms & { sentAt: Date })[];
};

const KEPT = 50;

// Without SMS_URL outside production: each message is written to the log and kept in memory for the
// loopback-only development inbox (features/phone/dev-sms-routes.ts), as the development identity
// provider stands in for Google.
export function devSmsSender(
  log: (line: { to: string; body: string }, message: string) => void,
  now: () => Date,
): DevSmsSender {
  const kept: (Sms & { sentAt: Date })[] = [];
  return {
    available: true,
    async send(sms) {
      log({ to: sms.to, body: sms.body }, "SMS (SMS_URL unset, not sent: see /dev-sms)");
      kept.unshift({ ...sms, sentAt: now() });
      kept.length = Math.min(kept.length, KEPT);
    },
    recent: () => kept,
  };
}

// Production without SMS_URL: nothing is sent, and asking for a code says the check is unavailable
// (a code in the log of a real server would let whoever reads it verify any number).
export const noSmsSender: SmsSender = {
  available: false,
  async send() {
    throw new SmsSendError("SMS_URL is unset");
  },
};
