import { REACTIONS } from "@shared/reactions";
import { Flag, Reply } from "lucide";
import { type ReactNode, useState } from "react";
import { Dialog } from "../../../../components/dialog";
import { Icon, type IconNode } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { useMessages } from "../../../../lib/i18n";
import { MessageReport } from "./message-report";
import type { SheetProps, ThreadMessage } from "./types";

/**
 * The sheet of a message's actions (loaded on first use, message-actions.tsx): the reactions to put
 * on or take off, who reacted, Reply, the screen's own actions, and Report for what others wrote.
 * A report asks for a reason and thanks the member when the admins have it.
 */
export function MessageActionsSheet({ target, interactions, onClose }: SheetProps) {
  const t = useMessages("thread");
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const message = target;
  const reactions = message?.reactions ?? [];
  const extra = message ? (interactions.more?.(message) ?? []) : [];

  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <>
      <Dialog open={message !== null} onClose={onClose} title={t("actionsTitle")}>
        {message && (
          <div className="flex flex-col gap-4">
            <fieldset>
              <legend className="sr-only">{t("reactions")}</legend>
              <div className="grid grid-cols-6 gap-1">
                {REACTIONS.map((reaction) => {
                  const mine = reactions.some((r) => r.reaction === reaction && r.mine);
                  return (
                    <button
                      key={reaction}
                      type="button"
                      aria-pressed={mine}
                      aria-label={t("react", { reaction })}
                      onClick={then(() => interactions.react(message, reaction, !mine))}
                      className={cn(
                        "flex h-12 items-center justify-center rounded-2xl text-2xl transition-colors focus-ring",
                        mine ? "bg-brand-100 ring-2 ring-brand-500" : "bg-stone-100 hover:bg-stone-200",
                      )}
                    >
                      <span aria-hidden="true" className="font-emoji">
                        {reaction}
                      </span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
            {reactions.length > 0 && (
              <section aria-labelledby="who-reacted">
                <h3 id="who-reacted" className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
                  {t("whoReacted")}
                </h3>
                <ul className="mt-1.5 space-y-1">
                  {reactions.map((r) => (
                    <li key={r.reaction} className="flex gap-2 text-sm text-gray-800">
                      <span aria-hidden="true" className="w-6 shrink-0 font-emoji text-base">
                        {r.reaction}
                      </span>
                      <span className="sr-only">{r.reaction}</span>
                      <span className="min-w-0 break-words">{r.names.join(", ")}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="flex flex-col gap-1">
              <SheetAction icon={Reply} onClick={then(() => interactions.reply(message))}>
                {t("reply")}
              </SheetAction>
              {extra.map((action) => (
                <SheetAction key={action.label} icon={action.icon} onClick={then(action.onSelect)}>
                  {action.label}
                </SheetAction>
              ))}
              {!message.mine && (
                <SheetAction icon={Flag} danger onClick={then(() => setReporting(message))}>
                  {t("report")}
                </SheetAction>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <MessageReport target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

/** One line of the sheet: an icon and a word, the whole width, 48 px tall. */
function SheetAction({
  icon,
  danger = false,
  onClick,
  children,
}: {
  icon: IconNode;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-semibold transition-colors focus-ring",
        danger ? "text-red-700 hover:bg-red-50" : "text-gray-900 hover:bg-stone-100",
      )}
    >
      <Icon node={icon} aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </button>
  );
}
