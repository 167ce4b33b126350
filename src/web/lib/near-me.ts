import { NEAR_ME_STORAGE_KEY } from "@shared/limits";
import { useSyncExternalStore } from "react";

// "Near me" (issue 27 item 2): the browser's location, asked for only when the member taps the
// button on /events (never on load), rounded to two decimals (about a kilometre) and kept on this
// device for this tab (session storage). The server uses it for the request and keeps nothing.
// Home's "This weekend near you" reads the same point, so both look from the same place.

export type NearPoint = { lat: number; lng: number };

const KEY = NEAR_ME_STORAGE_KEY;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** "18.52,73.86", the form the API takes, or null when Near me is off. */
export function nearParam(): string | null {
  const value = read();
  return value && /^-?\d{1,2}(\.\d{1,2})?,-?\d{1,3}(\.\d{1,2})?$/.test(value) ? value : null;
}

export function roundPoint(point: NearPoint): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  return `${round(point.lat)},${round(point.lng)}`;
}

export function setNearPoint(point: NearPoint | null): void {
  try {
    if (point) sessionStorage.setItem(KEY, roundPoint(point));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): Near me lasts only until the next render, as without it.
  }
  for (const listener of listeners) listener();
}

/** The point Near me uses now, re-rendering when it is switched on or off. */
export function useNearParam(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nearParam,
    () => null,
  );
}

export type LocateFailure = "denied" | "unavailable";

/** Asks the browser once; answers the rounded point, or why there is none. */
export function locate(): Promise<NearPoint | LocateFailure> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve("unavailable");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      // A coarse fix is all that is kept; a fresh one within ten minutes will do.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  });
}
