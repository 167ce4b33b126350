import type { ReactNode } from "react";
import { useParams } from "react-router";
import { LoadError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { useEventDetail } from "../../../lib/queries/events";
import { HostView } from "./host-view";
import { SeekerView } from "./seeker-view";

function DetailSkeleton() {
  return (
    <LoadingRegion>
      <Skeleton className="mb-6 h-9 w-2/3" />
      <div className="grid gap-5 md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
      </div>
    </LoadingRegion>
  );
}

/**
 * SPEC 2 "Joined-event detail": one screen behind both addresses. The event's `role` decides
 * the view, so a seeker opening a host address sees the seeker view and the other way round.
 */
export function EventDetailScreen() {
  const { id = "" } = useParams();
  const { data: event, error, isPending, refetch, isRefetching } = useEventDetail(id);

  let body: ReactNode;
  if (event) body = event.role === "host" ? <HostView event={event} /> : <SeekerView event={event} />;
  else if (error) {
    body = (
      <>
        <PageHeader title="Experience" backTo="/listing" />
        <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />
      </>
    );
  } else if (isPending) body = <DetailSkeleton />;

  return <div className="mx-auto w-full max-w-[1100px]">{body}</div>;
}
