import { indianDigits } from "../numbers";

// "For you" and "Near me" on the events screen (issue 27): distances, reasons, sorts and radii.
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
  sortLabel: "Sort",
  sorts: { "for-you": "For you", soonest: "Soonest", nearest: "Nearest" },
  radiusLabel: "How far",
  radii: { city: "In my city", "50": "50 km", "200": "200 km", any: "Anywhere" },
  nearMe: "Near me",
  nearMeHelp: "Uses your phone's location once, rounded to about a kilometre; it stays on this device.",
  nearMeDenied: "Location is off for this site, so we use your city instead.",
  nearMeUnavailable: "We could not get your location, so we use your city instead.",
  meetingPoint: "Meeting point",
  meetingPointHidden: "The exact meeting point is shared with members once the host accepts them.",
  openInMaps: "Open in Maps",
  endsAt: (time: string) => `Ends ${time}`,
} as const;
