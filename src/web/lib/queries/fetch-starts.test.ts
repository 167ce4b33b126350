import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { fetchedSince, trackFetchStarts } from "./fetch-starts";

describe("fetch starts", () => {
  it("tells a read sent after a moment from one sent before it, and from one never seen", async () => {
    const client = new QueryClient();
    const stop = trackFetchStarts(client.getQueryCache());
    await client.fetchQuery({ queryKey: ["early"], queryFn: () => 1 });
    const moment = performance.now();
    await client.fetchQuery({ queryKey: ["late"], queryFn: () => 2 });
    client.setQueryData(["seeded"], 3);
    const query = (key: string) => client.getQueryCache().find({ queryKey: [key] })!;

    expect(fetchedSince(query("early"), moment)).toBe(false);
    expect(fetchedSince(query("late"), moment)).toBe(true);
    // Data put in the cache without a read (an offline copy, a push) proves nothing.
    expect(fetchedSince(query("seeded"), moment)).toBe(false);

    // Read again after the moment: now it counts as after.
    await client.fetchQuery({ queryKey: ["early"], queryFn: () => 1, staleTime: 0 });
    expect(fetchedSince(query("early"), moment)).toBe(true);
    stop();
  });
});
