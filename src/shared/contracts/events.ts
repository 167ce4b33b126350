import { z } from "zod";
import { isCalendarDate } from "../dates";
import { DISCOVERY_RADII, DISCOVERY_SORTS, type DiscoveryRadius, type DiscoverySort } from "../discovery";
import type { ReasonPart } from "../discovery-reasons";
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
import { personRefSchema, verificationSchema } from "./person";

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
  // The local end time "HH:MM" on the last day, when the host gave one (issue 27).
  endTime: z.string().nullable(),
  // "Verified members only" (issue 38 item 6): joining needs the phone and photo checks.
  verifiedOnly: z.boolean(),
});

// Where the group meets (issue 27 item 1), shown to the host, accepted members and admins; a pin
// only when the host dropped one.
export const meetingPointSchema = z.object({
  place: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

export const reasonPartSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inCity"), city: z.string() }),
  z.object({ kind: z.literal("distance"), km: z.number().nullable(), trip: z.boolean() }),
  z.object({ kind: z.literal("full") }),
  z.object({ kind: z.literal("youLike"), category: z.string() }),
  z.object({ kind: z.literal("youWent"), category: z.string() }),
  z.object({ kind: z.literal("clickers"), count: z.number().int() }),
  z.object({ kind: z.literal("hostMatch"), percent: z.number() }),
  z.object({ kind: z.literal("topHost"), rating: z.number() }),
  z.object({ kind: z.literal("fewSeats"), count: z.number().int() }),
]) satisfies z.ZodType<ReasonPart>;

// How far an experience is from where the member looks from (their city, or the point "Near me"
// sent), and the one line saying why it is in their list (issue 27 items 2 and 3).
export const discoveryFieldsSchema = z.object({
  distanceKm: z.number().nullable(),
  /** The line in the SPEC's English. */
  reason: z.string().nullable(),
  /**
   * The same line as parts, for a screen to word in its member's language (issue 40 item 3); a page
   * kept offline from before the parts reads as none.
   */
  reasons: z.array(reasonPartSchema).default([]),
});

export const participantUserSchema = personRefSchema.extend({
  currentLocation: z.string(),
  gender: z.string(),
  ...verificationSchema.shape,
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
  ...verificationSchema.shape,
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
  // Null when the host gave none, or when the caller may see the area only (meetingPointHidden).
  meetingPoint: meetingPointSchema.nullable(),
  meetingPointHidden: z.boolean(),
  // From the caller's city; null when either place is unknown.
  distanceKm: z.number().nullable(),
  // Whether "Help" shows for the caller now (ADR 0045): the host or an accepted member, from two
  // hours before the start until six hours after the end, by the server's clock.
  helpOpen: z.boolean(),
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
  meetingPoint: meetingPointSchema.nullable(),
});

// "Near me": a point the browser gave, rounded by the app to 2 decimals (about a kilometre).
const nearPoint = z
  .string()
  .regex(/^-?\d{1,2}(\.\d{1,2})?,-?\d{1,3}(\.\d{1,2})?$/, MESSAGES.invalidInput)
  .transform((v) => {
    const [lat, lng] = v.split(",").map(Number) as [number, number];
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, MESSAGES.invalidInput);

export const listEventsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  location: z.string().trim().max(80).optional(),
  from: z.string().refine(isCalendarDate, MESSAGES.invalidDate).optional(),
  to: z.string().refine(isCalendarDate, MESSAGES.invalidDate).optional(),
  cursor: z.string().max(200).optional(),
  limit: pageLimit,
  // Issue 27: the order (For you by default), how far to look, and from where ("Near me").
  sort: z.enum(DISCOVERY_SORTS).optional(),
  within: z.enum(DISCOVERY_RADII).optional(),
  near: nearPoint.optional(),
});

export const discoveryCardSchema = eventSchema.merge(discoveryFieldsSchema);
export const listEventsResponse = pageEnvelope(discoveryCardSchema);
export const eventListResponse = okEnvelope(z.array(eventSchema));
export const eventDetailResponse = okEnvelope(eventDetailSchema);
export const upcomingEventsResponse = okEnvelope(z.array(upcomingEventSchema));
export const participantsResponse = okEnvelope(z.array(participantSchema));
export const messageResponse = okEnvelope(z.null());
export const rejectEventBody = z.object({
  rejectionReason: z.string().max(LIMITS.rejectionReasonMaxLength).optional(),
});

export type EventDto = z.infer<typeof eventSchema>;
export type DiscoveryCard = z.infer<typeof discoveryCardSchema>;
export type MeetingPoint = z.infer<typeof meetingPointSchema>;
export type { DiscoveryRadius, DiscoverySort };
export type EventDetail = z.infer<typeof eventDetailSchema>;
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;
export type Participant = z.infer<typeof participantSchema>;
export type ListEventsQuery = z.infer<typeof listEventsQuery>;
