import { compatibilityOf, interestsOf, temperamentOf, vibeKind } from "../../../shared/compatibility";
import type { IndexedMember } from "./member-index";

/**
 * The index's members as distinct profiles: each member's profile number (`profileOf`, in the
 * order of `of`), and each profile's answers in typed arrays, with how many members hold it.
 * Scoring a viewer against every profile is a tight loop over bytes (about 125 ns a profile, where
 * a call of `compatibility` on two objects cost 330 ns), and members with equal answers are scored
 * once: 169 distinct answer sets among the bench's 100,000 members.
 */
export type ProfileTable = {
  of: readonly IndexedMember[];
  profileOf: Uint32Array;
  count: number;
  size: Uint32Array;
  prefs: Uint8Array;
  scenes: Uint8Array;
  purpose: Uint8Array;
  energy: Uint8Array;
  spontaneity: Uint8Array;
  vibe: Uint8Array;
};

// Built once per generation of the index (a few milliseconds at 100,000), shared by every viewer.
export function profileTable(members: readonly IndexedMember[]): ProfileTable {
  const profileOf = new Uint32Array(members.length);
  const numbers = new Map<number, number>();
  const firsts: IndexedMember[] = [];
  for (let i = 0; i < members.length; i++) {
    const member = members[i]!;
    let number = numbers.get(member.profileKey);
    if (number === undefined) {
      number = firsts.length;
      numbers.set(member.profileKey, number);
      firsts.push(member);
    }
    profileOf[i] = number;
  }
  const count = firsts.length;
  const table: ProfileTable = {
    of: members,
    profileOf,
    count,
    size: new Uint32Array(count),
    prefs: new Uint8Array(count),
    scenes: new Uint8Array(count),
    purpose: new Uint8Array(count),
    energy: new Uint8Array(count),
    spontaneity: new Uint8Array(count),
    vibe: new Uint8Array(count),
  };
  for (let p = 0; p < count; p++) {
    const profile = firsts[p]!.profile;
    table.prefs[p] = profile.prefs;
    table.scenes[p] = profile.scenes;
    table.purpose[p] = profile.purpose;
    table.energy[p] = profile.energy;
    table.spontaneity[p] = profile.spontaneity;
    table.vibe[p] = vibeKind(profile.vibe);
  }
  for (let i = 0; i < profileOf.length; i++) table.size[profileOf[i]!]!++;
  return table;
}

/** The viewer's compatibility with each profile of the table, equal to `compatibility` pair by pair. */
export function scoreProfiles(me: IndexedMember, table: ProfileTable): Uint8Array {
  const { prefs, scenes, purpose, energy, spontaneity, vibe } = me.profile;
  const mine = vibeKind(vibe);
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

// The table of the index as it is: the index patches its members array in place and moves its
// generation on with every patch, so a table is good for one (array, generation).
const tables = new WeakMap<readonly IndexedMember[], { generation: number; table: ProfileTable }>();

export function profileTableOf(snapshot: {
  generation: number;
  members: readonly IndexedMember[];
}): ProfileTable {
  const kept = tables.get(snapshot.members);
  if (kept?.generation === snapshot.generation) return kept.table;
  const table = profileTable(snapshot.members);
  tables.set(snapshot.members, { generation: snapshot.generation, table });
  return table;
}
