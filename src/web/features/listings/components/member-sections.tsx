import type { EventDetail } from "../api";
import { ParticipantLists } from "./participant-lists";
import { RejectionBox } from "./rejection-box";

/** Either the rejection box or the Seekers, Going and Thinking About It lists. */
export function MemberSections({
  event,
  reviewLinks = false,
}: {
  event: EventDetail;
  reviewLinks?: boolean;
}) {
  return (
    <div className="mt-6">
      {event.status === "rejected" ? (
        <RejectionBox reason={event.rejectionReason} />
      ) : (
        <ParticipantLists
          participants={event.participants}
          reviewEventId={reviewLinks ? event._id : undefined}
        />
      )}
    </div>
  );
}
