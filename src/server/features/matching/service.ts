import { compatibility, type MatchReason, matchReason, similarity } from "../../../shared/compatibility";
import { MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { getUserProfile } from "../users/service";
import { byNameThenId, type IndexedMember, type MemberIndex, viewerContext } from "./member-index";
import { pageOf, scoreAll } from "./ranking";

// What every reading of the index starts from: the viewer's blocks and the admin's scores, the index
// as of the generation they were read at (so the two agree), and the viewer in it (undefined when
// unknown or banned).
async function viewerSnapshot(opts: { db: Db; index: MemberIndex; viewerId: string }) {
  const context = await viewerContext(opts);
  const snapshot = await opts.index.snapshotAt(context.generation);
  return { context, snapshot, me: snapshot.byId.get(opts.viewerId) };
}

// Members ranked by compatibility with the viewer: the admin's score for a pair replaces the
// formula; the viewer, banned members and blocked pairs never appear.
export async function rankMatches(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  offset: number;
  limit: number;
}) {
  const { context, snapshot, me } = await viewerSnapshot(opts);
  if (!me)
    return { items: [] as { member: IndexedMember; score: number; why: MatchReason | null }[], total: 0 };
  // A member's scores are kept while nothing they depend on changes, so paging is cheap and stable.
  // The index's own generation (not the counter as read): its members array changes in place.
  const signature = `${snapshot.generation}|${[...context.blocked].sort().join(",")}|${[...context.overrides].sort().join(",")}`;
  const kept = opts.index.rankings.get(me.id, signature);
  const ranking =
    kept?.of === snapshot.members
      ? kept
      : opts.index.rankings.set(me.id, signature, scoreAll(me, snapshot, context));
  const items = pageOf(ranking, opts.offset, opts.limit).map((s) => ({
    ...s,
    why: matchReason(me.answers, s.member.answers),
  }));
  return { items, total: ranking.total };
}

// The compatibility of two members as one of them sees it; 404 when either is unknown, banned,
// or the pair is blocked.
export async function compatibilityWith(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  otherId: string;
}) {
  const { context, snapshot, me } = await viewerSnapshot(opts);
  const other = snapshot.byId.get(opts.otherId);
  if (!me || !other || context.blocked.has(other.id)) throw notFound(MEMBER_NOT_FOUND);
  if (me.id === other.id) return { score: null, why: null, member: other };
  return {
    score: context.overrides.get(other.id) ?? compatibility(me.profile, other.profile),
    why: matchReason(me.answers, other.answers),
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
  const { context, snapshot, me } = await viewerSnapshot({ ...opts, viewerId: opts.userId });
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
  const { context, snapshot, me: a } = await viewerSnapshot({ ...opts, viewerId: opts.userA });
  const b = snapshot.byId.get(opts.userB);
  if (!a || !b) throw notFound(MEMBER_NOT_FOUND);
  const assigned = context.overrides.get(opts.userB);
  return { compatibility: assigned ?? compatibility(a.profile, b.profile), assigned: assigned !== undefined };
}
