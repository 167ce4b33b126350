import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("serves a value until it expires or the cache is cleared", async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("a", load, 0)).toBe(1);
    expect(await cache.getOrLoad("a", load, 999)).toBe(1);
    expect(await cache.getOrLoad("a", load, 1000)).toBe(2);
    cache.clear();
    expect(await cache.getOrLoad("a", load, 1001)).toBe(3);
    expect(await cache.getOrLoad("b", load, 1001)).toBe(4);
  });
});
