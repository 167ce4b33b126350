import type { PhotoCheckStatus } from "@shared/contracts/photo-check";
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
import { formatDateIn } from "../../../lib/format";
import { LOCALE_TAGS, useLanguage, useMessages } from "../../../lib/i18n";
import { documentTitle } from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import { photoCheckQuery, useStartPhotoCheck, useSubmitSelfie } from "./api";
import { failureWords, POSE_KEYS } from "./photo-words";
import { SelfieCamera } from "./selfie-camera";

function Start({ userId, retry }: { userId: string; retry: boolean }) {
  const t = useMessages("photo");
  const start = useStartPhotoCheck(userId);
  return (
    <div className="space-y-4">
      {start.isError && <ErrorBox>{failureWords(t, start.error)}</ErrorBox>}
      <Button
        size="lg"
        fullWidth
        busy={start.isPending}
        busyLabel={t("starting")}
        onClick={() => start.mutate()}
      >
        <Icon node={retry ? RotateCcw : ScanFace} aria-hidden="true" className="size-5" />
        {retry ? t("tryAgain") : t("start")}
      </Button>
    </div>
  );
}

function Pose({ pose }: { pose: NonNullable<PhotoCheckStatus["pose"]> }) {
  const t = useMessages("photo");
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
          {t("poseHeading")}
        </h2>
        <p className="text-lg font-semibold text-gray-900">{t(POSE_KEYS[pose])}</p>
        <p className="text-sm text-gray-700">{t("poseHint")}</p>
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
  const t = useMessages("photo");
  const language = useLanguage();
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
        <Outcome tone="wait" title={t("pendingTitle")}>
          <p className="text-sm text-gray-700">
            {t("pendingBody", {
              // Inside the sentence the pose reads in lower case ("touch your left ear").
              pose: status.pose ? t(POSE_KEYS[status.pose]).toLocaleLowerCase(LOCALE_TAGS[language]) : "",
            })}
          </p>
          {status.submittedAt && (
            <p className="text-sm text-gray-600">
              {t("sentOn", { date: formatDateIn(language, status.submittedAt) })}
            </p>
          )}
        </Outcome>
      );
    case "approved":
      return (
        <div className="space-y-4">
          <Outcome tone="ok" title={t("approvedTitle")}>
            <p className="text-sm text-gray-700">{t("approvedBody")}</p>
          </Outcome>
          <Link to="/profile" className={buttonClasses("primary", "md")}>
            {t("backToProfile")}
          </Link>
        </div>
      );
    case "rejected":
      return (
        <div className="space-y-4">
          <Outcome tone="no" title={t("rejectedTitle")}>
            <p className="text-sm font-semibold text-gray-800">{t("rejectedReason")}</p>
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
  const t = useMessages("photo");
  const userId = useUserId() ?? "";
  const { data: status, error, refetch, isRefetching } = useQuery(photoCheckQuery());

  useEffect(() => {
    document.title = documentTitle(t("title"));
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={t("title")} backTo="/profile" />
      <div className="space-y-5">
        {status?.status !== "awaiting" && (
          <p className="flex items-start gap-3 text-base text-gray-700">
            <Icon node={ScanFace} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{t("intro")}</span>
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
