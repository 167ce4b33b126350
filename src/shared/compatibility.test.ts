import { describe, expect, it } from "vitest";
import { type Answers, compatibility, matchReason, similarity, toProfile } from "./compatibility";
import { QUIZ_OPTIONS } from "./options";

const [CONTRAST, SIMILAR, ANYONE] = QUIZ_OPTIONS.vibe;

const base: Answers = {
  scenePreferences: ["Chai & Conversations", "Nature Walks & Hikes"],
  idealScenes: ["Sunday café crawl", "Sunset rooftop jam"],
  scenePurpose: ["Make like-minded friends"],
  sceneEnergy: "Chill and Slow",
  spontaneityComfort: "Need clear plans",
  vibe: SIMILAR,
};

const opposite: Answers = {
  scenePreferences: ["Party & Nightlife", "Co-study / Co-work Sessions"],
  idealScenes: ["Chill game night", "Open mic at a brewery"],
  scenePurpose: ["Host my own plans"],
  sceneEnergy: "High-Energy and On-the-Move",
  spontaneityComfort: "Love last-minute adventures",
  vibe: SIMILAR,
};

const score = (a: Answers, b: Answers) => compatibility(toProfile(a), toProfile(b));

// A deterministic stream of varied answers.
function randomAnswers(seed: number): Answers {
  let x = seed * 2654435761;
  const next = (n: number) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x % n;
  };
  const pick = <T>(list: readonly T[], max: number) => [
    ...new Set(Array.from({ length: 1 + next(max) }, () => list[next(list.length)]!)),
  ];
  return {
    scenePreferences: pick(QUIZ_OPTIONS.scenePreferences, 3),
    idealScenes: pick(QUIZ_OPTIONS.idealScenes, 3),
    scenePurpose: pick(QUIZ_OPTIONS.scenePurpose, 2),
    sceneEnergy: QUIZ_OPTIONS.sceneEnergy[next(3)]!,
    spontaneityComfort: QUIZ_OPTIONS.spontaneityComfort[next(3)]!,
    vibe: QUIZ_OPTIONS.vibe[next(3)]!,
  };
}

describe("compatibility", () => {
  it("is symmetric and an integer from 0 to 100 for every pair", () => {
    const people = Array.from({ length: 60 }, (_, i) => randomAnswers(i + 1));
    for (const a of people) {
      for (const b of people) {
        const ab = score(a, b);
        expect(ab).toBe(score(b, a));
        expect(Number.isInteger(ab)).toBe(true);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(100);
      }
    }
  });

  it("gives identical answers 100 when both want similar people", () => {
    expect(score(base, base)).toBe(100);
  });

  it("gives fully different answers 0 when both want similar people", () => {
    expect(score(base, opposite)).toBe(0);
  });

  it("rewards contrast for members who enjoy opposites", () => {
    const a = { ...base, vibe: CONTRAST };
    const b = { ...opposite, vibe: CONTRAST };
    expect(score(a, b)).toBe(50);
    // Shared interests with a contrasting temperament is their best match.
    const bestForContrast = {
      ...base,
      sceneEnergy: "Chill and Slow",
      spontaneityComfort: "Need clear plans",
      vibe: CONTRAST,
    };
    const other = {
      ...base,
      sceneEnergy: "High-Energy and On-the-Move",
      spontaneityComfort: "Love last-minute adventures",
      vibe: CONTRAST,
    };
    expect(score(bestForContrast, other)).toBe(100);
    // And the same pair scores low for members who want similar people.
    expect(score({ ...bestForContrast, vibe: SIMILAR }, { ...other, vibe: SIMILAR })).toBe(65);
    expect(score(a, { ...base, vibe: CONTRAST })).toBe(50);
  });

  it("is gentle for members who can vibe with almost anyone", () => {
    const a = { ...base, vibe: ANYONE };
    const b = { ...opposite, vibe: ANYONE };
    expect(score(a, b)).toBe(50);
    expect(score(a, { ...base, vibe: ANYONE })).toBe(100);
    // Between the two extremes, more in common still scores higher.
    const some = { ...opposite, scenePreferences: ["Chai & Conversations"], vibe: ANYONE };
    expect(score(a, some)).toBeGreaterThan(50);
    expect(score(a, some)).toBeLessThan(100);
  });

  it("rises with shared scenes, preferences and purposes and with close energy and spontaneity", () => {
    const partial = { ...opposite, idealScenes: ["Sunday café crawl"] };
    expect(score(base, partial)).toBeGreaterThan(score(base, opposite));
    const closer = { ...partial, sceneEnergy: "Balanced and Flexible" };
    expect(score(base, closer)).toBeGreaterThan(score(base, partial));
    const samePurpose = { ...closer, scenePurpose: ["Make like-minded friends"] };
    expect(score(base, samePurpose)).toBeGreaterThan(score(base, closer));
  });

  it("matches the mixed-vibe worked example of docs/compatibility.md", () => {
    const meera = {
      scenePreferences: ["Chai & Conversations"],
      idealScenes: ["Sunday café crawl"],
      scenePurpose: ["Make like-minded friends"],
      sceneEnergy: "Balanced and Flexible",
      spontaneityComfort: "Need clear plans",
      vibe: ANYONE,
    };
    expect(score(base, meera)).toBe(74);
  });

  it("measures plain similarity for the opposites list", () => {
    expect(similarity(toProfile(base), toProfile(base))).toBe(1);
    expect(similarity(toProfile(base), toProfile(opposite))).toBe(0);
  });
});

describe("matchReason", () => {
  it("names what two members share", () => {
    const b = {
      ...opposite,
      idealScenes: ["Sunday café crawl"],
      scenePreferences: ["Live Gigs & Music Jams", "Chai & Conversations"],
    };
    expect(matchReason(base, b)?.sentence).toBe("You both love Sunday café crawls and Chai & Conversations");
    expect(matchReason(base, opposite)).toBeNull();
  });

  it("gives the shared answers as the quiz stores them, beside the sentence, at most three", () => {
    expect(matchReason(base, { ...base })?.values).toEqual([
      "Sunday café crawl",
      "Sunset rooftop jam",
      "Chai & Conversations",
    ]);
    const one = { ...opposite, idealScenes: ["Sunday café crawl"] };
    expect(matchReason(base, one)).toEqual({
      sentence: "You both love Sunday café crawls",
      values: ["Sunday café crawl"],
    });
    expect(matchReason(base, opposite)).toBeNull();
  });
});
