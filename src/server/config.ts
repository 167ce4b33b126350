import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";
import { appNameFrom } from "../shared/app-name";
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from "./platform/trust-proxy";

const FLAG_ON = ["1", "true", "on", "yes"];
const FLAG_OFF = ["0", "false", "off", "no"];
// On or off, whatever the case or the spaces around it ("RATE_LIMITS=off " in an env file is off).
// Anything else stops the start: a misspelt "off" once left rate limits on.
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").trim().toLowerCase();
      if (v === "") return fallback;
      if (FLAG_ON.includes(v)) return true;
      if (FLAG_OFF.includes(v)) return false;
      ctx.addIssue({ code: "custom", message: "is on or off (also true/false, 1/0, yes/no)" });
      return z.NEVER;
    });

const emptyToUndefined = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: emptyToUndefined,
  REDIS_URL: emptyToUndefined,
  // Where the built web app is served from (default dist/web); lets several builds run side by side.
  WEB_DIR: emptyToUndefined,
  PUBLIC_URL: emptyToUndefined,
  GOOGLE_CLIENT_ID: emptyToUndefined,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_SECRET: emptyToUndefined,
  DEMO_DATA: flag(true),
  RATE_LIMITS: flag(true),
  TRUST_PROXY: z.string().optional(),
  DEV_IDP_PUBLIC: flag(false),
  PUSH_LOOPBACK: flag(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  SMTP_URL: emptyToUndefined,
  APP_NAME: emptyToUndefined,
  MAIL_FROM: emptyToUndefined,
  SMS_URL: emptyToUndefined,
  SMS_TOKEN: emptyToUndefined,
  SMS_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      (v?.trim() ? v : "IN")
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  JOBS_WORKER: flag(true),
  DEFAULT_QUIET_HOURS: flag(true),
  TEST_CLOCK: flag(false),
  VAPID_PUBLIC_KEY: emptyToUndefined,
  VAPID_PRIVATE_KEY: emptyToUndefined,
  VAPID_SUBJECT: emptyToUndefined,
  METRICS_PORT: emptyToUndefined.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: emptyToUndefined,
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  googleClientId: string | undefined;
  adminEmails: string[];
  // Signs sessions and unsubscribe links when given; unset, the keys live in the database (issue 14).
  sessionSecret: string | undefined;
  demoData: boolean;
  rateLimits: boolean;
  // Which proxies' X-Forwarded-For is believed: none, a hop count, or their addresses.
  trustProxy: TrustProxy;
  // The development issuer answers requests from other machines too (never in production).
  devIdpPublic: boolean;
  // Push subscriptions may point at this machine's loopback over http (the tests' push service).
  pushLoopback: boolean;
  logLevel: string;
  // How long a client may take to send a whole request (headers: at most 10 s of it).
  requestTimeoutMs: number;
  // On SIGTERM, how long /api/ready fails before the listener closes (graceful-shutdown.ts).
  shutdownDelayMs: number;
  // Memory each process keeps of recently served images (0 reads every one from the database).
  imageCacheBytes: number;
  // Where the built web app lives; absent in API-only tests.
  webDir: string | undefined;
  // Where emails go; unset writes each email to the log instead (development).
  smtpUrl: string | undefined;
  /** The app's name in emails, pushes, share cards and calendar files (APP_NAME). */
  appName: string;
  mailFrom: string;
  // Where SMS go (ADR 0041): an HTTP endpoint taking a JSON POST { to, body } with a bearer token.
  // Unset: the development stand-in (the log and /dev-sms), or, in production, no codes at all.
  sms: SmsConfig;
  // Runs the job queue's worker in this process (tests drive the queue by hand instead).
  jobsWorker: boolean;
  // Quiet hours (22:00-08:00 India time) for members who never saved preferences; tests and the
  // e2e server turn it off so their deliveries do not wait for the morning when run at night.
  defaultQuietHours: boolean;
  // An admin may run the job worker's clock ahead (PUT /api/admin/test-clock); test servers only.
  testClock: boolean;
  // The server's identity towards push services (VAPID, RFC 8292): keys from the environment, or
  // generated once into DATA_DIR; the subject is how a push service reaches the operator.
  vapid: VapidConfig;
  // Where Prometheus reads /metrics (ADR 0019): a port of its own when `port` is set (bound to
  // `host`), and the main port for requests bearing `token` when that is set; nowhere else.
  metrics: MetricsConfig;
};

export type SmsConfig = {
  url: string | undefined;
  token: string | undefined;
  // The countries (ISO 3166 codes) whose numbers may receive a code; India alone unless configured.
  countries: string[];
};

export type MetricsConfig = { port: number | undefined; host: string; token: string | undefined };

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

/** The sender when MAIL_FROM is unset: the app's name on an address that reaches no one. */
export const defaultMailFrom = (appName: string) => `${appName} <no-reply@app.invalid>`;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.TEST_CLOCK) {
    // An admin could run the job clock ahead: reminders and held notifications would leave early.
    throw new ConfigError("TEST_CLOCK is for test servers; it is refused when NODE_ENV=production.");
  }
  if (e.NODE_ENV === "production" && !e.GOOGLE_CLIENT_ID) {
    // The development identity provider signs anyone in; it must never serve production.
    throw new ConfigError("GOOGLE_CLIENT_ID is required when NODE_ENV=production.");
  }
  if (e.NODE_ENV === "production" && e.PUSH_LOOPBACK) {
    throw new ConfigError("PUSH_LOOPBACK is for tests: it cannot be set when NODE_ENV=production.");
  }
  const sms = smsConfig(e);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === undefined) throw new ConfigError(TRUST_PROXY_HELP);
  const dataDir = path.resolve(e.DATA_DIR);
  const appName = appNameFrom(e.APP_NAME);
  const mailFrom = e.MAIL_FROM ?? defaultMailFrom(appName);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    googleClientId: e.GOOGLE_CLIENT_ID,
    adminEmails: e.ADMIN_EMAILS,
    sessionSecret: e.SESSION_SECRET,
    // Demo members sign in through the development issuer: where it is off (Google), a real
    // database never gets them, whatever NODE_ENV says.
    demoData: e.DEMO_DATA && !e.GOOGLE_CLIENT_ID && e.NODE_ENV !== "production",
    rateLimits: e.RATE_LIMITS,
    trustProxy,
    devIdpPublic: e.DEV_IDP_PUBLIC,
    pushLoopback: e.PUSH_LOOPBACK,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Behind a balancer in production it must notice the failing readiness check first; a developer's
    // Ctrl-C should not wait.
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === "production" ? 5000 : 0),
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
    webDir: path.resolve(e.WEB_DIR ?? "dist/web"),
    smtpUrl: e.SMTP_URL,
    appName,
    mailFrom,
    sms,
    jobsWorker: e.JOBS_WORKER,
    defaultQuietHours: e.DEFAULT_QUIET_HOURS,
    testClock: e.TEST_CLOCK,
    vapid: vapidConfig(e, dataDir, mailFrom),
    metrics: metricsConfig(e),
  };
}

// The SMS provider's address and token come together; the countries are two-letter codes.
function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  if (e.SMS_URL) {
    let url: URL;
    try {
      url = new URL(e.SMS_URL);
    } catch {
      throw new ConfigError("SMS_URL must be an http(s) URL.");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new ConfigError("SMS_URL must be an http(s) URL.");
    if (!e.SMS_TOKEN) throw new ConfigError("SMS_TOKEN is required when SMS_URL is set.");
  }
  if (e.SMS_COUNTRIES.some((c) => !/^[A-Z]{2}$/.test(c))) {
    throw new ConfigError("SMS_COUNTRIES is a comma-separated list of two-letter country codes (IN,AE).");
  }
  return { url: e.SMS_URL, token: e.SMS_TOKEN, countries: e.SMS_COUNTRIES };
}

// A token anyone could guess would open the metrics (which name routes and load) to the internet.
const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsConfig(e: z.output<typeof envSchema>): MetricsConfig {
  if (e.METRICS_TOKEN !== undefined && e.METRICS_TOKEN.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long.`);
  }
  return { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN };
}

// Both keys from the environment (several instances must share them, as they share
// SESSION_SECRET), or a pair generated once and kept in DATA_DIR: a new pair would orphan every
// browser's subscription, since each was made for the public key of its day.
function vapidConfig(e: z.output<typeof envSchema>, dataDir: string, mailFrom: string): VapidConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all.");
  }
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : persistedVapidKeys(dataDir);
  // A push service wants an https: or mailto: contact: the site when it is https, else the sender.
  const site = e.PUBLIC_URL?.startsWith("https://") ? e.PUBLIC_URL.replace(/\/+$/, "") : undefined;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return { ...keys, subject: e.VAPID_SUBJECT ?? site ?? `mailto:${address}` };
}

function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
  return keys;
}
