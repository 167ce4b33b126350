import { useState } from "react";
import { useParams } from "react-router";
import { Card } from "../../../components/card";
import { EventImage } from "../../../components/event-image";
import { NotLoaded } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { useMessages } from "../../../lib/i18n";
import { failureWords, serverSentence } from "../admin-words";
import { type ReviewDecision, useAdminEvent, useReviewEvent } from "../events/api";
import { ApproveDialog } from "../events/components/approve-dialog";
import { EventFacts } from "../events/components/event-facts";
import { EventReviewSkeleton } from "../events/components/event-review-skeleton";
import { HostCard } from "../events/components/host-card";
import { RejectDialog } from "../events/components/reject-dialog";
import { ReviewPanel } from "../events/components/review-panel";
import { canReview } from "../events/status";

type OpenDialog = "approve" | "reject" | null;

/** /admin/event/{id} (SPEC 2): the listing in full, approved or rejected while it is pending. */
export function AdminEventReviewPage() {
  const t = useMessages("admin");
  const { id = "" } = useParams();
  const event = useAdminEvent(id);
  const review = useReviewEvent(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const data = event.data;
  // SPEC 4: the action dialog opens only while the listing is pending.
  const openDialog = data && canReview(data) ? dialog : null;
  const failure = review.isError ? failureWords(t, review.error) : null;

  const open = (which: Exclude<OpenDialog, null>) => {
    review.reset();
    setDialog(which);
  };
  const decide = (decision: ReviewDecision) =>
    review.mutate(decision, {
      onSuccess: () => setDialog(null),
    });

  if (!data) {
    return (
      <>
        <PageHeader title={t("reviewTitle")} backTo="/admin/event" backLabel={t("backToEvents")} />
        <NotLoaded query={event} skeleton={<EventReviewSkeleton />} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={data.name} backTo="/admin/event" backLabel={t("backToEvents")} spacing="sm" />
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6">
        <div className="overflow-hidden rounded-2xl bg-stone-100 md:col-start-1">
          <EventImage src={data.image} priority className="aspect-video w-full" />
        </div>

        <div className="flex flex-col gap-5 md:sticky md:top-6 md:col-start-2 md:row-span-2 md:row-start-1">
          <ReviewPanel
            event={data}
            onApprove={() => open("approve")}
            onReject={() => open("reject")}
            notice={review.isSuccess ? (review.data ? serverSentence(t, review.data) : t("saved")) : null}
            error={openDialog ? null : failure}
          />
          <HostCard host={data.createdBy} />
        </div>

        <div className="flex flex-col gap-5 md:col-start-1">
          <Card padding="lg">
            <EventFacts event={data} />
          </Card>
          <Card padding="lg">
            <h2 className="text-lg font-semibold text-gray-900">{t("about")}</h2>
            <p className="mt-2 text-base break-words whitespace-pre-line text-gray-700">{data.description}</p>
          </Card>
        </div>
      </div>

      {openDialog === "approve" && (
        <ApproveDialog
          eventName={data.name}
          onConfirm={() => decide({ action: "approve" })}
          onClose={() => setDialog(null)}
          busy={review.isPending}
          error={failure}
        />
      )}
      {openDialog === "reject" && (
        <RejectDialog
          eventName={data.name}
          onSubmit={(rejectionReason) => decide({ action: "reject", rejectionReason })}
          onClose={() => setDialog(null)}
          busy={review.isPending}
          error={failure}
        />
      )}
    </>
  );
}
