import type { Reader } from "@shared/contracts/chat-thread";
import { CheckCheck } from "lucide";
import { useState } from "react";
import { Avatar } from "../../../../components/avatar";
import { Dialog } from "../../../../components/dialog";
import { Icon } from "../../../../components/icon";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { clockTimeIn } from "../../../../lib/times-in-words";
import type { ThreadMessage } from "./types";

// Who has read one's messages (issue 28 item 3), from the thread's read marks: a reader has seen
// every message created at or before their mark.

const readersOf = (message: ThreadMessage, readers: readonly Reader[]) => {
  const at = Date.parse(message.createdAt);
  return readers.filter((r) => Date.parse(r.readAt) >= at);
};

/**
 * Which of one's own (stored) messages carry a read label, and who read each. In a group, "Seen by
 * N" shows where the count changes: under a message whose next own message has fewer readers, and
 * under the last (a mark covers every earlier message, so the readers of a later message are among
 * those of an earlier one, and the label of equal counts would repeat the same people). In a
 * conversation, "Seen" shows once, under the newest message the other member has read.
 */
export function seenLabels(
  messages: readonly ThreadMessage[],
  readers: readonly Reader[],
  mode: "group" | "direct",
): Map<string, Reader[]> {
  const own = messages.filter((m) => m.mine && !m.pending);
  const labels = new Map<string, Reader[]>();
  if (readers.length === 0) return labels;
  if (mode === "direct") {
    const newest = own.findLast((m) => readersOf(m, readers).length > 0);
    if (newest) labels.set(newest.id, readersOf(newest, readers));
    return labels;
  }
  const counts = own.map((m) => readersOf(m, readers));
  counts.forEach((who, i) => {
    const next = counts[i + 1];
    if (who.length > 0 && (next === undefined || next.length !== who.length)) labels.set(own[i]!.id, who);
  });
  return labels;
}

/** "Seen by 3" under the host's message; a tap shows who, latest first, and when. */
export function SeenByButton({ readers }: { readers: readonly Reader[] }) {
  const t = useMessages("thread");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const sorted = [...readers].sort((a, b) => b.readAt.localeCompare(a.readAt));
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("seenByLabel", { count: readers.length })}
        className="mt-0.5 inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-gray-600 transition-colors hover:bg-stone-100 hover:text-gray-900 focus-ring"
      >
        <Icon node={CheckCheck} aria-hidden="true" className="size-3.5 text-brand-700" />
        {t("seenBy", { count: readers.length })}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("whoTitle")}
        description={t("whoDescription")}
      >
        <ul className="divide-y divide-gray-100">
          {sorted.map((reader) => (
            <li key={reader._id} className="flex items-center gap-3 py-2.5">
              <Avatar src={reader.avatar} size="sm" ring="none" />
              <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{reader.name}</span>
              <time dateTime={reader.readAt} className="shrink-0 text-sm text-gray-600">
                {t("seenAt", { time: clockTimeIn(language, reader.readAt) })}
              </time>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}

/** "Seen" under one's message in a conversation, once the other member has read it. */
export function SeenMark({ reader }: { reader: Reader }) {
  const t = useMessages("thread");
  const language = useLanguage();
  return (
    <p className="mt-0.5 inline-flex items-center gap-1 px-2 text-xs font-medium text-gray-600">
      <Icon node={CheckCheck} aria-hidden="true" className="size-3.5 text-brand-700" />
      <span>{t("seen")}</span>
      <span className="sr-only"> {t("seenAt", { time: clockTimeIn(language, reader.readAt) })}</span>
    </p>
  );
}
