import { indianDigits } from "../numbers";

// "For you" and "Near me" on the events screen (issue 27): distances and reasons the server writes.
// The discovery bar's words (sorts, radii, Near me) and the event page's meeting point are the web's
// events and event catalogues' (src/web/locales, ADR 0053).
export const DISCOVERY_TEXTS = {
  inCity: (city: string) => `In ${city}`,
  km: (km: number) => `${indianDigits(km)} km`,
  underOneKm: "Under 1 km",
  trip: (distance: string) => `Trip · ${distance}`,
  youLike: (category: string) => `You like ${category}`,
  youWent: (category: string) => `You went to ${category} before`,
  clickers: (n: number) =>
    n === 1 ? "1 person you'd click with is going" : `${n} people you'd click with are going`,
  hostMatch: (percent: number) => `${percent}% match with the host`,
  topHost: (rating: number) => `Host rated ${rating.toFixed(1)}`,
  fewSeats: (n: number) => (n === 1 ? "1 seat left" : `${n} seats left`),
  full: "Full · join the waitlist",
} as const;
