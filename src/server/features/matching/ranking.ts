import { compatibility } from "../../../shared/compatibility";
import type { IndexedMember, Ranking } from "./member-index";

const UNRANKED = 255;

// Scores are whole numbers from 0 to 100, one byte per member in the index's order (by name):
// counting them is all a page needs to know which scores it holds. No array of 100,000 ranked
// objects is built or sorted per viewer.
export function scoreAll(
  me: IndexedMember,
  members: readonly IndexedMember[],
  context: { blocked: Set<string>; overrides: Map<string, number> },
): Ranking {
  const scores = new Uint8Array(members.length);
  const counts = new Uint32Array(101);
  const { blocked, overrides } = context;
  const checks = blocked.size > 0 || overrides.size > 0;
  // Each distinct profile's score, computed once: far fewer profiles than members.
  const known = new Map<number, number>();
  for (let i = 0; i < members.length; i++) {
    const member = members[i]!;
    if (member.id === me.id || (checks && blocked.has(member.id))) {
      scores[i] = UNRANKED;
      continue;
    }
    let score = checks ? overrides.get(member.id) : undefined;
    if (score === undefined) {
      score = known.get(member.profileKey);
      if (score === undefined) {
        score = compatibility(me.profile, member.profile);
        known.set(member.profileKey, score);
      }
    }
    scores[i] = score;
    counts[score]!++;
  }
  let total = 0;
  for (const count of counts) total += count;
  return { of: members, scores, counts, total };
}

// Best score first, by name within a score (the members' own order): the scores that hold the
// page, then one pass over the members for each of them.
export function pageOf(
  ranking: Ranking,
  offset: number,
  limit: number,
): { member: IndexedMember; score: number }[] {
  const page: { member: IndexedMember; score: number }[] = [];
  let before = 0;
  for (let score = 100; score >= 0 && page.length < limit; score--) {
    const count = ranking.counts[score]!;
    if (before + count <= offset) {
      before += count;
      continue;
    }
    let skip = Math.max(0, offset - before);
    for (let i = 0; i < ranking.scores.length && page.length < limit; i++) {
      if (ranking.scores[i] !== score) continue;
      if (skip > 0) skip--;
      else page.push({ member: ranking.of[i]!, score });
    }
    before += count;
  }
  return page;
}
