import { describe, expect, it } from "vitest";
import { editDistance, toTsquery } from "./search-words";

// The listed words a search is corrected against, sorted as the vocabulary is.
const VOCABULARY = ["bengaluru", "coffee", "goa", "rafting", "rishikesh", "strawberry", "trek"].sort();

describe("search words", () => {
  it("asks for every word, as a prefix, in any order", () => {
    expect(toTsquery("Rishikesh rafting", VOCABULARY)).toBe("rishikesh:* & rafting:*");
    expect(toTsquery("raft", VOCABULARY)).toBe("raft:*");
    expect(toTsquery("  ", VOCABULARY)).toBeNull();
    expect(toTsquery("a&|!b:*", VOCABULARY)).toBe("a:* & b:*");
  });

  it("also finds a listed word one or two letters off, and a city by its other name", () => {
    expect(toTsquery("rafitng", VOCABULARY)).toBe("(rafitng:* | rafting:*)");
    expect(toTsquery("strawbery", VOCABULARY)).toBe("(strawbery:* | strawberry:*)");
    expect(toTsquery("bangalore trek", VOCABULARY)).toBe("(bangalore:* | bengaluru:*) & trek:*");
    // Short words are left alone: one letter off "goa" is another word.
    expect(toTsquery("gao", VOCABULARY)).toBe("gao:*");
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("rafitng", "rafting", 2)).toBe(1);
    expect(editDistance("coffee", "cofee", 2)).toBe(1);
    expect(editDistance("trek", "goa", 1)).toBe(2);
  });
});
