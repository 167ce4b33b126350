import { isEventOver } from "../../../shared/event-rules";

// Who may do what with a message beyond sending it (issue 28): one small rule per action.

/** A message an admin removed (no words, no photo) takes no reactions and no reports. */
const isRemoved = (message: { content: string; image: string | null }) =>
  message.content === "" && message.image === null;

export const canReact = (message: { content: string; image: string | null }) => !isRemoved(message);

/** A member reports what others wrote, never their own message. */
export const canReport = (viewerId: string, message: { senderId: string }) => message.senderId !== viewerId;

export const canReportRemoved = (message: { content: string; image: string | null }) => !isRemoved(message);

/** The group's photos become its album once the experience has ended. */
export const canSeeAlbum = (event: { toDate: string | Date; eventStatus: string }) => isEventOver(event);

/** The album is for those who went: the host and the members, less those marked as not having come. */
export const wentOnTheTrip = (viewerId: string, noShows: readonly string[]) => !noShows.includes(viewerId);

/** A message's photo is shown while the message still holds it: an admin's removal ends it at once. */
export const photoStillShown = (message: { image: string | null } | undefined, original: string) =>
  message?.image === original;
