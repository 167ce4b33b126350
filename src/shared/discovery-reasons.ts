import { DISCOVERY_TEXTS } from "./texts/discovery";

// Why a listing is in a member's list (issue 27 item 3), as parts the server chooses and each screen
// words in its member's language (issue 40 item 3): the server still writes the English line
// (`reason`) the SPEC's clients read, from the same parts, so the two never say different things.
export type ReasonPart =
  | { kind: "inCity"; city: string }
  /** `km` null: under 1 km. */
  | { kind: "distance"; km: number | null; trip: boolean }
  | { kind: "full" }
  | { kind: "youLike"; category: string }
  | { kind: "youWent"; category: string }
  | { kind: "clickers"; count: number }
  | { kind: "hostMatch"; percent: number }
  | { kind: "topHost"; rating: number }
  | { kind: "fewSeats"; count: number };

/**
 * How far a city stretches around its point: a listing of the member's own city this close reads
 * "In Pune", and a trip this close is not one to them (issue 41: "Trip · Under 1 km" said a night
 * out in one's own city was travel). A trip reads "Trip · 120 km" only from here on.
 */
export const TRIP_AWAY_KM = 30;

/**
 * "In Pune", "12 km", "Trip · 340 km": how far, as a part; null when nothing can be said. `trip`
 * says the listing lasts a night or more (isTrip); it reads as one only `TRIP_AWAY_KM` or further.
 */
export function distancePart(opts: {
  distanceKm: number | null;
  trip: boolean;
  city: string;
  homeCity?: string | null;
}): ReasonPart | null {
  const { distanceKm, trip, city, homeCity } = opts;
  if (homeCity && homeCity === city && (distanceKm === null || distanceKm < TRIP_AWAY_KM))
    return { kind: "inCity", city };
  if (distanceKm === null) return null;
  return {
    kind: "distance",
    km: distanceKm < 1 ? null : Math.round(distanceKm),
    trip: trip && distanceKm >= TRIP_AWAY_KM,
  };
}

/** A part in the SPEC's English. */
export function englishReason(part: ReasonPart): string {
  switch (part.kind) {
    case "inCity":
      return DISCOVERY_TEXTS.inCity(part.city);
    case "distance": {
      const km = part.km === null ? DISCOVERY_TEXTS.underOneKm : DISCOVERY_TEXTS.km(part.km);
      return part.trip ? DISCOVERY_TEXTS.trip(km) : km;
    }
    case "full":
      return DISCOVERY_TEXTS.full;
    case "youLike":
      return DISCOVERY_TEXTS.youLike(part.category);
    case "youWent":
      return DISCOVERY_TEXTS.youWent(part.category);
    case "clickers":
      return DISCOVERY_TEXTS.clickers(part.count);
    case "hostMatch":
      return DISCOVERY_TEXTS.hostMatch(part.percent);
    case "topHost":
      return DISCOVERY_TEXTS.topHost(part.rating);
    case "fewSeats":
      return DISCOVERY_TEXTS.fewSeats(part.count);
  }
}

/** The English line of parts: "Trip · 340 km · You like Adventure & Treks"; null for none. */
export function englishReasonLine(parts: readonly ReasonPart[]): string | null {
  return parts.length ? parts.map(englishReason).join(" · ") : null;
}
