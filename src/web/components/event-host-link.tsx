import type { EventDetail } from "@shared/contracts/events";
import { useMessages } from "../lib/i18n";
import { Avatar } from "./avatar";
import { Link } from "./link";
import { RowChevron } from "./row-chevron";
import { VerificationBadges } from "./verification-badges";

/**
 * "Hosted by" and the host of an event, a card linking to their profile; `summary` says what they did.
 * `label` ("Hosted by") is in the member's language where the screen reads its catalogue; the badges
 * read the shell's.
 */
export function EventHostLink({
  host,
  summary,
  label: given,
}: {
  host: EventDetail["host"];
  summary: string;
  label?: string;
}) {
  const t = useMessages("shell");
  const label = given ?? t("hostedBy");
  return (
    <Link
      to={`/people/detail/${encodeURIComponent(host._id)}`}
      className="group flex items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm transition hover:bg-stone-50 focus-ring focus-visible:ring-offset-2"
    >
      <Avatar src={host.avatar} size="lg" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</span>
        <span className="block truncate text-base font-semibold text-gray-900">{host.name}</span>
        <span className="block text-sm text-gray-600">{summary}</span>
        <VerificationBadges member={host} size="sm" className="mt-1.5" />
      </span>
      <RowChevron />
    </Link>
  );
}
