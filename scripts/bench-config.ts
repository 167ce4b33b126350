// The app's configuration for `npm run bench`, shared by the instance under load (bench.ts) and the
// freshly started one (bench-fresh-instance.ts), so both run as the same production build would.
import webpush from "web-push";
import type { Config } from "../src/server/config";
import { DEFAULT_APP_NAME } from "../src/shared/app-name";

export function benchConfig(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  sms: { url: string; token: string };
  vapid?: Config["vapid"];
}): Config {
  return {
    env: "production",
    port: 0,
    host: "127.0.0.1",
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    redisUrl: undefined,
    publicUrl: undefined,
    googleClientId: undefined,
    adminEmails: [],
    sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
    demoData: false,
    rateLimits: false,
    // One hop, as behind a balancer: the SMS measurement's members each come from their own address
    // (X-Forwarded-For); the other measurements send none and are seen at the socket's.
    trustProxy: 1,
    devIdpPublic: false,
    // The push measurement's push service listens on loopback (bench-web-push.ts).
    pushLoopback: true,
    shutdownDelayMs: 0,
    logLevel: "silent",
    requestTimeoutMs: 60_000,
    imageCacheBytes: 64 * 1024 * 1024,
    webDir: undefined,
    smtpUrl: undefined,
    appName: DEFAULT_APP_NAME,
    mailFrom: `${DEFAULT_APP_NAME} <no-reply@app.invalid>`,
    sms: { url: opts.sms.url, token: opts.sms.token, countries: ["IN"] },
    // The bench measures requests; emails would only be log lines.
    jobsWorker: false,
    // The join -> push latency is measured whatever the hour: no member is in quiet hours.
    defaultQuietHours: false,
    testClock: false,
    vapid: opts.vapid ?? { ...webpush.generateVAPIDKeys(), subject: "mailto:no-reply@app.invalid" },
    metrics: { port: undefined, host: "127.0.0.1", token: undefined },
  };
}
