import { z } from "zod";
import { isCalendarDate } from "../dates";
import { LIMITS } from "../limits";
import {
  APPROVAL_STATUSES,
  EVENT_STATUSES,
  PAYMENT_TYPES,
  REQUEST_STATUSES,
  RSVP_STATUSES,
} from "../options";
import { MESSAGES } from "../texts";
import { okEnvelope, pageEnvelope, pageLimit } from "./envelope";
import { personRefSchema } from "./person";

export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  customCategory: z.string().nullable(),
  image: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  time: z.string(),
  state: z.string(),
  city: z.string(),
  location: z.string(),
  totalSlots: z.number().int(),
  availableSlots: z.number().int(),
  cost: z.number().int(),
  paymentType: z.enum(PAYMENT_TYPES),
  createdBy: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
  status: z.enum(APPROVAL_STATUSES),
  rejectionReason: z.string().nullable(),
  averageRating: z.number().nullable(),
  isOver: z.boolean(),
});

export const participantUserSchema = personRefSchema.extend({
  currentLocation: z.string(),
  gender: z.string(),
});

export const participantSchema = z.object({
  _id: z.string(),
  user: participantUserSchema,
  requestStatus: z.enum(REQUEST_STATUSES),
  rsvpStatus: z.enum(RSVP_STATUSES),
  // The request was made for the member from the waitlist when a seat freed (ADR 0022).
  fromWaitlist: z.boolean(),
  // Until when such an offer holds its seat for the host's answer (issue 25 item 11); null once
  // answered and for every other request.
  offerExpiresAt: z.string().nullable(),
});

export const hostSchema = personRefSchema.extend({
  eventsHosted: z.number().int(),
  hostRating: z.number().nullable(),
});

// The event page: the event, its host, the caller's place in it and, for the host and accepted
// members, who else is in it.
export const eventDetailSchema = eventSchema.extend({
  host: hostSchema,
  role: z.enum(["host", "seeker"]),
  myRequest: participantSchema
    .pick({
      requestStatus: true,
      rsvpStatus: true,
      fromWaitlist: true,
      offerExpiresAt: true,
    })
    .nullable(),
  participants: z.array(participantSchema),
  groupId: z.string().nullable(),
  // The caller's place on the waitlist (1 = next to be offered a seat), or null when not on it.
  waitlistPosition: z.number().int().positive().nullable(),
  // How many members wait for a seat (ADR 0022).
  waitlistCount: z.number().int().nonnegative(),
});

// Cards in "Upcoming": the event and a few accepted members' faces.
export const upcomingEventSchema = eventSchema.extend({
  myRequest: participantSchema.pick({
    requestStatus: true,
    rsvpStatus: true,
    fromWaitlist: true,
    offerExpiresAt: true,
  }),
  participants: z.array(participantUserSchema),
  groupId: z.string().nullable(),
});

export const listEventsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  location: z.string().trim().max(80).optional(),
  from: z.string().refine(isCalendarDate, MESSAGES.invalidDate).optional(),
  to: z.string().refine(isCalendarDate, MESSAGES.invalidDate).optional(),
  cursor: z.string().max(200).optional(),
  limit: pageLimit,
});

export const listEventsResponse = pageEnvelope(eventSchema);
export const eventListResponse = okEnvelope(z.array(eventSchema));
export const eventDetailResponse = okEnvelope(eventDetailSchema);
export const upcomingEventsResponse = okEnvelope(z.array(upcomingEventSchema));
export const participantsResponse = okEnvelope(z.array(participantSchema));
export const messageResponse = okEnvelope(z.null());
export const rejectEventBody = z.object({
  rejectionReason: z.string().max(LIMITS.rejectionReasonMaxLength).optional(),
});

export type EventDto = z.infer<typeof eventSchema>;
export type EventDetail = z.infer<typeof eventDetailSchema>;
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;
export type Participant = z.infer<typeof participantSchema>;
export type ListEventsQuery = z.infer<typeof listEventsQuery>;
