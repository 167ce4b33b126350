import type {
  CreatedShareLink,
  MySafety,
  SharedExperience,
  ShareLink,
} from "../../../shared/contracts/share";
import { imageUrl, type Storage } from "../../platform/storage";
import {
  arrivalWindow,
  asksHomeSafe,
  canShare,
  firstName,
  homeSafeWindow,
  isOpen,
  safetyState,
} from "./policy";
import type { LinkRow, MySafetyRow, SharedRow } from "./service";

const presentLink = (link: LinkRow): ShareLink => ({
  _id: link.id,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt.toISOString(),
});

export function presentMySafety(row: MySafetyRow): MySafety {
  const { event, checkIn, now } = row;
  const open = isOpen(event);
  return {
    link: row.link ? presentLink(row.link) : null,
    checkedInAt: checkIn?.checkedInAt?.toISOString() ?? null,
    homeSafeAt: checkIn?.homeSafeAt?.toISOString() ?? null,
    canShare: canShare(event, now),
    canArrive: open && !checkIn?.checkedInAt && arrivalWindow(event, now) === "open",
    canConfirmHomeSafe: open && !checkIn?.homeSafeAt && homeSafeWindow(event, now) === "open",
    askHomeSafe: asksHomeSafe(event, checkIn, now),
  };
}

export const presentCreatedLink = (created: { link: LinkRow; token: string }): CreatedShareLink => ({
  link: presentLink(created.link),
  path: `/share/${created.token}`,
});

// Exactly the fields of the issue: the experience's name, place (and meeting point, issue 27), days
// and time, the host's first name and picture, and the member's one-line state. Nothing else about the member or the group.
export function presentSharedExperience(storage: Storage, row: SharedRow): SharedExperience {
  const { event } = row;
  return {
    name: event.name,
    place: `${event.city}, ${event.state}`,
    // Where the group meets, so the contact knows where their person is (issue 27).
    meetingPoint: event.meetingPlace
      ? [event.meetingPlace, event.meetingAddress].filter(Boolean).join(", ")
      : null,
    fromDate: event.fromDate.toISOString(),
    toDate: event.toDate.toISOString(),
    time: event.time,
    host: { firstName: firstName(row.host.name), picture: imageUrl(storage, row.host.avatar) },
    state: safetyState(event, row.checkIn, row.now),
    expiresAt: row.expiresAt.toISOString(),
  };
}
