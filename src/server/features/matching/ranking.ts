import { type IndexedMember, placeOf, type Ranking, type Snapshot } from "./member-index";
import { scoreProfiles } from "./profile-table";

const UNRANKED = 255;

// Scores are whole numbers from 0 to 100. Each distinct set of answers is scored once
// (profile-table.ts) and counted by how many members hold it; the viewer, blocked members and the
// admin's scores are then put right, each found by name, and kept apart as exceptions. No score per
// member is written: a page reads a member's score from their set as it looks for the page's members.
export function scoreAll(
  me: IndexedMember,
  { members, byId, table }: Pick<Snapshot, "members" | "byId" | "table">,
  context: { blocked: ReadonlySet<string>; overrides: ReadonlyMap<string, number> },
): Ranking {
  const byProfile = scoreProfiles(me.profile, table);
  const counts = new Uint32Array(101);
  for (let p = 0; p < table.count; p++) counts[byProfile[p]!]! += table.size[p]!;

  const { profileOf } = table;
  const changed = new Map<number, number>();
  const set = (id: string, score: number) => {
    const member = byId.get(id);
    if (!member) return;
    const at = placeOf(members, member);
    if (members[at] !== member) return;
    const was = changed.get(at) ?? byProfile[profileOf[at]!]!;
    if (was !== UNRANKED) counts[was]!--;
    if (score !== UNRANKED) counts[score]!++;
    changed.set(at, score);
  };
  for (const [id, score] of context.overrides) set(id, score);
  // Last, so that neither the viewer nor a blocked member is ranked by an admin's score.
  for (const id of context.blocked) set(id, UNRANKED);
  set(me.id, UNRANKED);

  const at = Int32Array.from([...changed.keys()].sort((a, b) => a - b));
  const score = Uint8Array.from(at, (i) => changed.get(i)!);
  let total = 0;
  for (const count of counts) total += count;
  return { of: members, table, byProfile, exceptions: { at, score }, counts, total };
}

// Best score first, by name within a score (the members' own order). The counts say which scores
// hold the page and how many of the lowest of them it takes; one pass over the members picks them,
// each scored by their set unless they are the next exception.
export function pageOf(
  ranking: Ranking,
  offset: number,
  limit: number,
): { member: IndexedMember; score: number }[] {
  const wanted = offset + limit;
  const take = new Uint32Array(101);
  let lowest = 101;
  let taken = 0;
  for (let score = 100; score >= 0 && taken < wanted; score--) {
    take[score] = Math.min(ranking.counts[score]!, wanted - taken);
    taken += take[score]!;
    lowest = score;
  }
  if (taken <= offset) return [];
  const found: number[][] = Array.from({ length: 101 }, () => []);
  const { byProfile, exceptions } = ranking;
  const { profileOf } = ranking.table;
  let next = 0;
  let left = taken;
  for (let i = 0; i < ranking.of.length && left > 0; i++) {
    let score: number;
    if (next < exceptions.at.length && exceptions.at[next] === i) score = exceptions.score[next++]!;
    else score = byProfile[profileOf[i]!]!;
    if (score < lowest || score === UNRANKED) continue;
    const bucket = found[score]!;
    if (bucket.length < take[score]!) {
      bucket.push(i);
      left--;
    }
  }
  const page: { member: IndexedMember; score: number }[] = [];
  let before = 0;
  for (let score = 100; score >= lowest; score--) {
    for (const i of found[score]!) {
      if (before++ >= offset) page.push({ member: ranking.of[i]!, score });
    }
  }
  return page;
}
