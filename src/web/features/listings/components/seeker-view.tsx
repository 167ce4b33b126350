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
import { deadlineIn } from "../../../lib/event-times-in-words";
import { flash } from "../../../lib/flash";
import { formatNumber, type Language, type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { type EventDetail, useLeaveEvent } from "../api";
import { costText, slotsLeftText } from "../format";
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
  const t = useMessages("listings");
  const [open, setOpen] = useState(false);
  const toasts = useToast();
  const label = (
    <>
      <Icon node={MessageSquareHeart} aria-hidden="true" className="size-4" />
      {t("shareExperience")}
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
  const t = useMessages("listings");
  const navigate = useNavigate();
  const leave = useLeaveEvent();
  return (
    <ConfirmedAction
      icon={LogOut}
      label={t("leaveEvent")}
      title={t("leaveTitle")}
      description={t(
        event.myRequest?.requestStatus === "accepted"
          ? "leaveAccepted"
          : event.myRequest?.fromWaitlist
            ? "leaveOffered"
            : "leaveRequested",
      )}
      cancelLabel={t("stay")}
      busy={leave.isPending}
      failed={leave.isError}
      reset={leave.reset}
      onConfirm={() =>
        leave.mutate(event._id, {
          onSuccess: () => void navigate("/listing", { state: flash(t("leftEvent")) }),
        })
      }
    />
  );
}

/** "4.3", or the catalogue's "N/A" when there is no rating yet (SPEC 2). */
const rated = (t: Translate<"listings">, language: Language, rating: number | null | undefined) =>
  typeof rating === "number" && Number.isFinite(rating)
    ? formatNumber(language, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : t("notRated");

/**
 * What a member offered a seat from the waitlist is told (issue 25 item 11): the host has their
 * request, until when.
 */
const offeredNote = (t: Translate<"listings">, language: Language, deadline: string | null) => {
  const when = deadline ? deadlineIn(language, deadline) : "";
  return when ? t("offeredUntil", { when }) : t("offeredNote");
};

/** A member's view of an experience they joined or asked to join. */
export function SeekerView({ event }: { event: EventDetail }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const canLeave = event.myRequest !== null && !event.isOver && event.eventStatus !== "cancelled";
  const [tooEarly, setTooEarly] = useState(false);
  return (
    <>
      <PageHeader title={event.name} backTo="/listing" backLabel={t("back")} />
      <DetailLayout
        image={event.image}
        aside={
          <>
            {event.helpOpen && <HelpButtonSlot eventId={event._id} eventName={event.name} />}
            <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
              <ShareExperience event={event} onTooEarly={() => setTooEarly(true)} />
              {canLeave && <LeaveEvent event={event} />}
            </div>
            {tooEarly && <Notice tone="info">{t("reviewTooEarly")}</Notice>}
            {event.myRequest?.requestStatus === "accepted" && (
              <SafetyPanelSlot eventId={event._id} eventName={event.name} />
            )}
            {event.myRequest?.requestStatus === "requested" && event.myRequest.fromWaitlist && (
              <Notice tone="info">{offeredNote(t, language, event.myRequest.offerExpiresAt)}</Notice>
            )}
            <Facts
              facts={[
                ...whenAndWhere(t, language, event),
                {
                  label: t("slots"),
                  value: slotsLeftText(t, event.availableSlots, event.totalSlots),
                  icon: Users,
                },
                { label: t("cost"), value: costText(t, language, event), icon: IndianRupee },
                { label: t("rating"), value: rated(t, language, event.averageRating), icon: Star },
              ]}
            />
            <EventHostLink
              host={event.host}
              summary={t("hostSummary", {
                hosted: event.host.eventsHosted,
                rating: rated(t, language, event.host.hostRating),
              })}
            />
          </>
        }
        description={event.description}
      />
      <MemberSections event={event} />
    </>
  );
}
