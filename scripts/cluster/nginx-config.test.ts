import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NGINX_PATH, nginxInstalled, selfSignedCertificate } from "./nginx";
import { nginxConfig } from "./nginx-config";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-nginx-config-"));
  dirs.push(dir);
  for (const sub of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  return dir;
}

const base = { listen: { host: "127.0.0.1", port: 8443 }, upstreams: [{ host: "127.0.0.1", port: 8080 }] };

describe("the front's nginx configuration", () => {
  it("speaks plain HTTP/1.1 without a certificate, as the cluster tests use it", () => {
    const conf = nginxConfig({ ...base, dir: "/tmp/x" });
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8443;$/m);
    expect(conf).not.toContain("ssl_certificate");
  });

  it("speaks TLS and HTTP/2 with one, as members reach the app (ADR 0067)", () => {
    const conf = nginxConfig({ ...base, dir: "/tmp/x", tls: { certificate: "/c.pem", key: "/k.pem" } });
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8443 ssl http2;$/m);
    expect(conf).toMatch(/^\s*ssl_certificate \/c\.pem;$/m);
    expect(conf).toMatch(/^\s*ssl_certificate_key \/k\.pem;$/m);
  });

  it.runIf(nginxInstalled())("is accepted by Debian's nginx with a self-signed certificate", () => {
    const dir = scratch();
    const tls = selfSignedCertificate(dir);
    expect(tls).toBeDefined();
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(conf, nginxConfig({ ...base, dir, ...(tls ? { tls } : {}) }));
    const check = spawnSync(NGINX_PATH, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log"), "-t"], {
      encoding: "utf8",
    });
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  });
});
