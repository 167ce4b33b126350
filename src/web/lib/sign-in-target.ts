import { eventPath } from "@shared/share-card";

// Where a signed-out visitor was going (issue 27 item 5, ADR 0031). Someone who opens a shared link
// to an experience is sent to /signin (SPEC 2 "Access") with the experience kept in `?next=`, and
// lands on it after signing in or onboarding. Only an experience's own address is ever kept or
// followed: `next` is read from the address bar, so anything else (another site, `//evil.example`,
// `/admin`, a script URL) would make the sign-in screen an open redirect.

const EVENT_PATH = /^\/event\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const NEXT = "next";

/** The experience a path names, when it is exactly `/event/<uuid>`; else null. */
export function eventIdOfPath(path: string): string | null {
  return EVENT_PATH.exec(path)?.[1] ?? null;
}

/** /signin, keeping the way back to an experience the visitor was opening. */
export function signInPathFrom(pathname: string): string {
  return eventIdOfPath(pathname) ? `/signin?${NEXT}=${encodeURIComponent(pathname)}` : "/signin";
}

/** The experience a sign-in was asked for (`?next=/event/<uuid>`), or null for anything else. */
export function invitedEventId(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  return next === null ? null : eventIdOfPath(next);
}

/** Where a member goes once signed in: the experience they were invited to, else home (SPEC 4). */
export function pathAfterSignIn(search: string): string {
  const eventId = invitedEventId(search);
  return eventId ? eventPath(eventId) : "/";
}
