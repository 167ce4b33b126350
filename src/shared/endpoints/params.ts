import { z } from "zod";
import {
  ATTENDANCE_MESSAGES,
  EVENT_NOT_FOUND,
  GROUP_MESSAGES,
  JOB_MESSAGES,
  MEMBER_NOT_FOUND,
  MESSAGES,
  MY_DATA_MESSAGES,
  REQUEST_MESSAGES,
  SAFETY_MESSAGES,
  SHARE_MESSAGES,
} from "../texts";

// Ids are database UUIDs (any version: PostgreSQL's uuid type takes them all).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be an id at all; anything else names nothing. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The path parameters that name a row by its id: `:id`, `:id1`, `:eventId`, `:linkId`... Each is
 * declared with `uuidParam` (`endpoint()` refuses a plain string for one; `:kind` or `:token` are not
 * ids).
 */
export type IdParamName<N extends string> = N extends "id" | `id${number}` | `${string}Id` ? N : never;
export const ID_PARAM_NAME = /^id\d*$|Id$/;

/**
 * A path parameter that names a row by its id. Anything but a uuid names nothing, so the server
 * answers 404 with `notFound`, the sentence the route gives for a missing row, before its handler
 * runs or any query is made (server/platform/errors.ts reads the mark). Branded, so that a handler's
 * id is known to be one.
 */
export const uuidParam = (notFound: string = MESSAGES.notFound) =>
  z
    .string()
    .refine(isUuid, { message: notFound, params: { notFound: true } })
    .brand<"Uuid">();
export type Uuid = z.output<ReturnType<typeof uuidParam>>;

// The path parameters of the endpoints, defined once so that `/events/:id` and `/admin/events/:id`
// read their id the same way, each with what a malformed id answers: the route's own "not found".
export const eventIdParams = z.object({ id: uuidParam(EVENT_NOT_FOUND) });
export const memberIdParams = z.object({ id: uuidParam(MEMBER_NOT_FOUND) });
export const eventParams = z.object({ eventId: uuidParam(EVENT_NOT_FOUND) });
export const userParams = z.object({ userId: uuidParam(MEMBER_NOT_FOUND) });
export const pairParams = z.object({ id1: uuidParam(MEMBER_NOT_FOUND), id2: uuidParam(MEMBER_NOT_FOUND) });
/** A join request: its event and its member. */
export const requestParams = z.object({
  eventId: uuidParam(EVENT_NOT_FOUND),
  userId: uuidParam(REQUEST_MESSAGES.noSuchRequest),
});
/** An event's group, named by the event. */
export const groupParams = z.object({ eventId: uuidParam(GROUP_MESSAGES.notFound) });
/** A conversation (kind user, the other member's id) or a group (kind group). */
export const threadParams = z.object({
  kind: z.enum(["user", "group"]),
  id: uuidParam(MESSAGES.conversationNotFound),
});
/** The caller's own no-show mark at an experience. */
export const markParams = z.object({ id: uuidParam(ATTENDANCE_MESSAGES.noMark) });
/** A contested mark: its event and its member. */
export const contestParams = z.object({
  eventId: uuidParam(ATTENDANCE_MESSAGES.contestNotFound),
  userId: uuidParam(ATTENDANCE_MESSAGES.contestNotFound),
});
/** A member the caller blocked. */
export const blockParams = z.object({ userId: uuidParam(SAFETY_MESSAGES.notBlocked) });
export const jobParams = z.object({ id: uuidParam(JOB_MESSAGES.notFound) });
export const exportParams = z.object({ id: uuidParam(MY_DATA_MESSAGES.exportNotFound) });
export const shareLinkParams = z.object({ linkId: uuidParam(SHARE_MESSAGES.linkNotFound) });
/** No id: whatever the token is, the service answers one 404 for every link that is not live. */
export const shareTokenParams = z.object({ token: z.string() });

/** A write that checks its input, the caller's right, the target and the target's state. */
export const REFUSALS = [400, 403, 404, 409] as const;
