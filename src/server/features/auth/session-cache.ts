import type { RealtimeEvent } from "../../platform/realtime-events";
import type { Viewer } from "./viewer";

// How long a token this process has resolved is taken on trust before its session row is read
// again. Revocations reach the cache sooner: at once in the process that made them, and over the
// realtime bus in every other (see `forgetOn`); this is the longest a revocation the bus lost can
// go unseen (ADR 0038).
export const SESSION_RECHECK_MS = 30_000;
// Beyond this many tokens the oldest are dropped (a token costs a few hundred bytes).
const MAX_TOKENS = 20_000;

type Entry = { viewer: Viewer; until: number };

/**
 * The access tokens this process resolved lately, by the exact token: a signed-in request then costs
 * neither the signature check nor the session query (issue 27's budgets: that query was one of the
 * ranked page's few, and on PGlite every query runs on the one thread that serves all requests).
 * Only tokens that resolved to a live session are kept; a refused one is looked at every time.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  // Moves on with every revocation. A resolver reads it before its session query and keeps the
  // result only if it has not moved since: a query that began before a revocation committed may
  // answer after the revocation was applied here, and must not put the session back.
  private revocations = 0;

  /** Where the revocations stand now: give it back to `put`. */
  get mark(): number {
    return this.revocations;
  }

  constructor(private readonly recheckMs = SESSION_RECHECK_MS) {}

  /** The viewer of a token resolved lately, while the session and token are live and unrevoked. */
  get(token: string, now = Date.now()): Viewer | null {
    const entry = this.byToken.get(token);
    if (!entry) return null;
    if (entry.until > now) return entry.viewer;
    this.byToken.delete(token);
    return null;
  }

  /** Keeps a resolved token until the next check, or until its session or the token expires; not
   * if a revocation came since `mark` was read. */
  put(
    token: string,
    viewer: Viewer,
    seen: { mark: number; session: number; token: number },
    now = Date.now(),
  ): void {
    if (seen.mark !== this.revocations) return;
    const until = Math.min(now + this.recheckMs, seen.session, seen.token);
    if (until <= now) return;
    if (this.byToken.size >= MAX_TOKENS) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(token, { viewer, until });
  }

  /** A session revoked (sign-out, deleted account): its tokens stop working here at once. */
  forgetSession(sessionId: string): void {
    this.revocations++;
    for (const [token, entry] of this.byToken) {
      if (entry.viewer.sessionId === sessionId) this.byToken.delete(token);
    }
  }

  /** A banned member: every session of theirs stops working here at once. */
  forgetUser(userId: string): void {
    this.revocations++;
    for (const [token, entry] of this.byToken) {
      if (entry.viewer.userId === userId) this.byToken.delete(token);
    }
  }

  /** Applies a revocation told on the realtime bus (by this process or another); others are ignored. */
  forgetOn(event: RealtimeEvent): void {
    if (event.type === "session-ended") this.forgetSession(event.sessionId);
    else if (event.type === "user-banned") this.forgetUser(event.userId);
  }

  get size(): number {
    return this.byToken.size;
  }
}
