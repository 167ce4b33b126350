import { z } from "zod";
import { rsvpBody } from "../contracts/chat";
import { okEnvelope } from "../contracts/envelope";
import {
  eventDetailResponse,
  eventListResponse,
  listEventsQuery,
  listEventsResponse,
  messageResponse,
  participantsResponse,
  upcomingEventsResponse,
} from "../contracts/events";
import { createEventFields } from "../create-event";
import { endpoint } from "./endpoint";
import { eventIdParams, REFUSALS, requestParams } from "./params";

export const listEvents = endpoint({
  method: "GET",
  path: "/events",
  summary: "Discover approved experiences (filters, search, cursor paging)",
  query: listEventsQuery,
  response: listEventsResponse,
});

export const createEvent = endpoint({
  method: "POST",
  path: "/events",
  summary: "Create an experience (JSON, or multipart with a cover image)",
  form: createEventFields.extend({ image: z.file().optional() }),
  consumes: ["application/json", "multipart/form-data"],
  response: okEnvelope(z.object({ _id: z.string() })),
  status: 201,
  errors: REFUSALS,
});

export const createdEvents = endpoint({
  method: "GET",
  path: "/events/created",
  summary: "Experiences the caller hosts",
  response: eventListResponse,
});

export const upcomingEvents = endpoint({
  method: "GET",
  path: "/events/upcoming",
  summary: "Experiences the caller joined or asked to join",
  response: upcomingEventsResponse,
});

export const eventDetail = endpoint({
  method: "GET",
  path: "/events/:id",
  summary: "One experience as the caller may see it",
  params: eventIdParams,
  response: eventDetailResponse,
  errors: [404],
});

export const eventParticipants = endpoint({
  method: "GET",
  path: "/events/:id/participants",
  summary: "Accepted members still thinking about it",
  params: eventIdParams,
  response: participantsResponse,
  errors: [404],
});

export const joinEvent = endpoint({
  method: "POST",
  path: "/events/:id/join",
  summary: "Ask to join",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const leaveEvent = endpoint({
  method: "POST",
  path: "/events/:id/leave",
  summary: "Leave an experience",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const joinWaitlist = endpoint({
  method: "POST",
  path: "/events/:id/waitlist",
  summary: "Join the waitlist of a full experience",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const leaveWaitlist = endpoint({
  method: "DELETE",
  path: "/events/:id/waitlist",
  summary: "Leave the waitlist",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const cancelEvent = endpoint({
  method: "PATCH",
  path: "/events/:id/cancel",
  summary: "Close a listing (host)",
  params: eventIdParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const approveRequest = endpoint({
  method: "POST",
  path: "/events/:eventId/request/:userId/approve",
  summary: "Accept a join request (host)",
  params: requestParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const rejectRequest = endpoint({
  method: "POST",
  path: "/events/:eventId/request/:userId/reject",
  summary: "Reject a join request (host)",
  params: requestParams,
  response: messageResponse,
  errors: REFUSALS,
});

export const answerRsvp = endpoint({
  method: "PATCH",
  path: "/events/:id/rsvp",
  summary: "Answer the host's RSVP poll (accepted members)",
  params: eventIdParams,
  body: rsvpBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const eventCalendar = endpoint({
  method: "GET",
  path: "/events/:id/calendar.ics",
  summary: "Add to calendar (host and accepted members)",
  params: eventIdParams,
});
