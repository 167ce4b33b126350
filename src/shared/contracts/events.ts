import { z } from "zod";
import { APPROVAL_STATUSES, EVENT_STATUSES, PAYMENT_TYPES } from "../options";
import { okEnvelope } from "./envelope";

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
});

export const listEventsResponse = okEnvelope(z.array(eventSchema));

export type EventDto = z.infer<typeof eventSchema>;
