// The create-experience rules of SPEC section 5, for the form and the server alike. A module of its
// own so that screens needing only the event rules do not load zod with them.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { LIMITS, MAX_COST, MAX_SLOTS } from "./limits";
import { inIndia, type MapPointProblem, readMapPoint } from "./map-point";
import { CUSTOM_CATEGORY, EVENT_CATEGORIES, PAYMENT_TYPES } from "./options";
import { EVENT_MESSAGES } from "./texts";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

// A one-line text shown on cards, in notifications and in other members' chats: no control
// characters (line breaks, tabs, NUL, escapes) and no bidirectional overrides, which can make a
// name read as something else (issue 25 item 9).
const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const singleLine = (schema: z.ZodString, message: string) =>
  schema.refine((v) => !CONTROL_OR_BIDI.test(v), message);

// A form sends an empty field as "": the same as leaving it out.
const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalLine = (max: number, message: string) =>
  z.preprocess(
    blankAsMissing,
    singleLine(z.string({ error: message }).trim().max(max, message), message).optional(),
  );
const optionalCoordinate = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: EVENT_MESSAGES.meetingPinInvalid })
    .finite(EVENT_MESSAGES.meetingPinInvalid)
    .optional(),
);

// Why a pasted link gave no pin, in the words the host reads.
const LINK_PROBLEMS: Record<MapPointProblem, string> = {
  shortLink: EVENT_MESSAGES.meetingLinkShort,
  noPoint: EVENT_MESSAGES.meetingLinkNoPoint,
  outOfRange: EVENT_MESSAGES.meetingPinInvalid,
};

// Unknown fields (status, createdBy, availableSlots, image…) are dropped by z.object.
export const createEventFields = z.object({
  name: singleLine(
    requiredText(EVENT_MESSAGES.nameRequired, LIMITS.eventNameMaxLength),
    EVENT_MESSAGES.nameSingleLine,
  ),
  description: z
    .string({ error: EVENT_MESSAGES.descriptionLength })
    .trim()
    .min(LIMITS.descriptionMin, EVENT_MESSAGES.descriptionLength)
    .max(LIMITS.descriptionMax, EVENT_MESSAGES.descriptionLength),
  category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.categoryRequired }),
  customCategory: singleLine(z.string().trim().max(60), EVENT_MESSAGES.categorySingleLine).optional(),
  state: requiredText(EVENT_MESSAGES.stateRequired, 80),
  city: requiredText(EVENT_MESSAGES.cityRequired, 80),
  fromDate: z
    .string({ error: EVENT_MESSAGES.fromDateRequired })
    .refine(isCalendarDate, EVENT_MESSAGES.fromDateRequired),
  toDate: z
    .string({ error: EVENT_MESSAGES.toDateRequired })
    .refine(isCalendarDate, EVENT_MESSAGES.toDateRequired),
  time: z.string({ error: EVENT_MESSAGES.timeRequired }).regex(TIME, EVENT_MESSAGES.timeRequired),
  totalSlots: z.coerce
    .number({ error: EVENT_MESSAGES.slotsMin })
    .int(EVENT_MESSAGES.slotsMin)
    .min(LIMITS.slotsMin, EVENT_MESSAGES.slotsMin)
    .max(MAX_SLOTS, EVENT_MESSAGES.slotsMax),
  paymentType: z.enum(PAYMENT_TYPES, { error: EVENT_MESSAGES.paymentRequired }),
  cost: z.coerce.number({ error: EVENT_MESSAGES.costRequired }).int(EVENT_MESSAGES.costRequired).optional(),
  // Where the group meets (issue 27). Optional here, so that a client written against the SPEC still
  // lists; the app's own form asks for the place and the address (meetingPointRequired).
  meetingPlace: optionalLine(LIMITS.meetingPlaceMaxLength, EVENT_MESSAGES.meetingPlaceLength),
  meetingAddress: optionalLine(LIMITS.meetingAddressMaxLength, EVENT_MESSAGES.meetingAddressLength),
  meetingLat: optionalCoordinate,
  meetingLng: optionalCoordinate,
  // Or the pin as the host pasted it (issue 41 item 4): a maps link, a geo: URI or "lat, lng", read
  // by the same parser the form shows it with (shared/map-point.ts); the listing keeps the point.
  meetingLink: z.preprocess(
    blankAsMissing,
    z
      .string({ error: EVENT_MESSAGES.meetingLinkNoPoint })
      .trim()
      .max(LIMITS.meetingLinkMaxLength, EVENT_MESSAGES.meetingLinkLength)
      .optional(),
  ),
  // "Verified members only" (issue 38 item 6): a JSON boolean, or "true"/"false" in a multipart form.
  verifiedOnly: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
      error: EVENT_MESSAGES.verifiedOnlyInvalid,
    })
    .optional(),
  endTime: z.preprocess(
    blankAsMissing,
    z.string({ error: EVENT_MESSAGES.endTimeInvalid }).regex(TIME, EVENT_MESSAGES.endTimeInvalid).optional(),
  ),
});

export type CreateEventInput = z.infer<typeof createEventFields>;

type PinFields = Pick<CreateEventInput, "meetingLat" | "meetingLng" | "meetingLink">;
type PinReading =
  | { ok: true; point: { lat: number; lng: number } | null }
  | { ok: false; path: "meetingLat" | "meetingLink"; message: string };

/**
 * The listing's pin, from the pasted link or the two numbers (both or neither), a point in India.
 * A body carrying both must name one point: two different pins cannot both be where the group meets.
 */
export function meetingPin(v: PinFields): PinReading {
  const invalid = { ok: false, path: "meetingLat", message: EVENT_MESSAGES.meetingPinInvalid } as const;
  const given = [v.meetingLat, v.meetingLng].filter((n) => n !== undefined).length;
  if (given === 1) return invalid;
  const numbers = given === 2 ? { lat: v.meetingLat!, lng: v.meetingLng! } : null;
  let point = numbers;
  if (v.meetingLink !== undefined) {
    const read = readMapPoint(v.meetingLink);
    if (!read.ok) return { ok: false, path: "meetingLink", message: LINK_PROBLEMS[read.problem] };
    if (
      numbers &&
      (Math.abs(numbers.lat - read.point.lat) > 1e-5 || Math.abs(numbers.lng - read.point.lng) > 1e-5)
    )
      return { ok: false, path: "meetingLink", message: EVENT_MESSAGES.meetingLinkAndPin };
    point = read.point;
  }
  if (point && !inIndia(point))
    return { ...invalid, path: v.meetingLink !== undefined ? "meetingLink" : "meetingLat" };
  return { ok: true, point };
}

// The rules that tie fields together; `today` is India's date (todayInIndia()).
export function createEventSchema(today: string) {
  return createEventFields.superRefine((v, ctx) => {
    if (v.category === CUSTOM_CATEGORY && !v.customCategory) {
      ctx.addIssue({
        code: "custom",
        path: ["customCategory"],
        message: EVENT_MESSAGES.customCategoryRequired,
      });
    }
    if (v.fromDate < today || v.toDate < today) {
      ctx.addIssue({ code: "custom", path: ["fromDate"], message: EVENT_MESSAGES.dateInPast });
    } else if (v.toDate < v.fromDate) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: EVENT_MESSAGES.toBeforeFrom });
    }
    const minutes = Number(v.time.slice(3, 5));
    if (minutes % (LIMITS.timeStepSeconds / 60) !== 0) {
      ctx.addIssue({ code: "custom", path: ["time"], message: EVENT_MESSAGES.timeStep });
    }
    if (v.endTime) {
      if (Number(v.endTime.slice(3, 5)) % (LIMITS.timeStepSeconds / 60) !== 0) {
        ctx.addIssue({ code: "custom", path: ["endTime"], message: EVENT_MESSAGES.endTimeInvalid });
      } else if (v.fromDate === v.toDate && v.endTime <= v.time) {
        ctx.addIssue({ code: "custom", path: ["endTime"], message: EVENT_MESSAGES.endBeforeStart });
      }
    }
    const pin = meetingPin(v);
    if (!pin.ok) ctx.addIssue({ code: "custom", path: [pin.path], message: pin.message });
    if (v.paymentType === "fee") {
      if (v.cost === undefined || Number.isNaN(v.cost)) {
        ctx.addIssue({ code: "custom", path: ["cost"], message: EVENT_MESSAGES.costRequired });
      } else if (v.cost < 0) {
        ctx.addIssue({ code: "custom", path: ["cost"], message: EVENT_MESSAGES.costMin });
      } else if (v.cost > MAX_COST) {
        ctx.addIssue({ code: "custom", path: ["cost"], message: EVENT_MESSAGES.costMax });
      }
    }
  });
}

// The app's own form asks where to meet; the API does not (a SPEC client never sends it).
export function meetingPointRequired(v: Pick<CreateEventInput, "meetingPlace" | "meetingAddress">) {
  if (!v.meetingPlace) return { path: "meetingPlace", message: EVENT_MESSAGES.meetingPlaceRequired } as const;
  if (!v.meetingAddress)
    return { path: "meetingAddress", message: EVENT_MESSAGES.meetingAddressRequired } as const;
  return null;
}

// Cost is asked only for an admission fee; otherwise it is 0 (SPEC 5).
export function normalisedCost(input: Pick<CreateEventInput, "paymentType" | "cost">): number {
  return input.paymentType === "fee" ? (input.cost ?? 0) : 0;
}
