import { costLabel } from "@shared/event-rules";
import { CUSTOM_CATEGORY } from "@shared/options";
import { CalendarDays, Clock, IndianRupee, MapPin, Tag, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { eventDays, formatTime } from "../../../../lib/format";
import type { AdminEvent } from "../api";

/** The listing's facts as a definition list: category, dates, time, place, slots and cost. */
export function EventFacts({ event }: { event: AdminEvent }) {
  const ownScene = event.category === CUSTOM_CATEGORY && event.customCategory;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact icon={<Tag />} label="Category">
        {ownScene ? (
          <>
            {event.customCategory}
            <span className="block text-sm font-normal text-gray-500">{event.category}</span>
          </>
        ) : (
          event.category
        )}
      </Fact>
      <Fact icon={<CalendarDays />} label="Dates">
        {eventDays(event)}
      </Fact>
      <Fact icon={<Clock />} label="Starts at">
        {formatTime(event.time)}
      </Fact>
      <Fact icon={<MapPin />} label="Location">
        {event.location}
      </Fact>
      <Fact icon={<UsersRound />} label="Slots">
        {event.totalSlots} in total · {event.availableSlots} open
      </Fact>
      <Fact icon={<IndianRupee />} label="Cost">
        {costLabel(event.paymentType, event.cost)}
      </Fact>
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&>svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
        <dd className="mt-0.5 text-base font-medium break-words text-gray-900">{children}</dd>
      </div>
    </div>
  );
}
