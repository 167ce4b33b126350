import {
  compatibilityOf,
  interestsOf,
  type MatchProfile,
  temperamentOf,
  vibeKind,
} from "../../../shared/compatibility";

/** What the table reads of a member: their answers as masks, and the number equal answers share. */
type Profiled = { profile: MatchProfile; profileKey: number };

/**
 * The member index's members as distinct sets of answers: for each member, in the index's order,
 * the number of their set (`profileOf`, the first `length` entries), and each set's answers in
 * typed arrays with how many members hold it. Scoring a viewer against every set is a tight loop
 * over bytes (about 125 ns a set, where a call of `compatibility` on two objects cost 330 ns), and
 * members with equal answers are scored once: 169 distinct sets among the bench's 100,000 members.
 * The index keeps it in step with its members (insertAt, removeAt), so a change costs a move of
 * the array's tail, never a rebuild.
 */
export type ProfileTable = {
  length: number;
  profileOf: Uint32Array;
  count: number;
  size: Uint32Array;
  prefs: Uint8Array;
  scenes: Uint8Array;
  purpose: Uint8Array;
  energy: Uint8Array;
  spontaneity: Uint8Array;
  vibe: Uint8Array;
  numbers: Map<number, number>;
};

export function profileTable(members: readonly Profiled[]): ProfileTable {
  const table = emptyTable(members.length);
  for (const member of members) table.profileOf[table.length++] = numberOf(table, member);
  return table;
}

/** `member` taken into the index at `at` (the index's own insertion). */
export function insertAt(table: ProfileTable, at: number, member: Profiled): void {
  if (table.length === table.profileOf.length)
    table.profileOf = grown(table.profileOf, table.length * 2 + 16);
  const number = numberOf(table, member);
  table.profileOf.copyWithin(at + 1, at, table.length);
  table.profileOf[at] = number;
  table.length++;
}

/** The member at `at` gone from the index. A set no member holds stays, scored with size 0. */
export function removeAt(table: ProfileTable, at: number): void {
  table.size[table.profileOf[at]!]!--;
  table.profileOf.copyWithin(at, at + 1, table.length);
  table.length--;
}

/** The viewer's compatibility with each set of the table, equal to `compatibility` pair by pair. */
export function scoreProfiles(me: MatchProfile, table: ProfileTable): Uint8Array {
  const { prefs, scenes, purpose, energy, spontaneity } = me;
  const mine = vibeKind(me.vibe);
  const count = table.count;
  const scores = new Uint8Array(count);
  const [prefsOf, scenesOf, purposeOf, energyOf, spontaneityOf, vibeOf] = [
    table.prefs,
    table.scenes,
    table.purpose,
    table.energy,
    table.spontaneity,
    table.vibe,
  ];
  for (let p = 0; p < count; p++) {
    const i = interestsOf(prefs, prefsOf[p]!, scenes, scenesOf[p]!, purpose, purposeOf[p]!);
    const t = temperamentOf(energy, energyOf[p]!, spontaneity, spontaneityOf[p]!);
    scores[p] = compatibilityOf(i, t, mine, vibeOf[p]!);
  }
  return scores;
}

const SET_COLUMNS = ["size", "prefs", "scenes", "purpose", "energy", "spontaneity", "vibe"] as const;

function emptyTable(members: number): ProfileTable {
  return {
    length: 0,
    profileOf: new Uint32Array(members),
    count: 0,
    size: new Uint32Array(64),
    prefs: new Uint8Array(64),
    scenes: new Uint8Array(64),
    purpose: new Uint8Array(64),
    energy: new Uint8Array(64),
    spontaneity: new Uint8Array(64),
    vibe: new Uint8Array(64),
    numbers: new Map(),
  };
}

// The member's set, counted; a set not seen before is added (the set columns doubled when full).
function numberOf(table: ProfileTable, member: Profiled): number {
  let number = table.numbers.get(member.profileKey);
  if (number === undefined) {
    number = table.count++;
    table.numbers.set(member.profileKey, number);
    if (number === table.size.length) {
      for (const column of SET_COLUMNS) table[column] = grown(table[column], number * 2) as never;
    }
    const { profile } = member;
    table.prefs[number] = profile.prefs;
    table.scenes[number] = profile.scenes;
    table.purpose[number] = profile.purpose;
    table.energy[number] = profile.energy;
    table.spontaneity[number] = profile.spontaneity;
    table.vibe[number] = vibeKind(profile.vibe);
  }
  table.size[number]!++;
  return number;
}

function grown<T extends Uint8Array | Uint32Array>(array: T, capacity: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(capacity);
  bigger.set(array);
  return bigger;
}
