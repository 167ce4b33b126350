import { costLabel } from "@shared/event-rules";
import { MESSAGES } from "@shared/texts";
import { IndianRupee, LogOut, MessageSquareHeart, Star, Users } from "lucide";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { EventHostLink } from "../../../components/event-host-link";
import { FeedbackDialogSlot } from "../../../components/feedback-dialog-slot";
import { HelpButtonSlot } from "../../../components/help-button-slot";
import { Icon } from "../../../components/icon";
import { PageHeader } from "../../../components/page-header";
import { SafetyPanelSlot } from "../../../components/safety-panel-slot";
import { ToastRegion, useToast } from "../../../components/toast";
import { flash } from "../../../lib/flash";
import { ratingText } from "../../../lib/format";
import { offeredNote } from "../../../lib/offered-note";
import { SEEKER_VIEW_TEXTS } from "../../../lib/texts";
import { type EventDetail, useLeaveEvent } from "../api";
import { slotsLeftText } from "../format";
import { ConfirmedAction } from "./confirmed-action";
import { DetailLayout } from "./detail-layout";
import { Facts, whenAndWhere } from "./facts";
import { MemberSections } from "./member-sections";
import { Notice } from "./notice";

/**
 * SPEC 4 "Review": sharing is blocked until the event ends and impossible for a rejected (or
 * cancelled) listing. Once it is over, an accepted member gets the feedback form right here.
 */
function ShareExperience({ event, onTooEarly }: { event: EventDetail; onTooEarly: () => void }) {
  const [open, setOpen] = useState(false);
  const toasts = useToast();
  const label = (
    <>
      <Icon node={MessageSquareHeart} aria-hidden="true" className="size-4" />
      {SEEKER_VIEW_TEXTS.shareExperience}
    </>
  );
  const accepted = event.myRequest?.requestStatus === "accepted";
  if (event.status === "rejected" || event.eventStatus === "cancelled" || (event.isOver && !accepted)) {
    return (
      <Button variant="secondary" disabled fullWidth>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant={event.isOver ? "primary" : "secondary"}
        fullWidth
        onClick={() => (event.isOver ? setOpen(true) : onTooEarly())}
      >
        {label}
      </Button>
      <FeedbackDialogSlot
        open={open}
        onClose={() => setOpen(false)}
        eventId={event._id}
        eventName={event.name}
        onDone={(message) => {
          setOpen(false);
          toasts.show({ tone: "success", text: message });
        }}
      />
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}

function LeaveEvent({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveEvent();
  return (
    <ConfirmedAction
      icon={LogOut}
      label={SEEKER_VIEW_TEXTS.leaveEvent}
      title={SEEKER_VIEW_TEXTS.leaveTitle}
      description={
        event.myRequest?.requestStatus === "accepted"
          ? SEEKER_VIEW_TEXTS.leaveAccepted
          : event.myRequest?.fromWaitlist
            ? SEEKER_VIEW_TEXTS.leaveOffered
            : SEEKER_VIEW_TEXTS.leaveRequested
      }
      cancelLabel={SEEKER_VIEW_TEXTS.stay}
      busy={leave.isPending}
      failed={leave.isError}
      reset={leave.reset}
      onConfirm={() =>
        leave.mutate(event._id, {
          onSuccess: () => void navigate("/listing", { state: flash(MESSAGES.eventLeftFromListing) }),
        })
      }
    />
  );
}

/** A member's view of an experience they joined or asked to join. */
export function SeekerView({ event }: { event: EventDetail }) {
  const canLeave = event.myRequest !== null && !event.isOver && event.eventStatus !== "cancelled";
  const [tooEarly, setTooEarly] = useState(false);
  return (
    <>
      <PageHeader title={event.name} backTo="/listing" />
      <DetailLayout
        image={event.image}
        aside={
          <>
            {event.helpOpen && <HelpButtonSlot eventId={event._id} eventName={event.name} />}
            <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
              <ShareExperience event={event} onTooEarly={() => setTooEarly(true)} />
              {canLeave && <LeaveEvent event={event} />}
            </div>
            {tooEarly && <Notice tone="info">{MESSAGES.reviewTooEarly}</Notice>}
            {event.myRequest?.requestStatus === "accepted" && (
              <SafetyPanelSlot eventId={event._id} eventName={event.name} />
            )}
            {event.myRequest?.requestStatus === "requested" && event.myRequest.fromWaitlist && (
              <Notice tone="info">{offeredNote(event.myRequest.offerExpiresAt)}</Notice>
            )}
            <Facts
              facts={[
                ...whenAndWhere(event),
                {
                  label: SEEKER_VIEW_TEXTS.slots,
                  value: slotsLeftText(event.availableSlots, event.totalSlots),
                  icon: Users,
                },
                {
                  label: SEEKER_VIEW_TEXTS.cost,
                  value: costLabel(event.paymentType, event.cost),
                  icon: IndianRupee,
                },
                { label: SEEKER_VIEW_TEXTS.rating, value: ratingText(event.averageRating), icon: Star },
              ]}
            />
            <EventHostLink
              host={event.host}
              summary={SEEKER_VIEW_TEXTS.hostSummary(
                event.host.eventsHosted,
                ratingText(event.host.hostRating),
              )}
            />
          </>
        }
        description={event.description}
      />
      <MemberSections event={event} />
    </>
  );
}
