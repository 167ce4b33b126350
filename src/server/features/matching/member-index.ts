import { eq, sql } from "drizzle-orm";
import { type Answers, type MatchProfile, toProfile } from "../../../shared/compatibility";
import { type Db, queryRows } from "../../db/client";
import { memberSummaryColumns } from "../../db/member-columns";
import { appCounters, users } from "../../db/schema";

export type IndexedMember = {
  id: string;
  name: string;
  avatar: string | null;
  gender: string;
  city: string;
  country: string;
  role: string;
  answers: Answers;
  profile: MatchProfile;
};

type Snapshot = { generation: number; members: IndexedMember[]; byId: Map<string, IndexedMember> };

// Every member who is not banned, with their answers as bit masks, held in memory so that ranking
// 10,000 members costs one primary-key read (is it stale?) and a millisecond of arithmetic.
// A trigger bumps the "members" counter on every change to users, in any process, so each
// process reloads only after a change.
export type MemberIndex = {
  snapshot(): Promise<Snapshot>;
  // For callers that already read the counter in a combined query.
  snapshotAt(generation: number): Promise<Snapshot>;
  // Recent members' full rankings, each valid for one signature (counter, blocks, admin scores).
  rankings: RankingCache;
};

type Ranking = { member: IndexedMember; score: number }[];

export class RankingCache {
  private readonly entries = new Map<string, { signature: string; ranking: Ranking }>();
  constructor(private readonly max = 200) {}

  get(viewerId: string, signature: string): Ranking | undefined {
    const entry = this.entries.get(viewerId);
    if (!entry || entry.signature !== signature) return undefined;
    // Most recently used last, so the oldest is evicted first.
    this.entries.delete(viewerId);
    this.entries.set(viewerId, entry);
    return entry.ranking;
  }

  set(viewerId: string, signature: string, ranking: Ranking): Ranking {
    this.entries.delete(viewerId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(viewerId, { signature, ranking });
    return ranking;
  }
}

export function createMemberIndex(db: Db): MemberIndex {
  let current: Snapshot = { generation: -1, members: [], byId: new Map() };
  let loading: Promise<Snapshot> | null = null;

  const load = async (generation: number): Promise<Snapshot> => {
    const rows = await db
      .select({
        ...memberSummaryColumns,
        role: users.role,
        scenePreferences: users.scenePreferences,
        idealScenes: users.idealScenes,
        scenePurpose: users.scenePurpose,
        sceneEnergy: users.sceneEnergy,
        spontaneityComfort: users.spontaneityComfort,
        vibe: users.vibe,
      })
      .from(users)
      .where(eq(users.isBanned, false));
    const members = rows.map(
      ({ scenePreferences, idealScenes, scenePurpose, sceneEnergy, spontaneityComfort, vibe, ...rest }) => {
        const answers = {
          scenePreferences,
          idealScenes,
          scenePurpose,
          sceneEnergy,
          spontaneityComfort,
          vibe,
        };
        return { ...rest, answers, profile: toProfile(answers) };
      },
    );
    return { generation, members, byId: new Map(members.map((m) => [m.id, m])) };
  };

  const snapshotAt = async (generation: number) => {
    if (generation === current.generation) return current;
    // One reload at a time; concurrent callers share it.
    loading ??= load(generation).finally(() => {
      loading = null;
    });
    const next = await loading;
    if (next.generation >= current.generation) current = next;
    return current;
  };

  return {
    snapshotAt,
    rankings: new RankingCache(),
    async snapshot() {
      const [row] = await db
        .select({ value: appCounters.value })
        .from(appCounters)
        .where(eq(appCounters.key, "members"));
      return snapshotAt(Number(row?.value ?? 0));
    },
  };
}

// What ranking for one member needs besides the index, in one round trip: the members counter, the
// members the viewer blocked or was blocked by, the admin-assigned scores of the viewer's pairs, and
// for discovery (issue 27) the listings counter and the categories of experiences they joined.
export async function viewerContext(opts: { db: Db; viewerId: string }) {
  const { db, viewerId } = opts;
  const rows = await queryRows<{
    generation: string | number | null;
    listings: string | number | null;
    blocked: string[] | null;
    overrides: { other: string; score: number }[] | null;
    joined: string[] | null;
  }>(
    db,
    sql`
    select
      (select value from app_counters where key = 'members') as generation,
      (select value from app_counters where key = 'listings') as listings,
      (select array_agg(case when blocker_id = ${viewerId} then blocked_id else blocker_id end)::text[]
         from blocks where blocker_id = ${viewerId} or blocked_id = ${viewerId}) as blocked,
      (select json_agg(json_build_object('other', case when user_low = ${viewerId} then user_high else user_low end, 'score', score))
         from compatibility_scores where user_low = ${viewerId} or user_high = ${viewerId}) as overrides,
      (select array_agg(distinct e.category)::text[] from participants p join events e on e.id = p.event_id
         where p.user_id = ${viewerId} and p.request_status = 'accepted') as joined`,
  );
  const row = rows[0]!;
  return {
    generation: Number(row.generation ?? 0),
    listingsGeneration: Number(row.listings ?? 0),
    blocked: new Set(row.blocked ?? []),
    overrides: new Map((row.overrides ?? []).map((o) => [o.other, o.score])),
    joinedCategories: new Set(row.joined ?? []),
  };
}
