import { describe, expect, it } from "vitest";
import { batchLoader } from "./batch-loader";

// A read held at a gate, as a read waits its turn on a busy database; the keys of each read kept.
function gatedReads() {
  const reads: string[][] = [];
  const gates: (() => void)[] = [];
  const loader = batchLoader(async (keys: readonly string[]) => {
    reads.push([...keys]);
    await new Promise<void>((open) => gates.push(open));
    return keys.map((k) => (k === "bad" ? new Error("no such key") : k.toUpperCase()));
  });
  const openNext = async () => {
    while (!gates.length) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()!();
  };
  return { loader, reads, openNext };
}

describe("batchLoader", () => {
  it("reads the keys asked for in one go together", async () => {
    const { loader, reads, openNext } = gatedReads();
    const answers = Promise.all(["a", "b", "c"].map((k) => loader.load(k)));
    await openNext();
    expect(await answers).toEqual(["A", "B", "C"]);
    expect(reads).toEqual([["a", "b", "c"]]);
  });

  it("holds the keys asked for while a read is under way for one read after it", async () => {
    const { loader, reads, openNext } = gatedReads();
    const first = loader.load("a");
    while (reads.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // The read of "a" has left and waits; these come one by one meanwhile.
    const later = [loader.load("b")];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(loader.load("c"));
    await new Promise((resolve) => setImmediate(resolve));
    later.push(loader.load("d"));
    expect(reads).toEqual([["a"]]);
    await openNext();
    expect(await first).toBe("A");
    await openNext();
    expect(await Promise.all(later)).toEqual(["B", "C", "D"]);
    expect(reads).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("fails only the key that failed, and keeps nothing: a key asked again is read again", async () => {
    const { loader, reads, openNext } = gatedReads();
    const answers = Promise.allSettled([loader.load("a"), loader.load("bad")]);
    await openNext();
    const [ok, bad] = await answers;
    expect(ok).toEqual({ status: "fulfilled", value: "A" });
    expect(bad).toMatchObject({ status: "rejected", reason: { message: "no such key" } });
    const again = loader.load("a");
    await openNext();
    expect(await again).toBe("A");
    expect(reads).toEqual([["a", "bad"], ["a"]]);
  });

  it("goes on after a read that threw: the next keys are read", async () => {
    let calls = 0;
    const loader = batchLoader(async (keys: readonly string[]) => {
      calls++;
      if (calls === 1) throw new Error("connection lost");
      return keys.map((k) => k.toUpperCase());
    });
    await expect(loader.load("a")).rejects.toThrow("connection lost");
    expect(await loader.load("b")).toBe("B");
  });
});
