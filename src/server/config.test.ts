import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dirs: string[] = [];
const dataDir = () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "meetup-config-")), "data");
  dirs.push(path.dirname(dir));
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: "development",
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      redisUrl: undefined,
      googleClientId: undefined,
      adminEmails: [],
      demoData: true,
      rateLimits: true,
    });
  });

  it("leaves the session keys to the database when SESSION_SECRET is unset, writing no secret file", () => {
    // Since issue 14 the keys are rows every instance shares (src/server/signing-keys.ts).
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBeUndefined();
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
  });

  it("generates the VAPID keys once into DATA_DIR, or takes both from the environment", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).vapid;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe("mailto:no-reply@app.invalid");
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(first);

    const fromEnv = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: "pub",
      VAPID_PRIVATE_KEY: "priv",
      PUBLIC_URL: "https://meetup.example/",
    }).vapid;
    expect(fromEnv).toEqual({ publicKey: "pub", privateKey: "priv", subject: "https://meetup.example" });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: "pub" })).toThrow(ConfigError);
  });

  it("uses SESSION_SECRET when given and writes nothing", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "from-env" }).sessionSecret).toBe("from-env");
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
  });

  it("reads admin emails, flags and the port", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: " A@x.in, b@y.in ,",
      RATE_LIMITS: "off",
      DEMO_DATA: "0",
      PORT: "9000",
    });
    expect(config.adminEmails).toEqual(["a@x.in", "b@y.in"]);
    expect(config.rateLimits).toBe(false);
    expect(config.demoData).toBe(false);
    expect(config.port).toBe(9000);
    // RATE_LIMITS=off really means off, as an env file may write it; a word that is neither stops.
    for (const off of ["off ", " OFF", "false", "0", "No"]) {
      expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: off }).rateLimits, off).toBe(false);
    }
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: " on" }).rateLimits).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: "disabled" })).toThrow(
      /RATE_LIMITS: is on or off/,
    );
  });

  // Issue 25 item 8: a real server started without NODE_ENV.
  it("loads demo data only where the development issuer runs, and takes loopback push services only when told", () => {
    const unset = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com" });
    expect(unset.env).toBe("development");
    expect(unset.demoData).toBe(false);
    expect(unset.pushLoopback).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).pushLoopback).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), PUSH_LOOPBACK: "1" }).pushLoopback).toBe(true);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: "production",
        GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com",
        PUSH_LOOPBACK: "1",
      }),
    ).toThrow(/PUSH_LOOPBACK/);
  });

  it("reads TRUST_PROXY as a hop count or addresses, and stops on anything else", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.2,10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.2",
      "10.1.0.0/16",
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "all" })).toThrow(/number of proxies/);
  });

  it("switches off demo data in production and requires Google there", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" })).toThrow(ConfigError);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com",
    });
    expect(config.demoData).toBe(false);
    expect(config.testClock).toBe(false);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: "production",
        GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com",
        TEST_CLOCK: "1",
      }),
    ).toThrow(/TEST_CLOCK/);
  });

  it("refuses a bad port with a readable message", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(/Invalid configuration: PORT/);
  });

  it("keeps /metrics off both ports unless METRICS_PORT or a long enough METRICS_TOKEN is given", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token: undefined,
    });
    const token = "a-token-of-24-characters";
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        METRICS_PORT: "9464",
        METRICS_HOST: "10.0.0.5",
        METRICS_TOKEN: token,
      }).metrics,
    ).toEqual({ port: 9464, host: "10.0.0.5", token });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: "nine" })).toThrow(/METRICS_PORT/);
  });

  it("reads the SMS provider: India alone by default, a token required with the URL, countries checked", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sms).toEqual({
      url: undefined,
      token: undefined,
      countries: ["IN"],
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        SMS_URL: "https://sms.example.test/send",
        SMS_TOKEN: "t0k",
        SMS_COUNTRIES: "in, ae",
      }).sms,
    ).toEqual({ url: "https://sms.example.test/send", token: "t0k", countries: ["IN", "AE"] });
    expect(() => loadConfig({ DATA_DIR: dir, SMS_URL: "https://sms.example.test/send" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMS_URL: "ftp://sms.example.test", SMS_TOKEN: "t" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMS_COUNTRIES: "India" })).toThrow(ConfigError);
  });
});
