import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();

const getUser = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/users/${id}`, headers });

describe("GET /api/users/:id", () => {
  it("shows a member their own private fields", async () => {
    const me = await t.login();
    const res = await getUser(me.id, me.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      _id: me.id,
      name: me.name,
      role: "member",
      mobileNo: "9876543210",
      dateOfBirth: "1995-04-12",
    });
    expect(data.currentLocation).toEqual({ city: "Bengaluru", country: "India" });
  });

  it("hides another member's phone number, birthday and email, and their unapproved events", async () => {
    const me = await t.login();
    const other = await t.login();
    await createEvent(t.database.db, { createdBy: other.id, status: "approved", name: "Public trip" });
    await createEvent(t.database.db, { createdBy: other.id, status: "pending", name: "Draft trip" });
    const { data } = (await getUser(other.id, me.headers)).json();
    expect(data).not.toHaveProperty("mobileNo");
    expect(data).not.toHaveProperty("dateOfBirth");
    expect(data).not.toHaveProperty("email");
    expect(data.eventsHosted.map((e: { name: string }) => e.name)).toEqual(["Public trip"]);
    const own = (await getUser(other.id, other.headers)).json().data;
    expect(own.eventsHosted).toHaveLength(2);
  });

  it("lets an admin see private fields and banned members; others get 404 for a banned member", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login();
    const banned = await t.login();
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    const asAdmin = (await getUser(banned.id, admin.headers)).json().data;
    expect(asAdmin).toMatchObject({ isBanned: true, mobileNo: "9876543210" });
    expect((await getUser(banned.id, member.headers)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const me = await t.login();
    expect((await getUser("00000000-0000-4000-8000-000000000000", me.headers)).statusCode).toBe(404);
    expect((await getUser("not-an-id", me.headers)).statusCode).toBe(404);
  });

  it("refuses an anonymous caller", async () => {
    const me = await t.login();
    expect((await getUser(me.id, {})).statusCode).toBe(401);
  });
});
