import { ShieldBan, UserRoundCheck } from "lucide";
import { type ReactNode, useState } from "react";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { LoadingRegion } from "../../../components/loading-region";
import { RetryBox } from "../../../components/retry-box";
import { SkeletonRows } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { TitledSection } from "../../../components/titled-section";
import { useMessages } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";
import { SectionNote } from "../components/section-note";
import { useBlockedMembers, useUnblock } from "./api";

// The refusals an unblock can meet, by the server's code (ADR 0056).
const SERVER_KEYS = {
  "safety.notBlocked": "serverNotBlocked",
  tooManyRequests: "serverTooManyRequests",
} as const;

function RowsSkeleton() {
  return (
    <LoadingRegion>
      <SkeletonRows
        count={2}
        className="divide-y divide-gray-100"
        lines={["size-12 rounded-full", "h-4 flex-1", "h-11 w-24"]}
      />
    </LoadingRegion>
  );
}

/**
 * The members the signed-in member has blocked (GET /api/users/blocked), each with "Unblock"
 * (DELETE /api/users/block/{id}). Shown as a section of /profile.
 */
export function BlockedMembers({ className }: { className?: string }) {
  const t = useMessages("profile");
  const query = useBlockedMembers();
  const unblock = useUnblock();
  const [unblocked, setUnblocked] = useState(false);
  const pendingId = unblock.isPending ? unblock.variables : null;

  const onUnblock = (userId: string) => {
    setUnblocked(false);
    // The server's one sentence for it (SAFETY_MESSAGES.unblocked), in the member's language.
    unblock.mutate(userId, { onSuccess: () => setUnblocked(true) });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <RowsSkeleton />;
  } else if (query.isError) {
    body = (
      <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()} label={t("tryAgain")}>
        {serverSentence(query.error, t, SERVER_KEYS)}
      </RetryBox>
    );
  } else if (query.data.length === 0) {
    body = <SectionNote icon={UserRoundCheck}>{t("blockedEmpty")}</SectionNote>;
  } else {
    body = (
      <ul aria-label={t("blockedList")} className="-my-1 divide-y divide-gray-100">
        {query.data.map((member) => (
          <li key={member._id} className="flex items-center gap-3 py-3">
            <Avatar src={member.avatar} size="md" />
            <span className="min-w-0 flex-1 truncate text-base font-medium text-gray-900">{member.name}</span>
            <Button
              variant="secondary"
              aria-label={t("unblockLabel", { name: member.name })}
              busy={pendingId === member._id}
              disabled={unblock.isPending && pendingId !== member._id}
              onClick={() => onUnblock(member._id)}
            >
              {t("unblock")}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledSection
      id="blocked-members"
      title={t("blockedTitle")}
      icon={ShieldBan}
      hint={t("blockedHint")}
      className={className}
    >
      {body}
      <SuccessNotice className="mt-3">{unblocked ? t("unblocked") : null}</SuccessNotice>
      {unblock.isError && (
        <ErrorBox className="mt-3">{serverSentence(unblock.error, t, SERVER_KEYS)}</ErrorBox>
      )}
    </TitledSection>
  );
}
