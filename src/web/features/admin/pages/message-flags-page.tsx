import { Camera, Check, MessageCircleWarning, Trash2 } from "lucide";
import { useState } from "react";
import { Icon } from "../../../components/icon";
import { formatDate } from "../../../lib/format";
import { ADMIN_MESSAGE_FLAG_TEXTS, ADMIN_TEXTS } from "../../../lib/texts";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";
import {
  type MessageDecision,
  type MessageFlagEntry,
  useMessageFlags,
  useResolveMessageFlags,
} from "../messages/api";

// The two answers to a reported message: dismissing closes its reports, removing also erases it.
const DECISIONS: Decision<MessageDecision>[] = [
  {
    decision: "dismiss",
    variant: "secondary",
    icon: Check,
    text: ADMIN_MESSAGE_FLAG_TEXTS.dismiss,
    label: ADMIN_MESSAGE_FLAG_TEXTS.dismissLabel,
  },
  {
    decision: "remove",
    variant: "danger",
    icon: Trash2,
    text: ADMIN_MESSAGE_FLAG_TEXTS.remove,
    label: ADMIN_MESSAGE_FLAG_TEXTS.removeLabel,
  },
];

const whereSaid = (entry: MessageFlagEntry) =>
  entry.where.kind === "group"
    ? ADMIN_MESSAGE_FLAG_TEXTS.inGroup(entry.where.name)
    : ADMIN_MESSAGE_FLAG_TEXTS.toMember(entry.where.recipientName);

/**
 * /admin/messages: chat messages members reported from their conversations, each with its reports,
 * to dismiss or remove (issue 28 item 6; the same queue as reported reviews, ADR 0032).
 */
export function MessageFlagsPage() {
  const flagged = useMessageFlags();
  const resolve = useResolveMessageFlags();
  const [notice, setNotice] = useState<string | null>(null);
  const busyId = resolve.isPending ? resolve.variables.messageId : null;

  const decide = (entry: MessageFlagEntry, decision: MessageDecision) => {
    setNotice(null);
    resolve.mutate(
      { messageId: entry.message._id, decision },
      { onSuccess: (message) => setNotice(message) },
    );
  };

  return (
    <DecisionQueue
      header={{
        title: ADMIN_MESSAGE_FLAG_TEXTS.title,
        subtitle: ADMIN_MESSAGE_FLAG_TEXTS.subtitle,
        backTo: "/admin",
        backLabel: ADMIN_TEXTS.backToUsers,
      }}
      notice={notice}
      error={resolve.isError ? resolve.error : null}
      query={flagged}
      empty={{ icon: MessageCircleWarning, text: ADMIN_MESSAGE_FLAG_TEXTS.none }}
      listLabel={ADMIN_MESSAGE_FLAG_TEXTS.list}
    >
      {(entry) => (
        <DecisionCard
          key={entry.message._id}
          person={entry.sender}
          line={`${formatDate(entry.message.createdAt)} · ${whereSaid(entry)}`}
          decisions={DECISIONS}
          busy={busyId === entry.message._id ? (resolve.variables?.decision ?? null) : null}
          disabled={resolve.isPending}
          onDecide={(decision) => decide(entry, decision)}
        >
          <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5">
            {entry.message.image && (
              <a
                href={entry.message.image}
                target="_blank"
                rel="noreferrer"
                className="mb-2 block w-40 overflow-hidden rounded-lg focus-ring"
              >
                <img
                  src={entry.message.image}
                  alt={ADMIN_MESSAGE_FLAG_TEXTS.photo}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            )}
            {entry.message.content ? (
              <p className="text-base break-words whitespace-pre-line text-gray-800">
                {entry.message.content}
              </p>
            ) : (
              entry.message.image && (
                <p className="flex items-center gap-1.5 text-sm text-gray-600">
                  <Icon node={Camera} aria-hidden="true" className="size-4" />
                  {ADMIN_MESSAGE_FLAG_TEXTS.photo}
                </p>
              )
            )}
          </div>
          <p className="mt-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {ADMIN_MESSAGE_FLAG_TEXTS.reports(entry.flags.length)}
          </p>
          <ul className="mt-1.5 space-y-1.5">
            {entry.flags.map((flag) => (
              <li key={flag._id} className="text-sm break-words text-gray-800">
                <span className="font-semibold">
                  {ADMIN_MESSAGE_FLAG_TEXTS.reportedBy(flag.reporterName)}
                </span>{" "}
                {flag.reason}
              </li>
            ))}
          </ul>
        </DecisionCard>
      )}
    </DecisionQueue>
  );
}
