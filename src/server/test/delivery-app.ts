import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import { buildTestApp, standIn, type TestApp } from "./app";
import { type PushService, startPushService } from "./push-service";
import { type Mailbox, startMailbox } from "./smtp";

/**
 * A test file's app whose deliveries land where its tests read them, on loopback: with `mail`, its
 * emails in a mailbox over real SMTP (test/smtp.ts); with `push`, its pushes at a push service that
 * checks and decrypts them (test/push-service.ts). All are started before the file's tests and
 * closed after them; each answer stands in for its service from the start, like testAppForFile's.
 */
export function deliveryAppForFile(overrides: Partial<Config>, opts: { mail?: boolean; push?: boolean }) {
  let t: TestApp | undefined;
  let mailbox: Mailbox | undefined;
  let push: PushService | undefined;
  beforeAll(async () => {
    if (opts.mail) mailbox = await startMailbox();
    t = await buildTestApp({ ...(mailbox ? { smtpUrl: mailbox.url } : {}), ...overrides });
    if (opts.push) push = await startPushService({ vapidPublicKey: t.config.vapid.publicKey });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
    await push?.close();
  });
  return {
    t: standIn("deliveryAppForFile", () => t),
    mailbox: started("the mailbox (mail: true)", () => mailbox),
    push: started("the push service (push: true)", () => push),
  };
}

// A service started by a hook, usable before it is: each use of a field asks `current` for it then.
function started<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const service = current();
      if (!service) throw new Error(`deliveryAppForFile: ${what} exists once beforeAll has run`);
      const value = Reflect.get(service, key);
      return typeof value === "function" ? value.bind(service) : value;
    },
  });
}
