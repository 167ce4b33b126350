import type { PhotoCheckStatus } from "@shared/contracts/photo-check";
import { PHOTO_POSE_WORDS } from "@shared/texts";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Hand, Hourglass, RotateCcw, ScanFace } from "lucide";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { LoadError } from "../../../components/load-error";
import { LoadingRegion } from "../../../components/loading-region";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { PHOTO_CHECK_TEXTS as T } from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import { photoCheckQuery, useStartPhotoCheck, useSubmitSelfie } from "./api";
import { SelfieCamera } from "./selfie-camera";

function Start({ userId, retry }: { userId: string; retry: boolean }) {
  const start = useStartPhotoCheck(userId);
  return (
    <div className="space-y-4">
      {start.isError && <ErrorBox>{errorMessage(start.error)}</ErrorBox>}
      <Button
        size="lg"
        fullWidth
        busy={start.isPending}
        busyLabel={T.starting}
        onClick={() => start.mutate()}
      >
        <Icon node={retry ? RotateCcw : ScanFace} aria-hidden="true" className="size-5" />
        {retry ? T.tryAgain : T.start}
      </Button>
    </div>
  );
}

function Pose({ pose }: { pose: NonNullable<PhotoCheckStatus["pose"]> }) {
  return (
    <section
      aria-labelledby="photo-pose"
      className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 shadow-sm"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
        <Icon node={Hand} aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="photo-pose" className="text-sm font-semibold text-brand-800">
          {T.poseHeading}
        </h2>
        <p className="text-lg font-semibold text-gray-900">{PHOTO_POSE_WORDS[pose]}</p>
        <p className="text-sm text-gray-700">{T.poseHint}</p>
      </div>
    </section>
  );
}

function Outcome(props: { tone: "wait" | "ok" | "no"; title: string; children: React.ReactNode }) {
  const tones = {
    wait: ["border-amber-200 bg-amber-50", "text-amber-700", Hourglass],
    ok: ["border-emerald-200 bg-emerald-50", "text-emerald-600", BadgeCheck],
    no: ["border-red-100 bg-red-50", "text-red-600", ScanFace],
  } as const;
  const [box, tint, icon] = tones[props.tone];
  return (
    <section className={`flex items-start gap-4 rounded-2xl border p-5 shadow-sm ${box}`}>
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-full bg-white ${tint}`}>
        <Icon node={icon} aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold text-gray-900">{props.title}</h2>
        {props.children}
      </div>
    </section>
  );
}

function Check({ status, userId }: { status: PhotoCheckStatus; userId: string }) {
  const submit = useSubmitSelfie(userId);
  switch (status.status) {
    case "awaiting":
      return (
        <div className="space-y-4">
          {status.pose && <Pose pose={status.pose} />}
          <SelfieCamera
            onSend={(selfie) => submit.mutate(selfie)}
            sending={submit.isPending}
            error={submit.error}
          />
        </div>
      );
    case "pending":
      return (
        <Outcome tone="wait" title={T.pendingTitle}>
          <p className="text-sm text-gray-700">
            {T.pendingBody(status.pose ? PHOTO_POSE_WORDS[status.pose] : "")}
          </p>
          {status.submittedAt && (
            <p className="text-sm text-gray-600">{T.sentOn(formatDate(status.submittedAt))}</p>
          )}
        </Outcome>
      );
    case "approved":
      return (
        <div className="space-y-4">
          <Outcome tone="ok" title={T.approvedTitle}>
            <p className="text-sm text-gray-700">{T.approvedBody}</p>
          </Outcome>
          <Link to="/profile" className={buttonClasses("primary", "md")}>
            {T.backToProfile}
          </Link>
        </div>
      );
    case "rejected":
      return (
        <div className="space-y-4">
          <Outcome tone="no" title={T.rejectedTitle}>
            <p className="text-sm font-semibold text-gray-800">{T.rejectedReason}</p>
            <p className="text-sm break-words text-gray-800">{status.reason}</p>
          </Outcome>
          <Start userId={userId} retry />
        </div>
      );
    default:
      return <Start userId={userId} retry={false} />;
  }
}

/** Issue 38 item 4: a live selfie doing a random pose, for an admin to compare with the profile. */
export function PhotoPage() {
  const userId = useUserId() ?? "";
  const { data: status, error, refetch, isRefetching } = useQuery(photoCheckQuery());

  useEffect(() => {
    document.title = T.documentTitle;
  }, []);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={T.title} backTo="/profile" />
      <div className="space-y-5">
        {status?.status !== "awaiting" && (
          <p className="flex items-start gap-3 text-base text-gray-700">
            <Icon node={ScanFace} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{T.intro}</span>
          </p>
        )}
        {status ? (
          <Check status={status} userId={userId} />
        ) : error ? (
          <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />
        ) : (
          <LoadingRegion>
            <Skeleton className="h-40 rounded-2xl" />
          </LoadingRegion>
        )}
      </div>
    </div>
  );
}
