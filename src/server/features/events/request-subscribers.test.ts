import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobs, notifications } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { discoveryCache } from "../discovery/service";

// ADR 0030: what the events feature does when a request, a seat or a place on the waitlist changes.
// Every change to an event's members puts "event changed" on the bus (its screens refetch), every
// change to its seats clears the discovery pages, once the change commits and before it answers;
// delivered again, the event repeats only those (harmless), and tells nobody twice.
const t = testAppForFile();
const db = () => t.database.db;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The "event changed" frames published for `eventId` while `act` ran, and the pages' clears. */
async function during(eventId: string, act: () => Promise<{ statusCode: number }>) {
  const publish = vi.spyOn(t.app.deps.realtime, "publish");
  const clear = vi.spyOn(discoveryCache(db()), "clear");
  // The listing's card and the seeker's relations forgotten with the pages (forgetChanged).
  const forget = vi.spyOn(discoveryCache(db()), "forgetChanged");
  expect((await act()).statusCode).toBe(200);
  const frames = publish.mock.calls.filter(
    ([frame]) => frame.type === "event-changed" && frame.eventId === eventId,
  ).length;
  const clears = clear.mock.calls.length + forget.mock.calls.length;
  publish.mockRestore();
  clear.mockRestore();
  forget.mockRestore();
  return { frames, clears };
}

const domainEventJobs = async (eventId: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
    (job) => (job.payload.data as { eventId?: string }).eventId === eventId,
  );

describe("a request's and the waitlist's changes", () => {
  it("refresh the event's screens, and discovery when its seats change", async () => {
    const host = await t.login();
    const [seeker, waiter] = [await t.login(), await t.login()];
    const event = await createEvent(db(), { createdBy: host.id, totalSlots: 1, availableSlots: 1 });
    const url = `/api/events/${event.id}`;
    await t.call("POST", `${url}/join`, seeker);

    expect(await during(event.id, () => t.call("POST", `${url}/request/${seeker.id}/approve`, host))).toEqual(
      {
        frames: 1,
        clears: 1,
      },
    );
    expect(
      await during(event.id, () => t.call("PATCH", `${url}/rsvp`, seeker, { rsvpStatus: "yes" })),
    ).toEqual({ frames: 1, clears: 0 });
    expect(await during(event.id, () => t.call("POST", `${url}/waitlist`, waiter))).toEqual({
      frames: 1,
      clears: 0,
    });
    expect(await during(event.id, () => t.call("DELETE", `${url}/waitlist`, waiter))).toEqual({
      frames: 1,
      clears: 0,
    });
    await t.call("POST", `${url}/waitlist`, waiter);
    // The seat comes back and is offered to the waiter: request.left, then seat.offered clear too.
    expect(await during(event.id, () => t.call("POST", `${url}/leave`, seeker))).toEqual({
      frames: 1,
      clears: 2,
    });
    // The host declines the offer: the seat comes back, nobody waits.
    expect(await during(event.id, () => t.call("POST", `${url}/request/${waiter.id}/reject`, host))).toEqual({
      frames: 1,
      clears: 1,
    });
    const types = (await domainEventJobs(event.id)).map((job) => [job.payload.type, job.state]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["request.accepted", "done"],
        ["rsvp.answered", "done"],
        ["waitlist.joined", "done"],
        ["waitlist.left", "done"],
        ["request.left", "done"],
        ["seat.offered", "done"],
        ["request.rejected", "done"],
      ]),
    );

    // Delivered again: the frames and clears repeat, nobody is told anything twice.
    const bells = async () =>
      (
        await db()
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.eventId, event.id))
      ).length;
    const before = await bells();
    const again = await during(event.id, async () => {
      const ids = (await domainEventJobs(event.id)).map((job) => job.id);
      await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(inArray(jobs.id, ids));
      const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
      while ((await worker.runOnce()) > 0);
      return { statusCode: 200 };
    });
    expect(again.frames).toBeGreaterThan(0);
    expect(await bells()).toBe(before);
  });

  it("of a banned member refresh every event they left and every listing cancelled", async () => {
    const admin = await t.login({ role: "admin" });
    const [host, banned] = [await t.login(), await t.login()];
    const theirs = await createEvent(db(), { createdBy: banned.id });
    const joined = await createEvent(db(), { createdBy: host.id });
    await t.call("POST", `/api/events/${joined.id}/join`, banned);
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    const clear = vi.spyOn(discoveryCache(db()), "clear");
    expect((await t.call("PATCH", `/api/admin/users/${banned.id}/ban`, admin)).statusCode).toBe(200);
    const changed = publish.mock.calls.flatMap(([frame]) =>
      frame.type === "event-changed" ? [frame.eventId] : [],
    );
    expect(changed.sort()).toEqual([theirs.id, joined.id].sort());
    expect(clear).toHaveBeenCalled();
  });
});
