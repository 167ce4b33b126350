import { memberBlocked, memberUnblocked } from "../../domain/safety";
import { subscribe } from "../../platform/events/subscriber";
import { discoveryCache } from "./service";

// Discovery keeps each member's blocks for a while (discovery.ts); a block or its lifting clears
// this process's copy at once, so neither member's listings reach the other's next page.

export const forgetDiscoveryOnBlock = subscribe(
  "events.member-blocked.discovery",
  memberBlocked,
  async (_, context) => {
    discoveryCache(context.db).clear();
  },
);

export const forgetDiscoveryOnUnblock = subscribe(
  "events.member-unblocked.discovery",
  memberUnblocked,
  async (_, context) => {
    discoveryCache(context.db).clear();
  },
);

export const discoveryBlockSubscribers = [forgetDiscoveryOnBlock, forgetDiscoveryOnUnblock];
