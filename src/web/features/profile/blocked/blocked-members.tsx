import { CircleCheck, ShieldBan, UserRoundCheck } from "lucide";
import { type ReactNode, useId, useState } from "react";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { LoadingRegion } from "../../../components/loading-region";
import { RetryBox } from "../../../components/retry-box";
import { SkeletonLines, SkeletonRepeat } from "../../../components/skeleton";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { BLOCKED_TEXTS } from "../../../lib/texts";
import { useBlockedMembers, useUnblock } from "./api";

function RowsSkeleton() {
  return (
    <LoadingRegion>
      <ul aria-hidden="true" className="divide-y divide-gray-100">
        <SkeletonRepeat count={2}>
          <SkeletonLines
            as="li"
            className="flex items-center gap-3 py-3"
            lines={["size-12 rounded-full", "h-4 flex-1", "h-11 w-24"]}
          />
        </SkeletonRepeat>
      </ul>
    </LoadingRegion>
  );
}

/**
 * The members the signed-in member has blocked (GET /api/users/blocked), each with "Unblock"
 * (DELETE /api/users/block/{id}). Shown as a section of /profile.
 */
export function BlockedMembers({ className }: { className?: string }) {
  const headingId = useId();
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
    body = (
      <p className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-4 text-sm text-gray-600">
        <Icon node={UserRoundCheck} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
        {BLOCKED_TEXTS.empty}
      </p>
    );
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
    <section
      id="blocked-members"
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm", className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon node={ShieldBan} aria-hidden="true" className="size-5 text-brand-600" />
        {BLOCKED_TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{BLOCKED_TEXTS.hint}</p>
      {body}
      <div role="status" aria-live="polite">
        {notice && (
          <p className="mt-3 flex items-center gap-2 rounded-xl border border-emerald-100 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-700">
            <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
            {notice}
          </p>
        )}
      </div>
      {unblock.isError && <ErrorBox className="mt-3">{errorMessage(unblock.error)}</ErrorBox>}
    </section>
  );
}
