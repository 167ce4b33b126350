import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, REQUEST_MESSAGES } from "../../../shared/texts";
import { events, type users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent, eventForm } from "../../test/factories";

// Issue 38 items 5 and 6 (ADR 0047): women-only trips take women whose photo an admin checked,
// "Verified members only" listings take members who passed both checks, and every place a member is
// weighed up shows which checks they passed.

const t = testAppForFile();
type UserInsert = typeof users.$inferInsert;

// A phone verified by a code: the number the profile shows is the one a code proved (a fresh one per
// member, as one verified account per number is the rule).
function phoneChecked(): Partial<UserInsert> {
  const mobileNo = `98${String(randomInt(10_000_000, 99_999_999))}`;
  return { mobileNo, phoneE164: `+91${mobileNo}`, phoneVerifiedAt: new Date() };
}
const photoChecked = (): Partial<UserInsert> => ({ photoVerifiedAt: new Date() });

const member = (overrides: Partial<UserInsert>) => t.login({ overrides });
const join = (eventId: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: `/api/events/${eventId}/join`, headers: who.headers });
const wait = (eventId: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: `/api/events/${eventId}/waitlist`, headers: who.headers });

describe("women-only trips", () => {
  it("take women whose photo was checked, and tell every other member why not", async () => {
    const host = await member({ gender: "female", ...photoChecked() });
    const trip = await createEvent(t.database.db, { createdBy: host.id, category: "Women-Only Trips" });
    const man = await member({ gender: "male", ...phoneChecked(), ...photoChecked() });
    const unchecked = await member({ gender: "female", ...phoneChecked() });
    const checked = await member({ gender: "female", ...photoChecked() });

    const refusedMan = await join(trip.id, man);
    expect(refusedMan.statusCode).toBe(403);
    expect(refusedMan.json().message).toBe(REQUEST_MESSAGES.womenOnly);
    const refusedWoman = await join(trip.id, unchecked);
    expect(refusedWoman.statusCode).toBe(403);
    expect(refusedWoman.json().message).toBe(
      "Women-only trips are for women with a verified photo. Verify your photo from your profile, then ask again.",
    );
    expect((await join(trip.id, checked)).statusCode).toBe(200);
  });

  it("hold on the waitlist as in requests", async () => {
    const host = await member({ gender: "female", ...photoChecked() });
    const full = await createEvent(t.database.db, {
      createdBy: host.id,
      category: "Women-Only Trips",
      totalSlots: 1,
      availableSlots: 0,
    });
    const unchecked = await member({ gender: "female" });
    expect((await wait(full.id, unchecked)).json().message).toBe(REQUEST_MESSAGES.needsPhoto);
    expect((await wait(full.id, await member({ gender: "female", ...photoChecked() }))).statusCode).toBe(200);
  });

  it("are hosted by women whose photo was checked", async () => {
    const listing = { ...eventForm(), category: "Women-Only Trips" };
    const post = async (who: { headers: Record<string, string> }) =>
      t.app.inject({ method: "POST", url: "/api/events", headers: who.headers, payload: listing });
    const man = await member({ gender: "male", ...photoChecked() });
    const unchecked = await member({ gender: "female" });
    const checked = await member({ gender: "female", ...photoChecked() });

    const byMan = await post(man);
    expect(byMan.statusCode).toBe(403);
    expect(byMan.json().message).toBe(EVENT_MESSAGES.womenOnlyHost);
    const byUnchecked = await post(unchecked);
    expect(byUnchecked.statusCode).toBe(403);
    expect(byUnchecked.json().message).toBe("Verify your photo from your profile to host a Women-Only Trip.");
    // Nothing was listed by the refused hosts.
    for (const who of [man, unchecked]) {
      expect(await t.database.db.select().from(events).where(eq(events.createdBy, who.id))).toEqual([]);
    }
    expect((await post(checked)).statusCode).toBe(201);
  });
});

describe("verified members only", () => {
  it("is the host's choice when listing, and false unless chosen", async () => {
    const host = await t.login();
    const chosen = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: host.headers,
      payload: { ...eventForm(), verifiedOnly: true },
    });
    expect(chosen.statusCode).toBe(201);
    const stored = async (id: string) =>
      (await t.database.db.select().from(events).where(eq(events.id, id)))[0]?.verifiedOnly;
    expect(await stored(chosen.json().data._id)).toBe(true);
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: host.headers,
      payload: eventForm(),
    });
    expect(await stored(plain.json().data._id)).toBe(false);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: host.headers,
      payload: { ...eventForm(), verifiedOnly: "maybe" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EVENT_MESSAGES.verifiedOnlyInvalid);
  });

  it("takes members who passed both checks, on requests and the waitlist", async () => {
    const host = await t.login();
    const listing = await createEvent(t.database.db, { createdBy: host.id, verifiedOnly: true });
    const full = await createEvent(t.database.db, {
      createdBy: host.id,
      verifiedOnly: true,
      totalSlots: 1,
      availableSlots: 0,
    });
    const sentence =
      "This experience is for verified members only. Verify your phone and photo from your profile, then ask again.";
    for (const overrides of [{}, phoneChecked(), photoChecked()]) {
      const who = await member({ gender: "male", ...overrides });
      const refused = await join(listing.id, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(sentence);
      expect((await wait(full.id, who)).json().message).toBe(sentence);
    }
    const verified = await member({ gender: "male", ...phoneChecked(), ...photoChecked() });
    expect((await join(listing.id, verified)).statusCode).toBe(200);
    expect((await wait(full.id, verified)).statusCode).toBe(200);
  });
});

describe("the badges", () => {
  it("show on the host line, the Seekers, the profile and the admins' member list", async () => {
    const host = await member({ ...phoneChecked(), ...photoChecked() });
    const seeker = await member(phoneChecked());
    const stranger = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await join(event.id, seeker)).statusCode).toBe(200);

    const seen = (await t.call("GET", `/api/events/${event.id}`, stranger)).json().data;
    expect(seen.host).toMatchObject({ phoneVerified: true, photoVerified: true });
    const asHost = (await t.call("GET", `/api/events/${event.id}`, host)).json().data;
    expect(asHost.participants[0].user).toMatchObject({
      _id: seeker.id,
      phoneVerified: true,
      photoVerified: false,
    });

    // Whether, never which number: a stranger reads the badges and not the phone.
    const profile = (await t.call("GET", `/api/users/${seeker.id}`, stranger)).json().data;
    expect(profile).toMatchObject({ phoneVerified: true, photoVerified: false });
    expect(profile.mobileNo).toBeUndefined();

    const list = (await t.call("GET", "/api/admin/users", admin)).json().data as Array<{ _id: string }>;
    expect(list.find((m) => m._id === host.id)).toMatchObject({ phoneVerified: true, photoVerified: true });
    expect(list.find((m) => m._id === stranger.id)).toMatchObject({
      phoneVerified: false,
      photoVerified: false,
    });
  });

  it("drop the phone badge when the profile's number is no longer the verified one", async () => {
    const who = await member({ ...phoneChecked(), mobileNo: "9000000001" });
    const profile = (await t.call("GET", `/api/users/${who.id}`, who)).json().data;
    expect(profile.phoneVerified).toBe(false);
  });
});
