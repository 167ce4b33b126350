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
import { formatNumber, useLanguage, useMessages } from "../../../lib/i18n";
import { type EventDetail, useCancelEvent } from "../api";
import { costText } from "../format";
import { attendancePath, listingsPath } from "../paths";
import { ConfirmedAction } from "./confirmed-action";
import { DetailLayout } from "./detail-layout";
import { Facts, whenAndWhere } from "./facts";
import { MemberSections } from "./member-sections";
import { ApprovalBadge } from "./status-badge";

function CloseListing({ event }: { event: EventDetail }) {
  const t = useMessages("listings");
  const navigate = useNavigate();
  const cancel = useCancelEvent();
  return (
    <ConfirmedAction
      icon={XCircle}
      label={t("closeListing")}
      title={t("closeTitle")}
      description={t("closeDescription")}
      cancelLabel={t("keepOpen")}
      busy={cancel.isPending}
      failed={cancel.isError}
      reset={cancel.reset}
      onConfirm={() =>
        cancel.mutate(event._id, {
          onSuccess: () => void navigate(listingsPath("created"), { state: flash(t("listingClosed")) }),
        })
      }
    />
  );
}

function AddToCalendar({ event }: { event: Pick<EventDetail, "_id" | "name"> }) {
  const t = useMessages("listings");
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
        {t("addToCalendar")}
      </Button>
      {failed && <ErrorBox>{t("somethingWrong")}</ErrorBox>}
    </div>
  );
}

/** The host's view of their listing: its state, the members, and the ways to manage it. */
export function HostView({ event }: { event: EventDetail }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const count = (n: number) => formatNumber(language, n);
  const canClose = event.eventStatus === "ongoing" && !event.isOver;
  const listed = event.status === "approved" && event.eventStatus !== "cancelled";
  // Showing up (ADR 0023): once a listed experience has ended, the host marks who came.
  const markable = listed && event.isOver;
  return (
    <>
      <PageHeader title={event.name} backTo={listingsPath("created")} backLabel={t("back")} />
      <DetailLayout
        image={event.image}
        badge={<ApprovalBadge event={event} className="shadow-sm" />}
        aside={
          <>
            {markable && (
              <Link to={attendancePath(event._id)} className={buttonClasses("primary", "md", true)}>
                <Icon node={ClipboardCheck} aria-hidden="true" className="size-4" />
                {t("markWhoCame")}
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
                ...whenAndWhere(t, language, event),
                { label: t("totalSlots"), value: count(event.totalSlots), icon: Users },
                { label: t("availableSlots"), value: count(event.availableSlots), icon: Ticket },
                ...(event.waitlistCount > 0
                  ? [
                      {
                        label: t("waitlist"),
                        value: t("waitlistCount", { count: event.waitlistCount }),
                        icon: ListOrdered,
                      },
                    ]
                  : []),
                {
                  label: t(event.paymentType === "fee" ? "fee" : "payment"),
                  // "Rs. 2400 per person" for an admission fee, otherwise how the cost is shared ("Go Dutch").
                  value:
                    event.paymentType === "fee"
                      ? costText(t, language, event)
                      : t("paymentType", { paymentType: event.paymentType }),
                  icon: IndianRupee,
                },
                {
                  label: t("createdBy"),
                  value: t("createdByYou", { name: event.host.name }),
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
