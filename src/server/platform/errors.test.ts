import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/app";

const t = testAppForFile();

describe("error envelope and headers", () => {
  it("answers an unknown /api route with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({
      success: false,
      message: "There is no such API endpoint.",
      code: "routeNotFound",
    });
  });

  it("sends security headers with a strict content security policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/location");
  });
});

describe("request limits and contracts", () => {
  it("answers a JSON body over 1 MB with 413 and a sentence", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ firebaseToken: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: "The request is too large.",
      code: "bodyTooLarge",
    });
  });

  it("answers malformed JSON with 400 and a sentence", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
