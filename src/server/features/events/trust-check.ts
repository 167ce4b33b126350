import { EVENT_MESSAGES, REQUEST_MESSAGES } from "../../../shared/texts";
import {
  hostRefusal,
  joinRefusal,
  type TrustListing,
  WOMEN_ONLY_CATEGORY,
} from "../../../shared/trust-rules";
import type { Db } from "../../db/client";
import { forbidden } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { presentVerification } from "../users/presenter";
import { findUser } from "../users/service";

// Women-only trips and "Verified members only" listings (issue 38 item 6, ADR 0047): the checks a
// member must have passed to ask to join, wait for a seat or host, read from their row. The rule
// itself is shared (shared/trust-rules.ts), so the web says the same before a member tries.

async function memberTrust(db: Db, viewer: Viewer) {
  const me = await findUser({ db, userId: viewer.userId });
  return {
    gender: me?.gender ?? "other",
    ...(me ? presentVerification(me) : { phoneVerified: false, photoVerified: false }),
  };
}

const JOIN_REFUSALS = {
  womenOnly: REQUEST_MESSAGES.womenOnly,
  needsPhoto: REQUEST_MESSAGES.needsPhoto,
  needsVerification: REQUEST_MESSAGES.needsVerification,
} as const;

/** Asking to join and joining the waitlist: refused (403) with what the member can do about it. */
export async function refuseUntrustedJoin(opts: { db: Db; viewer: Viewer; event: TrustListing }) {
  const { event } = opts;
  if (event.category !== WOMEN_ONLY_CATEGORY && !event.verifiedOnly) return;
  const refusal = joinRefusal(event, await memberTrust(opts.db, opts.viewer));
  if (refusal) throw forbidden(JOIN_REFUSALS[refusal]);
}

/** Listing a women-only trip: a woman whose photo an admin checked. */
export async function refuseUntrustedHost(opts: { db: Db; viewer: Viewer; category: string }) {
  if (opts.category !== WOMEN_ONLY_CATEGORY) return;
  const refusal = hostRefusal(opts.category, await memberTrust(opts.db, opts.viewer));
  if (refusal === "womenOnlyHost") throw forbidden(EVENT_MESSAGES.womenOnlyHost);
  if (refusal === "needsPhoto") throw forbidden(EVENT_MESSAGES.hostNeedsPhoto);
}
