import { afterEach, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { searchMatchReads, searchPaging } from "./search-matches";
import { SearchReads } from "./search-reads";

const t = testAppForFile();
const saved = { ...searchPaging };
afterEach(() => {
  Object.assign(searchPaging, saved);
});

// A word no other test lists, so the file's searches see only its own listings.
const word = `kayak${Date.now().toString(36)}`;

async function names(member: Awaited<ReturnType<typeof t.login>>, q: string): Promise<string[]> {
  const res = await t.call("GET", `/api/events?q=${encodeURIComponent(q)}&limit=50`, member);
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.map((e: { name: string }) => e.name)
    .sort();
}

// Members of one city searching the same words walk the same places: what the first search read
// serves the next ones until a listing changes (search-reads.ts, ADR 0052 amended).
describe("a search's reads kept for the next member", () => {
  it.each([
    ["by the probe", { probe: 1000 }],
    ["ring by ring", { probe: 0, firstRing: 1 }],
  ])("reads no matches again %s, and finds a listing approved since at once", async (_, paging) => {
    Object.assign(searchPaging, paging);
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const [asha, ravi, meera] = [await t.login(), await t.login(), await t.login()];
    const tag = `${word}${paging.probe}`;
    await createEvent(t.database.db, { createdBy: host.id, name: `${tag} at dawn` });
    await createEvent(t.database.db, {
      createdBy: host.id,
      name: `${tag} in Pune`,
      city: "Pune",
      state: "Maharashtra",
    });
    const later = await createEvent(t.database.db, {
      createdBy: host.id,
      name: `${tag} at sunset`,
      status: "pending",
    });

    expect(await names(asha, tag)).toEqual([`${tag} at dawn`, `${tag} in Pune`]);
    const before = { ...searchMatchReads };
    expect(await names(ravi, tag)).toEqual([`${tag} at dawn`, `${tag} in Pune`]);
    expect(searchMatchReads.statements).toBe(before.statements);

    expect((await t.call("PATCH", `/api/admin/events/${later.id}/approve`, admin)).statusCode).toBe(200);
    expect(await names(meera, tag)).toEqual([`${tag} at dawn`, `${tag} at sunset`, `${tag} in Pune`]);
    expect(searchMatchReads.statements).toBeGreaterThan(before.statements);
  });

  it("reads again only the place whose listings changed", async () => {
    Object.assign(searchPaging, { probe: 0, firstRing: 1 });
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const [asha, ravi] = [await t.login(), await t.login()];
    const tag = `${word}churn`;
    const places: [string, string][] = [
      ["Bengaluru", "Karnataka"],
      ["Mysuru", "Karnataka"],
      ["Chennai", "Tamil Nadu"],
      ["Pune", "Maharashtra"],
    ];
    for (const [city, state] of places)
      await createEvent(t.database.db, { createdBy: host.id, name: `${tag} in ${city}`, city, state });
    const later = await createEvent(t.database.db, {
      createdBy: host.id,
      name: `${tag} later in Pune`,
      city: "Pune",
      state: "Maharashtra",
      status: "pending",
    });
    const all = places.map(([city]) => `${tag} in ${city}`).sort();
    expect(await names(asha, tag)).toEqual(all);
    const first = { ...searchMatchReads };
    expect((await t.call("PATCH", `/api/admin/events/${later.id}/approve`, admin)).statusCode).toBe(200);
    expect(await names(ravi, tag)).toEqual([...all, `${tag} later in Pune`].sort());
    // Only the ring holding Pune was read again (the first search read one ring per place or more).
    expect(searchMatchReads.statements - first.statements).toBe(1);
  });

  it("holds at most 300,000 ids of places, then starts over", () => {
    const reads = new SearchReads();
    const many = Array.from({ length: 200_000 }, (_, i) => `id-${i}`);
    reads.putPlace("trek:*", 18.52, "1.0", many);
    reads.putPlace("trek:*", 18.52, "1.1", many);
    expect(reads.place("trek:*", 18.52, "1.1")).toBe(many);
    reads.putPlace("trek:*", 12.97, "1.0", many);
    expect(reads.place("trek:*", 18.52, "1.1")).toBeUndefined();
    expect(reads.place("trek:*", 12.97, "1.0")).toBe(many);
    expect(reads.place("trek:*", 12.97, "1.1")).toBeUndefined();
  });
});
