import type { Db } from "../../db/client";
import { type MemberIndex, readCounters } from "../matching/member-index";
import { listingSnapshot } from "./listing-index";

/**
 * Builds the member index and the listing snapshot before the instance listens (issue 39 item 1): a
 * balancer then sends nothing to an instance that cannot rank yet, and no member's first page waits
 * for a full build. Answers what was built and how long it took.
 */
export async function warmDiscovery(opts: {
  db: Db;
  index: MemberIndex;
  now?: number;
}): Promise<{ members: number; listings: number; ms: number }> {
  const started = performance.now();
  const counters = await readCounters(opts.db);
  const [members, listings] = await Promise.all([
    opts.index.snapshotAt(counters.generation),
    listingSnapshot(opts.db, counters.listingsGeneration, opts.now),
  ]);
  return {
    members: members.members.length,
    listings: listings.listings.length,
    ms: Math.round(performance.now() - started),
  };
}
