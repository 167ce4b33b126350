import type { EventRow } from "../../db/event-columns";
import type { Viewer } from "../auth/session-service";

// Who may do what with one event (SPEC 4 "Role per event", 6): one small rule per action.
type Owned = Pick<EventRow, "createdBy">;
// The viewer's own request on the event, if any.
type Mine = { requestStatus: string } | null | undefined;

export const isHost = (viewer: Viewer, event: Owned) => event.createdBy === viewer.userId;

// Approved events are public to members; pending and rejected ones to their host and admins only.
export const canView = (viewer: Viewer, event: Pick<EventRow, "createdBy" | "status">) =>
  event.status === "approved" || isHost(viewer, event) || viewer.role === "admin";

// A member the host blocked, or who blocked the host, does not open the host's listing by its
// address either, as neither finds the other's listings in the list (decided for issue 41; admins do).
export const canOpenAcrossBlock = (viewer: Viewer, blockedWithHost: boolean) =>
  !blockedWithHost || viewer.role === "admin";

// Members of the event: its host and the accepted members (group chat, calendar, who is going).
export const isMember = (viewer: Viewer, event: Owned, mine: Mine) =>
  isHost(viewer, event) || mine?.requestStatus === "accepted";

// The host (and admins) see every request; accepted members see who else is going.
export const canSeeRequests = (viewer: Viewer, event: Owned) =>
  isHost(viewer, event) || viewer.role === "admin";

export const canSeeParticipants = (viewer: Viewer, event: Owned, mine: Mine) =>
  canSeeRequests(viewer, event) || mine?.requestStatus === "accepted";

export const canAddToCalendar = isMember;

// Where exactly the group meets (issue 27): its members and admins; everyone else sees the area.
export const canSeeMeetingPoint = (viewer: Viewer, event: Owned, mine: Mine) =>
  isMember(viewer, event, mine) || viewer.role === "admin";

export const canJoin = (viewer: Viewer, event: Owned) => !isHost(viewer, event);

// A host closes the listing instead of leaving it.
export const canLeave = (viewer: Viewer, event: Owned) => !isHost(viewer, event);

// The host has every seat of their own listing; only others wait for one.
export const canWait = (viewer: Viewer, event: Owned) => !isHost(viewer, event);

export const canAnswerRsvp = (viewer: Viewer, event: Owned) => !isHost(viewer, event);

export const canAnswerRequest = (viewer: Viewer, event: Owned) => isHost(viewer, event);

export const canClose = (viewer: Viewer, event: Owned) => isHost(viewer, event);

// Showing up (ADR 0023): only the event's host marks who came (admins decide contests instead).
export const canMarkAttendance = (viewer: Viewer, event: Owned) => isHost(viewer, event);

// A mark can be contested once, while it reads "no-show", and only by the member it is about (the
// route only ever addresses the viewer's own mark).
export const canContest = (mark: { came: boolean; contestedAt: Date | null }) =>
  !mark.came && mark.contestedAt === null;
