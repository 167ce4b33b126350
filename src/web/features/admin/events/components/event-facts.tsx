import { CUSTOM_CATEGORY } from "@shared/options";
import { CalendarDays, Clock, IndianRupee, MapPin, Tag, UsersRound } from "lucide";
import { Fact } from "../../../../components/fact";
import { eventDaysIn, eventTimeIn } from "../../../../lib/event-times-in-words";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";
import type { AdminEvent } from "../api";

/** The listing's facts as a definition list: category, dates, time, place, slots and cost. */
export function EventFacts({ event }: { event: AdminEvent }) {
  const t = useMessages("admin");
  const language = useLanguage();
  const ownScene = event.category === CUSTOM_CATEGORY && event.customCategory;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact look="tile" icon={Tag} label={t("category")}>
        {ownScene ? (
          <>
            {event.customCategory}
            <span className="block text-sm font-normal text-gray-500">{event.category}</span>
          </>
        ) : (
          event.category
        )}
      </Fact>
      <Fact look="tile" icon={CalendarDays} label={t("dates")}>
        {eventDaysIn(language, event)}
      </Fact>
      <Fact look="tile" icon={Clock} label={t("startsAt")}>
        {eventTimeIn(language, event.time)}
      </Fact>
      <Fact look="tile" icon={MapPin} label={t("location")}>
        {event.location}
      </Fact>
      <Fact look="tile" icon={UsersRound} label={t("slots")}>
        {t("slotsCount", {
          total: formatNumber(language, event.totalSlots),
          open: formatNumber(language, event.availableSlots),
        })}
      </Fact>
      <Fact look="tile" icon={IndianRupee} label={t("cost")}>
        {/* The SPEC's English writes the fee without grouping ("Rs. 2400"), as costLabel does. */}
        {t("costLine", {
          paymentType: event.paymentType,
          amount: formatNumber(language, event.cost, { useGrouping: false }),
        })}
      </Fact>
    </dl>
  );
}
