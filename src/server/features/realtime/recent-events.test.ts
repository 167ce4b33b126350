import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "../../platform/realtime-events";
import { recentEvents } from "./recent-events";

// A clock the test moves by hand (ms).
function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const direct = (senderId: string, recipientId: string) =>
  ({
    type: "direct-message",
    message: { senderId, recipientId },
  }) as unknown as RealtimeEvent;
const groupMessage = (groupId: string) =>
  ({ type: "group-message", groupId, eventId: `event-of-${groupId}` }) as unknown as RealtimeEvent;
const notification = (userId: string) => ({ type: "notification", userId }) as unknown as RealtimeEvent;
const eventChanged = (eventId: string): RealtimeEvent => ({ type: "event-changed", eventId });
const read = (readerId: string, thread: { kind: "user" | "group"; id: string }): RealtimeEvent => ({
  type: "thread-read",
  readerId,
  thread,
  readAt: "2026-12-04T08:00:00.000Z",
});

const inGroups =
  (...groups: [string, string][]) =>
  async () =>
    groups.map(([groupId, eventId]) => ({ groupId, eventId }));
const noGroups = inGroups();

describe("how long nothing was heard for a member", () => {
  it("is as long as the process has heard, up to the window, when nothing was for them", async () => {
    const time = clock();
    const recent = recentEvents({ now: time.now, windowMs: 120_000 });
    time.pass(5_000);
    expect(await recent.quietFor("meera", noGroups)).toBe(5_000);
    recent.heard(direct("rohan", "ira"));
    recent.heard(notification("rohan"));
    time.pass(500_000);
    expect(await recent.quietFor("meera", noGroups)).toBe(120_000);
  });

  it("counts from the newest event that could reach them: their messages, notifications and read marks", async () => {
    const time = clock();
    const recent = recentEvents({ now: time.now });
    time.pass(60_000);
    recent.heard(direct("rohan", "meera"));
    time.pass(2_000);
    recent.heard(direct("ira", "rohan"));
    time.pass(3_000);
    expect(await recent.quietFor("meera", noGroups)).toBe(5_000);
    expect(await recent.quietFor("rohan", noGroups)).toBe(3_000);
    recent.heard(notification("meera"));
    time.pass(250);
    expect(await recent.quietFor("meera", noGroups)).toBe(250);
    recent.heard(read("ira", { kind: "user", id: "meera" }));
    time.pass(100);
    expect(await recent.quietFor("meera", noGroups)).toBe(100);
    // Their own sent message counts too (another of their devices shows it).
    recent.heard(direct("meera", "ira"));
    time.pass(40);
    expect(await recent.quietFor("meera", noGroups)).toBe(40);
  });

  it("asks for the member's groups only when a group's event is in the window, and once", async () => {
    const time = clock();
    const recent = recentEvents({ now: time.now });
    time.pass(10_000);
    let asked = 0;
    const memberships = async () => {
      asked += 1;
      return [{ groupId: "g1", eventId: "e1" }];
    };
    recent.heard(direct("ira", "rohan"));
    time.pass(1_000);
    expect(await recent.quietFor("meera", memberships)).toBe(11_000);
    expect(asked).toBe(0);

    recent.heard(eventChanged("e1"));
    time.pass(1_000);
    recent.heard(groupMessage("g2"));
    time.pass(1_000);
    recent.heard(eventChanged("e2"));
    time.pass(1_000);
    // Two events of groups they are not in, then one of theirs (by its event), three seconds ago.
    expect(await recent.quietFor("meera", memberships)).toBe(3_000);
    expect(asked).toBe(1);
    recent.heard(groupMessage("g1"));
    time.pass(10);
    expect(await recent.quietFor("meera", memberships)).toBe(10);
    expect(await recent.quietFor("stranger", noGroups)).toBe(14_010);
    // A message to her newer than any group's event: her groups are not asked for.
    const askedBefore = asked;
    recent.heard(direct("ira", "meera"));
    time.pass(5);
    expect(await recent.quietFor("meera", memberships)).toBe(5);
    expect(asked).toBe(askedBefore);
  });

  it("vouches only for what it still holds when more were reached than it keeps", async () => {
    const time = clock();
    const recent = recentEvents({ now: time.now, capacity: 3 });
    time.pass(60_000);
    for (const sender of ["a", "b", "c", "d", "e"]) {
      recent.heard(direct(sender, "rohan"));
      time.pass(1_000);
    }
    // It holds three members: Rohan and the last two senders. The first three senders were
    // forgotten, so nothing is known from before the third of them.
    expect(await recent.quietFor("meera", noGroups)).toBe(3_000);
    expect(await recent.quietFor("rohan", noGroups)).toBe(1_000);
  });

  it("ignores what pushes nothing to a page: bans, sign-outs, deleted pictures", async () => {
    const time = clock();
    const recent = recentEvents({ now: time.now });
    time.pass(30_000);
    recent.heard({ type: "user-banned", userId: "meera" });
    recent.heard({ type: "images-deleted", keys: ["k"] });
    time.pass(1_000);
    expect(await recent.quietFor("meera", noGroups)).toBe(31_000);
  });
});
