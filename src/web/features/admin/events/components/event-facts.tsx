import { costLabel } from "@shared/event-rules";
import { CUSTOM_CATEGORY } from "@shared/options";
import { CalendarDays, Clock, IndianRupee, MapPin, Tag, UsersRound } from "lucide";
import { Fact } from "../../../../components/fact";
import { eventDays, formatTime } from "../../../../lib/format";
import { ADMIN_EVENTS_TEXTS } from "../../../../lib/texts";
import type { AdminEvent } from "../api";

/** The listing's facts as a definition list: category, dates, time, place, slots and cost. */
export function EventFacts({ event }: { event: AdminEvent }) {
  const ownScene = event.category === CUSTOM_CATEGORY && event.customCategory;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact look="tile" icon={Tag} label={ADMIN_EVENTS_TEXTS.category}>
        {ownScene ? (
          <>
            {event.customCategory}
            <span className="block text-sm font-normal text-gray-500">{event.category}</span>
          </>
        ) : (
          event.category
        )}
      </Fact>
      <Fact look="tile" icon={CalendarDays} label={ADMIN_EVENTS_TEXTS.dates}>
        {eventDays(event)}
      </Fact>
      <Fact look="tile" icon={Clock} label={ADMIN_EVENTS_TEXTS.startsAt}>
        {formatTime(event.time)}
      </Fact>
      <Fact look="tile" icon={MapPin} label={ADMIN_EVENTS_TEXTS.location}>
        {event.location}
      </Fact>
      <Fact look="tile" icon={UsersRound} label={ADMIN_EVENTS_TEXTS.slots}>
        {ADMIN_EVENTS_TEXTS.slotsCount(event.totalSlots, event.availableSlots)}
      </Fact>
      <Fact look="tile" icon={IndianRupee} label={ADMIN_EVENTS_TEXTS.cost}>
        {costLabel(event.paymentType, event.cost)}
      </Fact>
    </dl>
  );
}
