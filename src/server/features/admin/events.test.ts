import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, groups } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();

const statusOf = async (id: string) =>
  (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;

describe("admin event approval", () => {
  it("refuses every admin event call to members and anonymous callers, changing nothing", async () => {
    const host = await t.login();
    const member = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    const calls: ["GET" | "PATCH", string, object?][] = [
      ["GET", "/api/admin/events"],
      ["GET", `/api/admin/events/${event.id}`],
      ["PATCH", `/api/admin/events/${event.id}/approve`],
      ["PATCH", `/api/admin/events/${event.id}/reject`, { rejectionReason: "no" }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, member, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, host, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
    expect((await statusOf(event.id)).status).toBe("pending");
  });

  it("approves a pending listing once, opening its chat group, and the host sees it listed", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    const res = await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect((await statusOf(event.id)).status).toBe("approved");
    expect(await t.database.db.select().from(groups).where(eq(groups.eventId, event.id))).toHaveLength(1);
    const again = await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(
      (await t.call("PATCH", `/api/admin/events/${event.id}/reject`, admin, { rejectionReason: "late" }))
        .statusCode,
    ).toBe(409);
    const created = (await t.call("GET", "/api/events/created", host)).json().data;
    expect(created.find((e: { _id: string }) => e._id === event.id).status).toBe("approved");
  });

  it("rejects only with a reason, which the host then reads", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    for (const body of [{}, { rejectionReason: "   " }]) {
      const res = await t.call("PATCH", `/api/admin/events/${event.id}/reject`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please provide a reason for rejection.");
    }
    expect((await statusOf(event.id)).status).toBe("pending");
    await t.call("PATCH", `/api/admin/events/${event.id}/reject`, admin, {
      rejectionReason: "Add a meeting point.",
    });
    expect(await statusOf(event.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Add a meeting point.",
    });
    const seen = (await t.call("GET", `/api/events/${event.id}`, host)).json().data;
    expect(seen).toMatchObject({ status: "rejected", rejectionReason: "Add a meeting point." });
  });

  it("lists every listing for admins, pending first, with the host's name and email, searchable", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login({ overrides: { name: "Devika Host" } });
    await createEvent(t.database.db, {
      createdBy: host.id,
      status: "approved",
      name: "Approved walk",
      city: "Kochi",
      state: "Kerala",
    });
    await createEvent(t.database.db, {
      createdBy: host.id,
      status: "pending",
      name: "Pending walk",
      city: "Kochi",
      state: "Kerala",
    });
    const all = (await t.call("GET", "/api/admin/events", admin)).json().data;
    expect(all[0].status).toBe("pending");
    const found = (await t.call("GET", "/api/admin/events?q=kochi", admin)).json().data;
    expect(found.map((e: { name: string }) => e.name).sort()).toEqual(["Approved walk", "Pending walk"]);
    expect(found[0].createdBy).toEqual({ _id: host.id, name: "Devika Host", email: host.email });
    expect((await t.call("GET", "/api/admin/events?q=pending%20walk", admin)).json().data).toHaveLength(1);
  });

  it("puts a pending listing its host cancelled after those waiting for review", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const waiting = await createEvent(t.database.db, {
      createdBy: host.id,
      status: "pending",
      name: "Waiting walk",
    });
    // Created later, so by date alone it would come first.
    const withdrawn = await createEvent(t.database.db, {
      createdBy: host.id,
      status: "pending",
      eventStatus: "cancelled",
      name: "Withdrawn walk",
    });
    const ids = (await t.call("GET", "/api/admin/events", admin))
      .json()
      .data.map((e: { _id: string }) => e._id);
    expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(withdrawn.id));
    const pendingIds = (await t.call("GET", "/api/admin/events", admin))
      .json()
      .data.filter(
        (e: { status: string; eventStatus: string }) =>
          e.status === "pending" && e.eventStatus !== "cancelled",
      )
      .map((e: { _id: string }) => e._id);
    expect(ids.slice(0, pendingIds.length)).toEqual(pendingIds);
  });
});
