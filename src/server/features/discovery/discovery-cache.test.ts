import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { type Card, discoveryCache } from "./service";

// A seat taken or a listing closed forgets the pages, the counters, that listing's card and the
// seeker's relations; every other card and member stays kept (a city's churn reloaded them all).
describe("discovery's cache after a change", () => {
  it("forgets what changed and keeps the rest", async () => {
    const cache = discoveryCache({} as Db);
    const card = (id: string) => ({ id }) as unknown as Card;
    const relations = {
      blocked: new Set<string>(),
      overrides: new Map(),
      joinedCategories: new Set<string>(),
    };
    cache.put("asha|{}", { rows: [], nextCursor: null });
    cache.cards.put("l1", card("l1"));
    cache.cards.put("l2", card("l2"));
    cache.relations.put("asha", relations);
    cache.relations.put("ravi", relations);
    cache.counters.put("", { generation: 1, listingsGeneration: 1 });

    cache.forgetChanged({ listings: ["l1"], members: ["asha"] });

    expect(cache.peek("asha|{}")).toBeUndefined();
    expect(cache.counters.peek("")).toBeUndefined();
    expect(cache.cards.peek("l1")).toBeUndefined();
    expect(cache.cards.peek("l2")).toEqual(card("l2"));
    expect(cache.relations.peek("asha")).toBeUndefined();
    expect(cache.relations.peek("ravi")).toBe(relations);
  });
});
