import type { ReactionSummary } from "@shared/contracts/message-extras";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";

/**
 * The reactions under a bubble (issue 28 item 2): one chip per reaction with its count, filled when
 * one of them is the member's. A tap puts one's own on or takes it off; who reacted is in the chip's
 * name (and title), and a long press (or right click) opens the message's actions, which list them.
 */
export function ReactionChips({
  reactions,
  mine,
  onToggle,
  onShowWho,
}: {
  reactions: readonly ReactionSummary[];
  /** Under one's own message: the chips line up on the right. */
  mine: boolean;
  /** Absent while the message cannot take reactions (not stored yet): the chips only show. */
  onToggle?: (reaction: string, on: boolean) => void;
  onShowWho?: () => void;
}) {
  const t = useMessages("thread");
  if (reactions.length === 0) return null;
  return (
    <ul
      aria-label={t("reactions")}
      className={cn(
        "relative z-[1] -mt-1.5 flex flex-wrap gap-1 px-1.5",
        mine ? "justify-end" : "justify-start",
      )}
    >
      {reactions.map((r) => (
        <li key={r.reaction}>
          <button
            type="button"
            aria-pressed={r.mine}
            aria-label={t("reactionChip", {
              reaction: r.reaction,
              count: r.count,
              names: r.names.join(", "),
              mine: r.mine ? "yes" : "no",
            })}
            title={r.names.join(", ")}
            disabled={!onToggle}
            onClick={() => onToggle?.(r.reaction, !r.mine)}
            onContextMenu={(event) => {
              if (!onShowWho) return;
              event.preventDefault();
              onShowWho();
            }}
            className={cn(
              // A 44 px target around a small chip.
              "relative inline-flex h-7 items-center gap-1 rounded-full border px-2 text-sm leading-none shadow-sm transition-colors",
              "before:absolute before:-inset-x-0.5 before:-inset-y-2 before:content-['']",
              "focus-ring disabled:cursor-default",
              r.mine
                ? "border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100"
                : "border-gray-200 bg-white text-gray-700 hover:bg-stone-50",
            )}
          >
            <span aria-hidden="true" className="font-emoji">
              {r.reaction}
            </span>
            <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
              {r.count}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
