import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";

const t = testAppForFile();

// 28 states and 8 union territories since 2020.
const SOME_STATES_AND_UTS = [
  "Andhra Pradesh",
  "Karnataka",
  "Kerala",
  "Maharashtra",
  "Tamil Nadu",
  "Uttar Pradesh",
  "West Bengal",
  "Delhi",
  "Ladakh",
  "Jammu and Kashmir",
  "Puducherry",
  "Lakshadweep",
  "Chandigarh",
  "Andaman and Nicobar Islands",
  "Dadra and Nagar Haveli and Daman and Diu",
];

describe("GET /api/location", () => {
  it("refuses an anonymous caller", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/location" });
    expect(res.statusCode).toBe(401);
  });

  it("lists every state and union territory of India with its cities", async () => {
    const member = await t.login();
    const res = await t.app.inject({ method: "GET", url: "/api/location", headers: member.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(36);
    const names = body.data.map((l: { state: string }) => l.state);
    for (const state of SOME_STATES_AND_UTS) expect(names).toContain(state);
    for (const location of body.data) {
      expect(location._id).toEqual(expect.any(String));
      expect(location.cities.length).toBeGreaterThan(0);
    }
    const karnataka = body.data.find((l: { state: string }) => l.state === "Karnataka");
    expect(karnataka.cities).toEqual(expect.arrayContaining(["Bengaluru", "Mysuru", "Hosapete"]));
  });
});
