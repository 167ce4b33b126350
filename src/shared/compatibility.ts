// The compatibility formula (docs/compatibility.md). Pure and shared: the server ranks with it and
// its tests pin it down. Answers become small bit masks so that 10,000 members score in a millisecond.
import { QUIZ_OPTIONS, VIBES } from "./options";

export type Answers = {
  scenePreferences: readonly string[];
  idealScenes: readonly string[];
  scenePurpose: readonly string[];
  sceneEnergy: string;
  spontaneityComfort: string;
  vibe: string;
};

export type MatchProfile = {
  prefs: number;
  scenes: number;
  purpose: number;
  energy: number;
  spontaneity: number;
  vibe: "contrast" | "similar" | "anyone";
};

const VIBE_KIND = ["contrast", "similar", "anyone"] as const;
const CONTRAST = 0;
const SIMILAR = 1;

function mask(values: readonly string[], options: readonly string[]): number {
  let m = 0;
  for (const v of values) {
    const i = options.indexOf(v);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

function ordinal(value: string, options: readonly string[]): number {
  const i = options.indexOf(value);
  return i < 0 ? 1 : i; // an unknown answer counts as the middle one
}

export function toProfile(a: Answers): MatchProfile {
  return {
    prefs: mask(a.scenePreferences, QUIZ_OPTIONS.scenePreferences),
    scenes: mask(a.idealScenes, QUIZ_OPTIONS.idealScenes),
    purpose: mask(a.scenePurpose, QUIZ_OPTIONS.scenePurpose),
    energy: ordinal(a.sceneEnergy, QUIZ_OPTIONS.sceneEnergy),
    spontaneity: ordinal(a.spontaneityComfort, QUIZ_OPTIONS.spontaneityComfort),
    vibe: VIBE_KIND[Math.max(0, VIBES.indexOf(a.vibe as (typeof VIBES)[number]))] ?? "anyone",
  };
}

// One number per distinct profile (every field fits in a few bits): members with the same answers
// score the same with anyone, so a ranking computes each distinct profile's score once.
export function profileKey(p: MatchProfile): number {
  return (
    p.prefs |
    (p.scenes << 7) |
    (p.purpose << 14) |
    (p.energy << 21) |
    (p.spontaneity << 23) |
    (vibeKind(p.vibe) << 25)
  );
}

// Answers have at most 7 options, so every mask is below 128: count set bits with a table.
const POPCOUNT = Uint8Array.from({ length: 128 }, (_, n) => {
  let c = 0;
  for (let x = n; x; x &= x - 1) c++;
  return c;
});

function bits(n: number): number {
  return POPCOUNT[n & 127]!;
}

// Shared answers over all answers given (Jaccard); two empty sets share nothing.
function jaccard(a: number, b: number): number {
  const union = bits(a | b);
  return union === 0 ? 0 : bits(a & b) / union;
}

// Interests: what both like to do. Temperament: how alike their energy and spontaneity are.
// Written on plain numbers so that a ranking can score a table of profiles held in typed arrays
// (matching/profile-table.ts) with the very same arithmetic.
export function interestsOf(
  prefsA: number,
  prefsB: number,
  scenesA: number,
  scenesB: number,
  purposeA: number,
  purposeB: number,
): number {
  return 0.4 * jaccard(prefsA, prefsB) + 0.4 * jaccard(scenesA, scenesB) + 0.2 * jaccard(purposeA, purposeB);
}

export function temperamentOf(
  energyA: number,
  energyB: number,
  spontaneityA: number,
  spontaneityB: number,
): number {
  return 1 - (Math.abs(energyA - energyB) + Math.abs(spontaneityA - spontaneityB)) / 4;
}

export function interests(a: MatchProfile, b: MatchProfile): number {
  return interestsOf(a.prefs, b.prefs, a.scenes, b.scenes, a.purpose, b.purpose);
}

export function temperament(a: MatchProfile, b: MatchProfile): number {
  return temperamentOf(a.energy, b.energy, a.spontaneity, b.spontaneity);
}

// How alike two members are, from 0 to 1, whatever they look for ("Possible Opposites" are the least alike).
export function similarity(a: MatchProfile, b: MatchProfile): number {
  return 0.65 * interests(a, b) + 0.35 * temperament(a, b);
}

/** A vibe as a number (its place in VIBE_KIND), for profiles held in typed arrays. */
export function vibeKind(vibe: MatchProfile["vibe"]): number {
  return VIBE_KIND.indexOf(vibe);
}

// How well the other member fits what one member looks for (their "vibe" answer, by vibeKind).
function fitFor(kind: number, i: number, t: number): number {
  const s = 0.65 * i + 0.35 * t;
  if (kind === SIMILAR) return s;
  // Opposites attract: shared interests still help, contrasting temperament attracts.
  if (kind === CONTRAST) return 0.5 * i + 0.5 * (1 - t);
  // Can vibe with almost anyone: a gentler curve that starts at one half.
  return 0.5 + 0.5 * s;
}
/** The percent from interests, temperament and both vibes (by vibeKind). */
export function compatibilityOf(i: number, t: number, vibeA: number, vibeB: number): number {
  return Math.round((100 * (fitFor(vibeA, i, t) + fitFor(vibeB, i, t))) / 2);
}

// The compatibility percent: each member's fit, averaged, so that A with B equals B with A.
export function compatibility(a: MatchProfile, b: MatchProfile): number {
  return compatibilityOf(interests(a, b), temperament(a, b), vibeKind(a.vibe), vibeKind(b.vibe));
}

// What two members share, for the "why you match" line.
export function sharedAnswers(a: Answers, b: Answers): { scenes: string[]; preferences: string[] } {
  return {
    scenes: a.idealScenes.filter((s) => b.idealScenes.includes(s)),
    preferences: a.scenePreferences.filter((p) => b.scenePreferences.includes(p)),
  };
}

/**
 * Why two members match: at most three answers both gave (shared scenes first), as the values the
 * quiz stores, and the SPEC's English sentence, "You both love Sunday café crawls and Live Gigs &
 * Music Jams". The values let a reader in another language have the line in theirs (issue 40).
 */
export type MatchReason = { sentence: string; values: string[] };

export function matchReason(a: Answers, b: Answers): MatchReason | null {
  const { scenes, preferences } = sharedAnswers(a, b);
  const shared = [
    ...scenes.map((value) => ({ value, scene: true })),
    ...preferences.map((value) => ({ value, scene: false })),
  ].slice(0, 3);
  if (shared.length === 0) return null;
  const items = shared.map((s) => (s.scene ? pluraliseScene(s.value) : s.value));
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  return { sentence: `You both love ${list}`, values: shared.map((s) => s.value) };
}

// "Sunday café crawl" -> "Sunday café crawls"; titles that are already plural or a list stay.
function pluraliseScene(scene: string): string {
  if (/[/&]/.test(scene) || scene.endsWith("s")) return scene;
  if (
    scene.endsWith("trip") ||
    scene.endsWith("crawl") ||
    scene.endsWith("jam") ||
    scene.endsWith("night") ||
    scene.endsWith("bonfire")
  ) {
    return `${scene}s`;
  }
  return scene;
}
