import { PHOTO_CHECK_REASON_MAX } from "@shared/texts";
import { Check, Hand, ScanFace, X } from "lucide";
import { useState } from "react";
import { DEFAULT_AVATAR } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { NextPageFooter } from "../../../components/next-page-footer";
import { ReasonDialog } from "../../../components/reason-dialog";
import { formatDateIn } from "../../../lib/format";
import { type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { errorIn, serverSentence } from "../../../lib/server-sentence";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";
import { type PendingPhotoCheck, useDecidePhotoCheck, usePendingPhotoChecks } from "../photo-checks/api";
import { PrivateImage } from "../photo-checks/private-image";
import { PHOTO_CHECK_SERVER_KEYS, POSE_KEYS } from "../photo-checks/server-keys";

type Outcome = "approve" | "reject";

const decisions = (t: Translate<"admin-photos">): Decision<Outcome>[] => [
  {
    decision: "reject",
    variant: "danger-outline",
    icon: X,
    text: t("reject"),
    label: (name) => t("rejectLabel", { name }),
  },
  {
    decision: "approve",
    variant: "primary",
    icon: Check,
    text: t("approve"),
    label: (name) => t("approveLabel", { name }),
  },
];

/**
 * /admin/photo-checks: "Verify your photo" selfies waiting for review (issue 38 item 4, ADR 0044),
 * oldest first: each beside the member's avatar and profile pictures, with the pose asked. Approve,
 * or reject with the reason the member reads.
 */
export function PhotoChecksPage() {
  const t = useMessages("admin-photos");
  const language = useLanguage();
  const checks = usePendingPhotoChecks();
  const decide = useDecidePhotoCheck();
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingPhotoCheck | null>(null);
  const busyId = decide.isPending ? decide.variables.check._id : null;

  const send = (vars: Parameters<typeof decide.mutate>[0]) => {
    setNotice(null);
    decide.mutate(vars, {
      onSuccess: (answer) => {
        setRejecting(null);
        setNotice(serverSentence(t, PHOTO_CHECK_SERVER_KEYS, answer));
      },
    });
  };

  const list = checks.data?.pages.flatMap((page) => page.checks);
  return (
    <>
      <DecisionQueue
        header={{ title: t("title"), subtitle: t("subtitle") }}
        notice={notice}
        error={decide.isError && !rejecting ? errorIn(t, PHOTO_CHECK_SERVER_KEYS, decide.error) : null}
        query={{ ...checks, data: list }}
        empty={{ icon: ScanFace, text: t("none") }}
        listLabel={t("list")}
        footer={<NextPageFooter query={checks} errorText={t("loadFailed")} />}
      >
        {(check) => (
          <DecisionCard
            key={check._id}
            person={check.member}
            line={t("sent", { date: formatDateIn(language, check.submittedAt) })}
            decisions={decisions(t)}
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
          title={t("rejectTitle", { name: rejecting.member.name })}
          description={t("rejectDescription")}
          label={t("rejectReasonLabel")}
          placeholder={t("rejectPlaceholder")}
          placeholderClassName="placeholder:text-gray-500"
          max={PHOTO_CHECK_REASON_MAX}
          submitLabel={t("reject")}
          submitVariant="danger"
          busyLabel={t("pleaseWait")}
          requiredMessage={t("serverReasonRequired")}
          onSubmit={(reason) => send({ check: rejecting, outcome: "reject", reason: reason.trim() })}
          onClose={() => setRejecting(null)}
          busy={decide.isPending}
          error={decide.isError ? errorIn(t, PHOTO_CHECK_SERVER_KEYS, decide.error) : null}
        />
      )}
    </>
  );
}

/** The pose asked, the selfie, and the pictures it is compared with (the avatar first). */
function Comparison({ check }: { check: PendingPhotoCheck }) {
  const t = useMessages("admin-photos");
  const { name } = check.member;
  const pictures = [check.member.avatar, ...check.profileImages].filter((p): p is string => Boolean(p));
  return (
    <div className="mt-3 space-y-3">
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-900">
        <Icon node={Hand} aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">{t("pose")}:</span> {t(POSE_KEYS[check.pose])}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {t("selfieCaption")}
          </figcaption>
          <PrivateImage
            src={check.selfie}
            alt={t("selfieAlt", { name })}
            failedText={t("selfieFailed")}
            className="aspect-[3/4] w-full rounded-xl object-cover"
          />
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {t("picturesCaption")}
          </figcaption>
          {pictures.length > 0 ? (
            <ul className="grid auto-rows-min grid-cols-2 gap-2">
              {pictures.map((src, i) => (
                <li key={src} className={i === 0 ? "col-span-2" : undefined}>
                  <ImageWithFallback
                    src={src}
                    fallback={DEFAULT_AVATAR}
                    alt={t("pictureAlt", { name, number: i + 1 })}
                    className="aspect-square w-full rounded-xl object-cover"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center justify-center rounded-xl bg-gray-100 p-3 text-center text-sm text-gray-600">
              {t("noPictures")}
            </p>
          )}
        </figure>
      </div>
    </div>
  );
}
