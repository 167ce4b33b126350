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
import { errorMessage } from "../../../lib/api";
import { BLOCKED_TEXTS } from "../../../lib/texts";
import { SectionNote } from "../components/section-note";
import { useBlockedMembers, useUnblock } from "./api";

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
  const query = useBlockedMembers();
  const unblock = useUnblock();
  const [notice, setNotice] = useState<string | null>(null);
  const pendingId = unblock.isPending ? unblock.variables : null;

  const onUnblock = (userId: string) => {
    setNotice(null);
    unblock.mutate(userId, { onSuccess: (message) => setNotice(message) });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <RowsSkeleton />;
  } else if (query.isError) {
    body = (
      <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()} label={BLOCKED_TEXTS.tryAgain}>
        {errorMessage(query.error)}
      </RetryBox>
    );
  } else if (query.data.length === 0) {
    body = <SectionNote icon={UserRoundCheck}>{BLOCKED_TEXTS.empty}</SectionNote>;
  } else {
    body = (
      <ul aria-label={BLOCKED_TEXTS.list} className="-my-1 divide-y divide-gray-100">
        {query.data.map((member) => (
          <li key={member._id} className="flex items-center gap-3 py-3">
            <Avatar src={member.avatar} size="md" />
            <span className="min-w-0 flex-1 truncate text-base font-medium text-gray-900">{member.name}</span>
            <Button
              variant="secondary"
              aria-label={BLOCKED_TEXTS.unblockLabel(member.name)}
              busy={pendingId === member._id}
              disabled={unblock.isPending && pendingId !== member._id}
              onClick={() => onUnblock(member._id)}
            >
              {BLOCKED_TEXTS.unblock}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledSection
      id="blocked-members"
      title={BLOCKED_TEXTS.title}
      icon={ShieldBan}
      hint={BLOCKED_TEXTS.hint}
      className={className}
    >
      {body}
      <SuccessNotice className="mt-3">{notice}</SuccessNotice>
      {unblock.isError && <ErrorBox className="mt-3">{errorMessage(unblock.error)}</ErrorBox>}
    </TitledSection>
  );
}
