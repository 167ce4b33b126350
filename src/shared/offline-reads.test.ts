import { describe, expect, it } from "vitest";
import { offlineReadPattern } from "./offline-reads";

const pattern = offlineReadPattern();
const kept = (path: string) => pattern.test(`https://meetup.example${path}`);

describe("the reads kept for offline use", () => {
  it("keeps the events, chats, inbox and profile reads, query strings included", () => {
    for (const path of [
      "/api/events",
      "/api/events?page=2&category=Weekend%20Getaways",
      "/api/events/6650f1",
      "/api/events/upcoming",
      "/api/events/created",
      "/api/matching/compatibility/u1",
      "/api/message/getAllFriends",
      "/api/message/pending",
      "/api/message/conversation/u2?since=2026-11-01T00:00:00.000Z",
      "/api/group/my-groups",
      "/api/group/messages/e1",
      "/api/chat/unread",
      "/api/notifications",
      "/api/users/u1",
    ]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it("leaves everything else to the network", () => {
    for (const path of [
      "/api/events/e1/participants",
      "/api/events/e1/calendar.ics",
      "/api/admin/events",
      "/api/matching",
      "/api/users/u1/blocks",
      "/api/eventsx",
      "/events",
      "/uploads/abc.webp",
      "/api/health",
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });

  it("keeps only same-origin style URLs of /api, never a path that merely contains one", () => {
    expect(pattern.test("https://meetup.example/proxy/api/events")).toBe(false);
    expect(pattern.test("/api/events")).toBe(false);
  });
});
