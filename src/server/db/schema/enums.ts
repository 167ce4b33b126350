import { pgEnum } from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../../shared/languages";
import {
  APPROVAL_STATUSES,
  EVENT_STATUSES,
  GENDERS,
  PAYMENT_TYPES,
  REQUEST_STATUSES,
  ROLES,
  RSVP_STATUSES,
} from "../../../shared/options";

export const genderEnum = pgEnum("gender", GENDERS);
export const roleEnum = pgEnum("role", ROLES);
export const paymentTypeEnum = pgEnum("payment_type", PAYMENT_TYPES);
export const eventStatusEnum = pgEnum("event_status", EVENT_STATUSES);
export const approvalStatusEnum = pgEnum("approval_status", APPROVAL_STATUSES);
export const requestStatusEnum = pgEnum("request_status", REQUEST_STATUSES);
export const rsvpStatusEnum = pgEnum("rsvp_status", RSVP_STATUSES);
// The language a member reads the app, their emails and their pushes in (ADR 0055).
export const languageEnum = pgEnum("language", LANGUAGES);
