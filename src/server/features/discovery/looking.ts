import type { CityIndex } from "../locations/city-index";
import type { MemberIndex, ViewerContext } from "../matching/member-index";

// Who looks, from where (service.ts reads it, rank.ts ranks for it): a type of its own, so that the
// ranking imports nothing of the service that calls it.

export type Origin = { lat: number; lng: number };

type Snapshot = Awaited<ReturnType<MemberIndex["snapshotAt"]>>;

export type Looking = {
  context: ViewerContext;
  snapshot: Snapshot;
  /** The member as the index holds them (null: not in it yet). */
  me: ReturnType<Snapshot["byId"]["get"]> | null;
  /** Their home city, as listed. */
  home: ReturnType<CityIndex["find"]> | null;
  /** Where distance is measured from: "Near me", else home. */
  origin: Origin | null;
  went: ViewerContext["joinedCategories"];
  nearPoint: boolean;
};
