import { PHOTO_CHECK_MESSAGES, PHOTO_CHECK_REASON_MAX, PHOTO_POSE_WORDS } from "@shared/texts";
import { Check, Hand, ScanFace, X } from "lucide";
import { useState } from "react";
import { DEFAULT_AVATAR } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { NextPageFooter } from "../../../components/next-page-footer";
import { ReasonDialog } from "../../../components/reason-dialog";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { PHOTO_CHECK_TEXTS as T } from "../../../lib/texts";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";
import { type PendingPhotoCheck, useDecidePhotoCheck, usePendingPhotoChecks } from "../photo-checks/api";
import { PrivateImage } from "../photo-checks/private-image";

type Outcome = "approve" | "reject";

const DECISIONS: Decision<Outcome>[] = [
  { decision: "reject", variant: "danger-outline", icon: X, text: T.reject, label: T.rejectLabel },
  { decision: "approve", variant: "primary", icon: Check, text: T.approve, label: T.approveLabel },
];

/**
 * /admin/photo-checks: "Verify your photo" selfies waiting for review (issue 38 item 4, ADR 0044),
 * oldest first: each beside the member's avatar and profile pictures, with the pose asked. Approve,
 * or reject with the reason the member reads.
 */
export function PhotoChecksPage() {
  const checks = usePendingPhotoChecks();
  const decide = useDecidePhotoCheck();
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingPhotoCheck | null>(null);
  const busyId = decide.isPending ? decide.variables.check._id : null;

  const send = (vars: Parameters<typeof decide.mutate>[0]) => {
    setNotice(null);
    decide.mutate(vars, {
      onSuccess: (message) => {
        setRejecting(null);
        setNotice(message);
      },
    });
  };

  const list = checks.data?.pages.flatMap((page) => page.checks);
  return (
    <>
      <DecisionQueue
        header={{ title: T.adminTitle, subtitle: T.adminSubtitle }}
        notice={notice}
        error={decide.isError && !rejecting ? decide.error : null}
        query={{ ...checks, data: list }}
        empty={{ icon: ScanFace, text: T.adminNone }}
        listLabel={T.adminList}
        footer={<NextPageFooter query={checks} errorText={T.loadFailed} />}
      >
        {(check) => (
          <DecisionCard
            key={check._id}
            person={check.member}
            line={T.adminSent(formatDate(check.submittedAt))}
            decisions={DECISIONS}
            busy={busyId === check._id ? (decide.variables?.outcome ?? null) : null}
            disabled={decide.isPending}
            onDecide={(outcome) => {
              if (outcome === "reject") {
                decide.reset();
                setRejecting(check);
              } else send({ check, outcome });
            }}
          >
            <Comparison check={check} />
          </DecisionCard>
        )}
      </DecisionQueue>
      {rejecting && (
        <ReasonDialog
          title={T.rejectTitle(rejecting.member.name)}
          description={T.rejectDescription}
          label={T.rejectReasonLabel}
          placeholder={T.rejectPlaceholder}
          placeholderClassName="placeholder:text-gray-500"
          max={PHOTO_CHECK_REASON_MAX}
          submitLabel={T.reject}
          submitVariant="danger"
          requiredMessage={PHOTO_CHECK_MESSAGES.reasonRequired}
          onSubmit={(reason) => send({ check: rejecting, outcome: "reject", reason: reason.trim() })}
          onClose={() => setRejecting(null)}
          busy={decide.isPending}
          error={decide.isError ? errorMessage(decide.error) : null}
        />
      )}
    </>
  );
}

/** The pose asked, the selfie, and the pictures it is compared with (the avatar first). */
function Comparison({ check }: { check: PendingPhotoCheck }) {
  const { name } = check.member;
  const pictures = [check.member.avatar, ...check.profileImages].filter((p): p is string => Boolean(p));
  return (
    <div className="mt-3 space-y-3">
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-900">
        <Icon node={Hand} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">{T.adminPose}:</span> {PHOTO_POSE_WORDS[check.pose]}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {T.adminSelfieCaption}
          </figcaption>
          <PrivateImage
            src={check.selfie}
            alt={T.adminSelfie(name)}
            failedText={T.adminSelfieFailed}
            className="aspect-[3/4] w-full rounded-xl object-cover"
          />
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {T.adminPicturesCaption}
          </figcaption>
          {pictures.length > 0 ? (
            <ul className="grid auto-rows-min grid-cols-2 gap-2">
              {pictures.map((src, i) => (
                <li key={src} className={i === 0 ? "col-span-2" : undefined}>
                  <ImageWithFallback
                    src={src}
                    fallback={DEFAULT_AVATAR}
                    alt={T.adminPicture(name, i + 1)}
                    className="aspect-square w-full rounded-xl object-cover"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center justify-center rounded-xl bg-gray-100 p-3 text-center text-sm text-gray-600">
              {T.adminNoPictures}
            </p>
          )}
        </figure>
      </div>
    </div>
  );
}
