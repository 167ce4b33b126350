import type { ReasonPart } from "@shared/discovery-reasons";
import type { EventCategory } from "@shared/options";
import { formatEventStartIn } from "../lib/format";
import {
  formatNumber,
  type Language,
  type MessageKey,
  type MessageValues,
  type Translate,
} from "../lib/i18n";
import type { EventCardEvent, EventCardWords } from "./event-card";

// A discovery card's words for values the API speaks in English, from the events area's catalogue:
// the categories (the value is what the filter and the server use; the catalogue says it in the
// member's language), the start, slots and cost lines, and why a listing is in the member's list.
// Every screen that lists discovery cards (/events, home's weekend) says them the same way. An
// event's page holds the categories and the cost line under the same keys in its own catalogue (the
// guard test keeps them equal), so a link opened from a chat downloads one area of words, not two.

type Key = MessageKey<"events">;

export const CATEGORY_KEYS = {
  "Weekend Getaways": "categoryGetaways",
  "Adventure & Treks": "categoryTreks",
  "Camping & Bonfire Nights": "categoryCamping",
  "Beach & Island Escapes": "categoryBeach",
  "Hill Stations & Scenic Stays": "categoryHills",
  "Cultural & Temple Trails": "categoryTemples",
  "City Heritage & Food Walks": "categoryHeritage",
  "Nightlife & Social Meetups": "categoryNightlife",
  "Food & Coffee Trails": "categoryFood",
  "Wellness & Yoga Retreats": "categoryWellness",
  "Bike Rides & Road Trips": "categoryRides",
  "Offbeat & Hidden Escapes": "categoryOffbeat",
  "Women-Only Trips": "categoryWomen",
  "Solo-Friendly Group Trips": "categorySolo",
  "Create Your Own Scene (Other)": "categoryOther",
} as const satisfies Record<EventCategory, Key>;

/** A category's key, the same in the events list's catalogue and in an event page's. */
export type CategoryKey = (typeof CATEGORY_KEYS)[EventCategory];

/** A category as the member reads it: the host's own scene name as written, else the catalogue's. */
export function categoryWords(
  t: (key: CategoryKey) => string,
  event: { category?: string | null; customCategory?: string | null },
): string {
  const custom = event.customCategory?.trim();
  if (custom) return custom;
  // A category the app no longer offers (an old listing) shows as the server wrote it.
  const key = event.category
    ? (CATEGORY_KEYS as Record<string, CategoryKey | undefined>)[event.category]
    : undefined;
  return key ? t(key) : (event.category ?? "");
}

/** "Rs. 2400 per person", "Go dutch" in the member's language (the card's and the event page's). */
export function costWords(
  t: (key: "cost", values: MessageValues) => string,
  language: Language,
  event: Pick<EventCardEvent, "paymentType" | "cost">,
): string {
  // The SPEC's English writes the fee without grouping ("Rs. 2400"); the digits stay Latin either way.
  return t("cost", {
    paymentType: event.paymentType,
    amount: formatNumber(language, event.cost, { useGrouping: false }),
  });
}

/** A discovery card's category, start, slots left and cost line in the member's language. */
export function cardWords(t: Translate<"events">, language: Language, event: EventCardEvent): EventCardWords {
  return {
    category: categoryWords(t, event),
    start: formatEventStartIn(language, event),
    slots: t("slots", { count: Math.max(0, event.availableSlots) }),
    cost: costWords(t, language, event),
  };
}

/**
 * Why a listing is in the member's list, from the parts the server chose, in the member's language:
 * "Trip · 340 km · You like Adventure & Treks". In English the same words as the server's `reason`.
 */
export function reasonLine(
  t: Translate<"events">,
  language: Language,
  parts: readonly ReasonPart[],
): string | null {
  return parts.length ? parts.map((part) => reasonWords(t, language, part)).join(" · ") : null;
}

function reasonWords(t: Translate<"events">, language: Language, part: ReasonPart): string {
  const number = (n: number, digits = 0) =>
    formatNumber(language, n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (part.kind) {
    case "inCity":
      return t("reasonInCity", { city: part.city });
    case "distance": {
      const km = part.km === null ? t("reasonUnderOneKm") : t("reasonKm", { km: number(part.km) });
      return part.trip ? t("reasonTrip", { distance: km }) : km;
    }
    case "full":
      return t("reasonFull");
    case "youLike":
      return t("reasonYouLike", { category: categoryWords(t, part) });
    case "youWent":
      return t("reasonYouWent", { category: categoryWords(t, part) });
    case "clickers":
      return t("reasonClickers", { count: part.count });
    case "hostMatch":
      return t("reasonHostMatch", { percent: number(part.percent) });
    case "topHost":
      return t("reasonTopHost", { rating: number(part.rating, 1) });
    case "fewSeats":
      return t("reasonFewSeats", { count: part.count });
  }
}
