import type { APIRequestContext } from "@playwright/test";
import type { EventDetail } from "../../src/shared/contracts/events";
import { type CreateEventInput, createEventSchema } from "../../src/shared/create-event";
import * as admin from "../../src/shared/endpoints/admin";
import * as chat from "../../src/shared/endpoints/chat";
import * as events from "../../src/shared/endpoints/events";
import { todayInIndia } from "../../src/shared/event-rules";
import { callEndpoint } from "./client";
import { adminSession, type Member } from "./members";

/** yyyy-mm-dd in India, `n` days from today: the dates the create form accepts. */
export const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

/**
 * The date and time (India) of a start between 45 and 60 minutes from now, on the quarter hour the
 * form allows: check-ins open three hours before the start, whatever the hour the suite runs.
 */
export function startingWithinTheHour(): { fromDate: string; toDate: string; time: string } {
  const start = new Date(Date.now() + 60 * 60_000);
  const day = start.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const [hour = "00", minute = "00"] = start
    .toLocaleTimeString("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    })
    .split(":");
  const quarter = String(Math.floor(Number(minute) / 15) * 15).padStart(2, "0");
  return { fromDate: day, toDate: day, time: `${hour}:${quarter}` };
}

/** `host` lists an experience (pending until an admin approves it); returns its id. */
export async function createEvent(
  request: APIRequestContext,
  host: Member,
  overrides: Partial<CreateEventInput> = {},
): Promise<string> {
  const input: CreateEventInput = {
    name: `Ulsoor lake walk ${Date.now().toString(36)}`,
    description: "A relaxed evening walk by the lake with chai and new friends afterwards.",
    category: "Food & Coffee Trails",
    state: "Karnataka",
    city: "Bengaluru",
    fromDate: inDays(5),
    toDate: inDays(5),
    time: "17:30",
    totalSlots: 6,
    paymentType: "dutch",
    ...overrides,
  };
  // The shared create rules first, so a stale default fails here and not as a 400 far away.
  createEventSchema(todayInIndia()).parse(input);
  const created = await callEndpoint(request, events.createEvent, { as: host, data: input });
  return created.data._id;
}

export async function approveEvent(request: APIRequestContext, eventId: string): Promise<void> {
  const by = await adminSession(request);
  await callEndpoint(request, admin.approveEvent, { params: { id: eventId }, as: by });
}

export async function getEvent(request: APIRequestContext, viewer: Member, eventId: string) {
  return (await callEndpoint(request, events.eventDetail, { params: { id: eventId }, as: viewer })).data;
}

/** An experience `host` listed and the admin approved, as the host sees it. */
export async function approvedEvent(
  request: APIRequestContext,
  host: Member,
  overrides: Partial<CreateEventInput> = {},
): Promise<EventDetail> {
  const eventId = await createEvent(request, host, overrides);
  await approveEvent(request, eventId);
  return getEvent(request, host, eventId);
}

/** `seeker` asks to join `eventId` (SPEC 4), and stays requested. */
export async function askToJoin(request: APIRequestContext, eventId: string, seeker: Member): Promise<void> {
  await callEndpoint(request, events.joinEvent, { params: { id: eventId }, as: seeker, data: {} });
}

/** `seeker` asks to join, `host` accepts: the seeker is in the event's group, whose id comes back. */
export async function joinAndAccept(
  request: APIRequestContext,
  eventId: string,
  host: Member,
  seeker: Member,
): Promise<{ eventId: string; groupId: string }> {
  await askToJoin(request, eventId, seeker);
  await callEndpoint(request, events.approveRequest, {
    params: { eventId, userId: seeker.userId },
    as: host,
  });
  const groups = await callEndpoint(request, chat.myGroups, { as: seeker });
  const group = groups.data.find((g) => g.eventId._id === eventId);
  if (!group) throw new Error(`no group for event ${eventId} after ${seeker.email} was accepted`);
  return { eventId, groupId: group._id };
}

/**
 * A fresh approved experience with its group: `host` lists it, the admin approves, `seeker` asks to
 * join and the host accepts.
 */
export async function freshGroup(
  request: APIRequestContext,
  host: Member,
  seeker: Member,
  overrides: Partial<CreateEventInput> = {},
): Promise<{ eventId: string; groupId: string }> {
  const event = await approvedEvent(request, host, overrides);
  return joinAndAccept(request, event._id, host, seeker);
}

/** `member` joins the waitlist of the full experience `eventId` (ADR 0022). */
export async function joinWaitlist(
  request: APIRequestContext,
  eventId: string,
  member: Member,
): Promise<void> {
  await callEndpoint(request, events.joinWaitlist, { params: { id: eventId }, as: member, data: {} });
}
