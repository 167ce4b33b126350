import { compatibility, similarity, whyYouMatch } from "../../../shared/compatibility";
import { MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { getUserProfile } from "../users/service";
import { type IndexedMember, type MemberIndex, viewerContext } from "./member-index";

// Members ranked by compatibility with the viewer: the admin's score for a pair replaces the
// formula; the viewer, banned members and blocked pairs never appear.
export async function rankMatches(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  offset: number;
  limit: number;
}) {
  const context = await viewerContext(opts);
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.viewerId);
  if (!me) return { items: [] as { member: IndexedMember; score: number; why: string | null }[], total: 0 };
  // A member's whole ranking is kept while nothing it depends on changes, so paging is cheap and stable.
  const signature = `${context.generation}|${[...context.blocked].sort().join(",")}|${[...context.overrides].sort().join(",")}`;
  const ranking =
    opts.index.rankings.get(me.id, signature) ??
    opts.index.rankings.set(me.id, signature, rankAll(me, snapshot.members, context));
  const items = ranking
    .slice(opts.offset, opts.offset + opts.limit)
    .map((s) => ({ ...s, why: whyYouMatch(me.answers, s.member.answers) }));
  return { items, total: ranking.length };
}

// Scores are whole numbers from 0 to 100: bucket them, best first, by name within a score.
function rankAll(
  me: IndexedMember,
  members: IndexedMember[],
  context: { blocked: Set<string>; overrides: Map<string, number> },
): { member: IndexedMember; score: number }[] {
  const buckets: IndexedMember[][] = Array.from({ length: 101 }, () => []);
  for (const member of members) {
    if (member.id === me.id || context.blocked.has(member.id)) continue;
    buckets[context.overrides.get(member.id) ?? compatibility(me.profile, member.profile)]!.push(member);
  }
  const ranked: { member: IndexedMember; score: number }[] = [];
  for (let score = 100; score >= 0; score--) {
    for (const member of buckets[score]!.sort(byNameThenId)) ranked.push({ member, score });
  }
  return ranked;
}

// The compatibility of two members as one of them sees it; 404 when either is unknown, banned,
// or the pair is blocked.
export async function compatibilityWith(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  otherId: string;
}) {
  const context = await viewerContext(opts);
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.viewerId);
  const other = snapshot.byId.get(opts.otherId);
  if (!me || !other || context.blocked.has(other.id)) throw notFound(MEMBER_NOT_FOUND);
  if (me.id === other.id) return { score: null, why: null, member: other };
  return {
    score: context.overrides.get(other.id) ?? compatibility(me.profile, other.profile),
    why: whyYouMatch(me.answers, other.answers),
    member: other,
  };
}

// A member's profile as the viewer may see it, with their compatibility and why they match.
export async function matchedProfile(opts: { db: Db; index: MemberIndex; viewer: Viewer; otherId: string }) {
  const { db, viewer, otherId } = opts;
  const { score, why } = await compatibilityWith({ db, index: opts.index, viewerId: viewer.userId, otherId });
  const profile = await getUserProfile({ db, userId: otherId, viewer });
  if (!profile) throw notFound(MEMBER_NOT_FOUND);
  return { profile, score, why };
}

// For the admin's matchmaking: the most compatible members, and the least alike ("opposites").
export async function matchesAndOpposites(opts: {
  db: Db;
  index: MemberIndex;
  userId: string;
  limit?: number;
}) {
  const context = await viewerContext({ db: opts.db, viewerId: opts.userId });
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.userId);
  if (!me) throw notFound(MEMBER_NOT_FOUND);
  const others = snapshot.members.filter((m) => m.id !== me.id && !context.blocked.has(m.id));
  const withScores = others.map((member) => ({
    member,
    score: context.overrides.get(member.id) ?? compatibility(me.profile, member.profile),
    similarity: similarity(me.profile, member.profile),
  }));
  const limit = opts.limit ?? 30;
  const matches = [...withScores]
    .sort((a, b) => b.score - a.score || byNameThenId(a.member, b.member))
    .slice(0, limit);
  const opposites = [...withScores]
    .sort((a, b) => a.similarity - b.similarity || byNameThenId(a.member, b.member))
    .slice(0, limit);
  return { matches, opposites };
}

// A pair's compatibility for the admin: their assigned score when there is one, the formula otherwise.
export async function pairCompatibility(opts: { db: Db; index: MemberIndex; userA: string; userB: string }) {
  const context = await viewerContext({ db: opts.db, viewerId: opts.userA });
  const snapshot = await opts.index.snapshotAt(context.generation);
  const a = snapshot.byId.get(opts.userA);
  const b = snapshot.byId.get(opts.userB);
  if (!a || !b) throw notFound(MEMBER_NOT_FOUND);
  const assigned = context.overrides.get(opts.userB);
  return { compatibility: assigned ?? compatibility(a.profile, b.profile), assigned: assigned !== undefined };
}

// A plain code-unit comparison: stable and fast (localeCompare costs microseconds a call).
function byNameThenId(a: IndexedMember, b: IndexedMember): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
