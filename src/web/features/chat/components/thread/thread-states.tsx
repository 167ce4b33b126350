import type { ReactNode } from "react";
import { Button, buttonClasses } from "../../../../components/button";
import { ErrorBox } from "../../../../components/error-box";
import type { IconNode } from "../../../../components/icon";
import { IconBadge } from "../../../../components/icon-badge";
import { Link } from "../../../../components/link";
import { LoadingRegion } from "../../../../components/loading-region";
import { Skeleton } from "../../../../components/skeleton";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { failureSentence } from "../../../../lib/server-sentence";
import { THREAD_SENTENCES } from "../../thread-sentences";

const SHAPES = [
  { side: "left", width: "w-48" },
  { side: "left", width: "w-64" },
  { side: "right", width: "w-40" },
  { side: "left", width: "w-56" },
  { side: "right", width: "w-60" },
  { side: "right", width: "w-32" },
] as const;

/** Bubble-shaped placeholders while the thread loads. */
export function ThreadSkeleton() {
  const t = useMessages("thread");
  return (
    <LoadingRegion
      label={t("loading")}
      className="mx-auto flex h-full w-full max-w-3xl flex-col justify-end gap-3 overflow-hidden px-3 py-4 sm:px-5"
    >
      {SHAPES.map((shape, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list.
          key={index}
          className={cn("flex items-end gap-2", shape.side === "right" && "justify-end")}
        >
          {shape.side === "left" && <Skeleton className="size-9 shrink-0 rounded-full" />}
          <Skeleton className={cn("h-12 max-w-[70%] rounded-2xl", shape.width)} />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The first screen of a thread without messages: an icon, a line and a way to begin. */
export function ThreadEmpty({ icon, text, action }: { icon: IconNode; text: string; action?: ReactNode }) {
  return (
    <div className="my-auto flex flex-col items-center gap-4 px-6 py-10 text-center">
      <IconBadge icon={icon} size="2xl" className="ring-8 ring-brand-50/50" />
      <p className="max-w-xs text-base text-gray-600">{text}</p>
      {action}
    </div>
  );
}

/** A thread that could not load (for example 403 for non-members): the server's message. */
export function ThreadError({
  error,
  onRetry,
  busy,
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
}) {
  const t = useMessages("thread");
  return (
    <div className="mx-auto flex h-full w-full max-w-lg flex-col justify-center gap-4 px-4 py-8">
      <ErrorBox>{failureSentence(error, THREAD_SENTENCES, t)}</ErrorBox>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" busy={busy} onClick={onRetry}>
          {t("tryAgain")}
        </Button>
        <Link to="/chat" className={buttonClasses("ghost")}>
          {t("back")}
        </Link>
      </div>
    </div>
  );
}
