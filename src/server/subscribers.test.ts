import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as attendance from "./domain/attendance";
import * as expenses from "./domain/expenses";
import * as listings from "./domain/listings";
import * as members from "./domain/members";
import * as messages from "./domain/messages";
import * as notifications from "./domain/notifications";
import * as photoChecks from "./domain/photo-checks";
import * as requests from "./domain/requests";
import * as reviews from "./domain/reviews";
import * as safety from "./domain/safety";
import type { EventDefinition } from "./platform/events/define-event";
import { appSubscribers } from "./subscribers";

const subscribers = appSubscribers({ quietByDefault: true });

// Issue 42 item 7: what subscribers.ts says by its order, pinned. Within one domain event its
// subscribers run in the list's order, and some orders carry meaning (ADR 0030).

const isDefinition = (value: unknown): value is EventDefinition =>
  typeof value === "object" && value !== null && "type" in value && "of" in value && "parse" in value;

const modules = {
  attendance,
  expenses,
  listings,
  members,
  messages,
  notifications,
  "photo-checks": photoChecks,
  requests,
  reviews,
  safety,
};
const definitions = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter(isDefinition);

/** The names of the subscribers of `type`, in the order they run. */
const order = (type: string) => subscribers.filter((s) => s.on.type === type).map((s) => s.name);

/** Every subscriber of `type` named with `first` runs before every one named with `then`. */
function expectBefore(type: string, first: string, then: string) {
  const names = order(type);
  const firsts = names.flatMap((n, i) => (n.startsWith(first) ? [i] : []));
  const thens = names.flatMap((n, i) => (n.startsWith(then) ? [i] : []));
  expect(firsts.length, `${type}: a ${first} subscriber`).toBeGreaterThan(0);
  expect(thens.length, `${type}: a ${then} subscriber`).toBeGreaterThan(0);
  expect(Math.max(...firsts), `${type}: ${names.join(", ")}`).toBeLessThan(Math.min(...thens));
}

describe("the domain events' subscribers", () => {
  it("reads every file of src/server/domain (a new one is added to the list above)", () => {
    const files = readdirSync(path.join(import.meta.dirname, "domain"))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(Object.keys(modules).sort());
  });

  it("give every domain event at least one subscriber, and subscribe only to defined events", () => {
    expect(definitions.length).toBeGreaterThan(20);
    const subscribed = new Set(subscribers.map((s) => s.on.type));
    expect(definitions.map((d) => d.type).filter((type) => !subscribed.has(type))).toEqual([]);
    const defined = new Set(definitions.map((d) => d.type));
    expect([...subscribed].filter((type) => !defined.has(type))).toEqual([]);
  });

  it("have unique names (they name a subscriber in handled_events)", () => {
    const names = subscribers.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("let discovery forget a seat's pages before the bells, and the lists refetch after them", () => {
    // The discovery subscribers keep the names they had in the events feature (stable ids).
    for (const type of ["request.accepted", "request.rejected", "offer.lapsed", "member.withdrawn"]) {
      expect(order(type)[0]).toMatch(/\.discovery$/);
      expectBefore(type, "inbox.", `events.${type.replace(".", "-")}.changed`);
    }
    expectBefore("seat.offered", "events.seat-offered.discovery", "inbox.");
  });

  it("schedule a listing's reminders and forget its discovery pages before its bells, and tell followers after", () => {
    expectBefore("listing.approved", "reminders.", "inbox.");
    expectBefore("listing.approved", "events.listing-approved.discovery", "inbox.");
    expectBefore("listing.approved", "inbox.", "follows.");
    expectBefore("listing.closed", "events.listing-closed.discovery", "inbox.");
  });

  it("queue a notification's push or email before its frame wakes the worker", () => {
    expectBefore("notification.recorded", "delivery.", "inbox.");
    expectBefore("notifications.recorded", "delivery.", "inbox.");
  });
});
