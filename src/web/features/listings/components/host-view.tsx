import { costLabel } from "@shared/event-rules";
import { PAYMENT_TYPE_LABELS } from "@shared/options";
import { MESSAGES } from "@shared/texts";
import {
  CalendarPlus,
  CircleUserRound,
  ClipboardCheck,
  IndianRupee,
  ListOrdered,
  Ticket,
  Users,
  XCircle,
} from "lucide";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { PageHeader } from "../../../components/page-header";
import { downloadCalendar } from "../../../lib/calendar";
import { flash } from "../../../lib/flash";
import { ATTENDANCE_TEXTS, HOST_VIEW_TEXTS } from "../../../lib/texts";
import { type EventDetail, useCancelEvent } from "../api";
import { attendancePath, listingsPath } from "../paths";
import { ConfirmedAction } from "./confirmed-action";
import { DetailLayout } from "./detail-layout";
import { Facts, whenAndWhere } from "./facts";
import { MemberSections } from "./member-sections";
import { ApprovalBadge } from "./status-badge";

function CloseListing({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const cancel = useCancelEvent();
  return (
    <ConfirmedAction
      icon={XCircle}
      label={HOST_VIEW_TEXTS.closeListing}
      title={HOST_VIEW_TEXTS.closeTitle}
      description={HOST_VIEW_TEXTS.closeDescription}
      cancelLabel={HOST_VIEW_TEXTS.keepOpen}
      busy={cancel.isPending}
      failed={cancel.isError}
      reset={cancel.reset}
      onConfirm={() =>
        cancel.mutate(event._id, {
          onSuccess: () => void navigate(listingsPath("created"), { state: flash(MESSAGES.eventCancelled) }),
        })
      }
    />
  );
}

function AddToCalendar({ event }: { event: Pick<EventDetail, "_id" | "name"> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const add = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadCalendar(event);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <Button variant="secondary" fullWidth busy={busy} onClick={() => void add()}>
        <Icon node={CalendarPlus} aria-hidden="true" className="size-4" />
        {HOST_VIEW_TEXTS.addToCalendar}
      </Button>
      {failed && <ErrorBox>{MESSAGES.tryAgain}</ErrorBox>}
    </div>
  );
}

/** "Rs. 2400 per person" for an admission fee, otherwise how the cost is shared ("Go Dutch"). */
function paymentText(event: EventDetail): string {
  return event.paymentType === "fee"
    ? costLabel(event.paymentType, event.cost)
    : PAYMENT_TYPE_LABELS[event.paymentType];
}

/** The host's view of their listing: its state, the members, and the ways to manage it. */
export function HostView({ event }: { event: EventDetail }) {
  const canClose = event.eventStatus === "ongoing" && !event.isOver;
  const listed = event.status === "approved" && event.eventStatus !== "cancelled";
  // Showing up (ADR 0023): once a listed experience has ended, the host marks who came.
  const markable = listed && event.isOver;
  return (
    <>
      <PageHeader title={event.name} backTo={listingsPath("created")} />
      <DetailLayout
        image={event.image}
        badge={<ApprovalBadge event={event} className="shadow-sm" />}
        aside={
          <>
            {markable && (
              <Link to={attendancePath(event._id)} className={buttonClasses("primary", "md", true)}>
                <Icon node={ClipboardCheck} aria-hidden="true" className="size-4" />
                {ATTENDANCE_TEXTS.markWhoCame}
              </Link>
            )}
            {(listed || canClose) && (
              <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
                {listed && <AddToCalendar event={event} />}
                {canClose && <CloseListing event={event} />}
              </div>
            )}
            <Facts
              facts={[
                ...whenAndWhere(event),
                { label: HOST_VIEW_TEXTS.totalSlots, value: event.totalSlots, icon: Users },
                { label: HOST_VIEW_TEXTS.availableSlots, value: event.availableSlots, icon: Ticket },
                ...(event.waitlistCount > 0
                  ? [
                      {
                        label: HOST_VIEW_TEXTS.waitlist,
                        value: HOST_VIEW_TEXTS.waitlistCount(event.waitlistCount),
                        icon: ListOrdered,
                      },
                    ]
                  : []),
                {
                  label: event.paymentType === "fee" ? HOST_VIEW_TEXTS.fee : HOST_VIEW_TEXTS.payment,
                  value: paymentText(event),
                  icon: IndianRupee,
                },
                {
                  label: HOST_VIEW_TEXTS.createdBy,
                  value: HOST_VIEW_TEXTS.createdByYou(event.host.name),
                  icon: CircleUserRound,
                },
              ]}
            />
          </>
        }
        description={event.description}
      />
      <MemberSections event={event} reviewLinks />
    </>
  );
}
