import { describe, expect, it } from "vitest";
import { reminderStillDue } from "./policy";
import { reminderJobs, reviewNudgeAt } from "./schedule";

const HOUR = 3600_000;
const start = new Date("2030-03-09T13:00:00Z"); // 18:30 in India
const end = new Date("2030-03-09T18:29:59Z"); // 23:59:59 in India
const event = { status: "approved", eventStatus: "ongoing", fromDate: start, toDate: end };
const payload = { eventId: "e", startsAt: start.toISOString(), endsAt: end.toISOString() };
const at = (ms: number) => new Date(ms);

describe("reminderStillDue", () => {
  it("sends the 24-hour reminder until the 2-hour one is due, and that one until the start", () => {
    expect(reminderStillDue("24h", event, payload, at(start.getTime() - 24 * HOUR))).toBe(true);
    expect(reminderStillDue("24h", event, payload, at(start.getTime() - 2 * HOUR - 1))).toBe(true);
    expect(reminderStillDue("24h", event, payload, at(start.getTime() - 2 * HOUR))).toBe(false);
    expect(reminderStillDue("2h", event, payload, at(start.getTime() - 1))).toBe(true);
    expect(reminderStillDue("2h", event, payload, start)).toBe(false);
  });

  it("says nothing of a cancelled, unlisted, completed or moved event", () => {
    const now = at(start.getTime() - 3 * HOUR);
    expect(reminderStillDue("2h", { ...event, eventStatus: "cancelled" }, payload, now)).toBe(false);
    expect(reminderStillDue("2h", { ...event, status: "pending" }, payload, now)).toBe(false);
    expect(reminderStillDue("2h", { ...event, eventStatus: "completed" }, payload, now)).toBe(false);
    const moved = { ...event, fromDate: new Date(start.getTime() + HOUR) };
    expect(reminderStillDue("2h", moved, payload, now)).toBe(false);
  });

  it("nudges for a review once the event is over, unless it moved or was cancelled", () => {
    const after = reviewNudgeAt(end);
    expect(reminderStillDue("review", event, payload, after)).toBe(true);
    expect(reminderStillDue("review", { ...event, eventStatus: "completed" }, payload, after)).toBe(true);
    expect(reminderStillDue("review", event, payload, at(end.getTime() - 1))).toBe(false);
    expect(reminderStillDue("review", { ...event, eventStatus: "cancelled" }, payload, after)).toBe(false);
    const longer = { ...event, toDate: new Date(end.getTime() + 24 * HOUR) };
    expect(reminderStillDue("review", longer, payload, after)).toBe(false);
  });
});

describe("reminderJobs", () => {
  it("schedules the review nudge for 10:00 in India the morning after the last day", () => {
    expect(reviewNudgeAt(end).toISOString()).toBe("2030-03-10T04:30:00.000Z");
    // An end in the early hours of the 10th in India (still the 9th in UTC) is read on India's calendar.
    expect(reviewNudgeAt(new Date("2030-03-09T19:00:00Z")).toISOString()).toBe("2030-03-11T04:30:00.000Z");
  });

  it("leaves out the reminders whose time has passed", () => {
    const kinds = (now: Date) =>
      reminderJobs({ id: "e", fromDate: start, toDate: end }, now).map((j) => j.kind);
    expect(kinds(at(start.getTime() - 48 * HOUR))).toEqual([
      "reminder.24h",
      "reminder.2h",
      "reminder.review",
    ]);
    expect(kinds(at(start.getTime() - 5 * HOUR))).toEqual(["reminder.2h", "reminder.review"]);
    expect(kinds(at(start.getTime() + HOUR))).toEqual(["reminder.review"]);
    expect(kinds(reviewNudgeAt(end))).toEqual([]);
  });
});
