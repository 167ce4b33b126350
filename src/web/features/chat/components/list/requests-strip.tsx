import { ChevronRight, UserPlus } from "lucide";
import { useId } from "react";
import { Avatar } from "../../../../components/avatar";
import { Icon } from "../../../../components/icon";
import { Link } from "../../../../components/link";
import { useLanguage, useMessages } from "../../../../lib/i18n";
import { relativeTimeIn } from "../../../../lib/times-in-words";
import type { PendingRequest } from "../../api";

// Where the event's name goes in "wants to join {event}": Hindi puts it first ("{event} से जुड़ना
// चाहते हैं"), so the sentence is split around it and the name keeps its own emphasis.
const EVENT_MARK = "\u0000";

function RequestCard({ request, now }: { request: PendingRequest; now: Date }) {
  const t = useMessages("chat");
  const language = useLanguage();
  const [before = "", after = ""] = t("wantsToJoin", { event: EVENT_MARK }).split(EVENT_MARK);
  return (
    <Link
      to={`/request/${encodeURIComponent(request.event._id)}/${encodeURIComponent(request.user._id)}`}
      className="group flex h-full items-center gap-3 rounded-2xl border border-gray-200/80 bg-white p-3 pr-2 shadow-sm transition hover:border-brand-200 hover:shadow-md focus-ring"
    >
      <span className="relative shrink-0">
        <Avatar src={request.user.avatar} size="md" ring="none" />
        <span className="absolute -right-0.5 -bottom-0.5 flex size-5 items-center justify-center rounded-full bg-brand-500 text-white ring-2 ring-white">
          <Icon node={UserPlus} aria-hidden="true" className="size-3" strokeWidth={2.5} />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 truncate text-sm font-semibold text-gray-900 group-hover:text-brand-700">
            {request.user.name}
          </span>
          <time dateTime={request.createdAt} className="ml-auto shrink-0 text-xs text-gray-500">
            {relativeTimeIn(language, request.createdAt, now)}
          </time>
        </span>
        <span className="mt-0.5 line-clamp-2 text-xs leading-4 text-gray-600">
          {before}
          <span className="font-medium text-gray-800">{request.event.name}</span>
          {after}
        </span>
      </span>
      <Icon
        node={ChevronRight}
        aria-hidden="true"
        className="size-4 shrink-0 text-gray-400 group-hover:text-brand-600"
      />
    </Link>
  );
}

/**
 * SPEC 2 "/chat" and 4: the join requests waiting on one's own events (requested, RSVP no), each
 * opening the host's review of that applicant. Hidden while there are none.
 */
export function RequestsStrip({ requests, now }: { requests: PendingRequest[]; now: Date }) {
  const t = useMessages("chat");
  const headingId = useId();
  if (requests.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mb-6">
      <div className="mb-2 flex items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-gray-900">
          {t("requestsHeading")}
        </h2>
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800 tabular-nums">
          {requests.length}
        </span>
      </div>
      <ul
        aria-label={t("requestsLabel")}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3"
      >
        {requests.map((request) => (
          <li key={request._id} className="w-[min(18rem,80vw)] shrink-0 snap-start md:w-auto">
            <RequestCard request={request} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
