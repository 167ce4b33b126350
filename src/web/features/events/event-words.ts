import type { DiscoveryRadius, DiscoverySort } from "@shared/discovery";
import { formatNumber, type Language, type MessageKey, type Translate } from "../../lib/i18n";

// The discovery bar's words: its orders and radii in the member's language. A card's words (the
// categories, the start, slots and cost lines, the why-line) are components/event-card-words.ts,
// which home's weekend shares.

type Key = MessageKey<"events">;

export const SORT_KEYS: Record<DiscoverySort, Key> = {
  "for-you": "sortForYou",
  soonest: "sortSoonest",
  nearest: "sortNearest",
};

/** "In my city", "50 km", "Anywhere" in the member's language. */
export function radiusLabel(t: Translate<"events">, language: Language, radius: DiscoveryRadius): string {
  if (radius === "city") return t("radiusCity");
  if (radius === "any") return t("radiusAny");
  return t("radiusKm", { km: formatNumber(language, Number(radius)) });
}
