import { describe, expect, it } from "vitest";
import type { StoredNotificationRow } from "./notification-rows";
import { presentNotification } from "./presenter";

// Issue 27 item 1: a reminder goes to the host and the members, so it says where exactly the group
// meets; a listing without a meeting point still names its area.
const reminder = (meetingPlace: string | null): StoredNotificationRow => ({
  id: "n1",
  userId: "u-member",
  kind: "event_reminder_24h",
  eventId: "e1",
  eventName: "Koregaon cafe crawl",
  eventStart: new Date("2026-12-05T04:30:00.000Z"),
  eventCity: "Pune",
  eventState: "Maharashtra",
  eventMeetingPlace: meetingPlace,
  listingStatus: "approved",
  listingEventStatus: "ongoing",
  relatedEventNames: null,
  relatedEventIds: null,
  groupId: "g1",
  actorId: "u-host",
  actorName: "Kavya Iyer",
  createdAt: new Date("2026-12-04T04:30:00.000Z"),
  readAt: null,
});

describe("a reminder's place", () => {
  it("is the meeting point and the city when the host gave one", () => {
    expect(presentNotification(reminder("Blue Tokai, Koregaon Park"), "en").text).toBe(
      "Tomorrow: Koregaon cafe crawl, 05 Dec 2026 · 10:00 AM in Blue Tokai, Koregaon Park, Pune. Hosted by Kavya Iyer.",
    );
  });

  it("is the city and state otherwise", () => {
    expect(presentNotification(reminder(null), "en").text).toContain(
      "in Pune, Maharashtra. Hosted by Kavya Iyer.",
    );
  });
});
