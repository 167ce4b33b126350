import { describe, expect, it } from "vitest";
import { editDistance, holdersOf, type ReadWord, splitWords, tsqueryOf } from "./search-words";

// A word as the database reads it back: folded, whether it starts a listed word, the listed words
// the trigram index found near it (the database's part is tested in search-parity.test.ts).
const read = (typed: string, o: Partial<ReadWord> = {}): ReadWord => ({
  typed,
  folded: typed,
  starts: true,
  candidates: null,
  holders: 1,
  candidateHolders: null,
  ...o,
});

describe("search words", () => {
  it("asks for every word, as a prefix, in any order", () => {
    expect(splitWords("Rishikesh rafting")).toEqual(["rishikesh", "rafting"]);
    expect(splitWords("a&|!b:*")).toEqual(["a", "b"]);
    expect(splitWords("  ")).toEqual([]);
    expect(tsqueryOf([read("rishikesh"), read("rafting")])).toBe("rishikesh:* & rafting:*");
    expect(tsqueryOf([read("raft")])).toBe("raft:*");
    expect(tsqueryOf([])).toBeNull();
  });

  it("asks for the folded word, letters and digits only", () => {
    expect(tsqueryOf([read("café", { folded: "cafe" })])).toBe("cafe:*");
    expect(tsqueryOf([read("½", { folded: " 1/2" })])).toBe("12:*");
    expect(tsqueryOf([read("x", { folded: "&|" })])).toBeNull();
  });

  it("also finds a listed word one or two letters off, and a city by its other name", () => {
    const near = ["rafts", "rafting", "drafting"];
    expect(tsqueryOf([read("rafitng", { starts: false, candidates: near })])).toBe("(rafitng:* | rafting:*)");
    expect(tsqueryOf([read("strawbery", { starts: false, candidates: ["strawberry", "straw"] })])).toBe(
      "(strawbery:* | strawberry:*)",
    );
    expect(tsqueryOf([read("bangalore"), read("trek")])).toBe("(bangalore:* | bengaluru:*) & trek:*");
    // Short words are left alone: one letter off "goa" is another word.
    expect(tsqueryOf([read("gao", { starts: false, candidates: ["goa"] })])).toBe("gao:*");
    // A word that starts a listed word is not corrected.
    expect(tsqueryOf([read("trek", { candidates: ["trak"] })])).toBe("trek:*");
  });

  it("keeps the closest three, nearest edits first", () => {
    const candidates = ["treks", "tree", "trek", "trekking", "trex", "tram"];
    expect(tsqueryOf([read("trek", { starts: false, candidates })])).toBe(
      "(trek:* | treks:* | tree:* | trex:*)",
    );
  });

  it("bounds how many listings match: the fewest holders of a word, with its fixes", () => {
    expect(holdersOf([read("trek", { holders: 26_667 }), read("cafe", { holders: 13_334 })])).toBe(13_334);
    // A typo: its own holders (none) and those of the fixes it is asked with, not of the others.
    const typo = read("trekk", {
      starts: false,
      holders: 0,
      candidates: ["trek", "treks", "trekking"],
      candidateHolders: [26_667, 6_667, 3_000],
    });
    expect(holdersOf([typo])).toBe(33_334);
    // Not known: a city's other name, a short word, a word that folds to more than letters.
    expect(holdersOf([read("bangalore", { holders: 0 })])).toBeNull();
    expect(holdersOf([read("go", { holders: 5 })])).toBeNull();
    expect(holdersOf([read("½", { folded: " 1/2", holders: 5 })])).toBeNull();
    expect(holdersOf([])).toBeNull();
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("rafitng", "rafting", 2)).toBe(1);
    expect(editDistance("coffee", "cofee", 2)).toBe(1);
    expect(editDistance("trek", "goa", 1)).toBe(2);
  });
});
