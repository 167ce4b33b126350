import type DataLoader from "dataloader";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Answers, type MatchProfile, toProfile } from "../../../shared/compatibility";
import { type Db, queryRows } from "../../db/client";
import { memberSummaryColumns } from "../../db/member-columns";
import { appCounters, users } from "../../db/schema";
import { batchLoader } from "../../platform/batch-loader";

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

type CountersRow = { generation: string | number | null; listings: string | number | null };
type RelationsRow = {
  blocked: string[] | null;
  overrides: { other: string; score: number }[] | null;
  joined: string[] | null;
};

// The members counter (the index's generation) and the listings counter (discovery's snapshot).
const countersColumns = sql`
      (select value from app_counters where key = 'members') as generation,
      (select value from app_counters where key = 'listings') as listings`;

// The members the viewer blocked or was blocked by, the admin-assigned scores of the viewer's pairs,
// and the categories of experiences they joined.
// `viewer` is the member's id, or a column holding it (the batch read below).
const relationsColumns = (viewer: string | SQL) => sql`
      (select array_agg(case when blocker_id = ${viewer} then blocked_id else blocker_id end)::text[]
         from blocks where blocker_id = ${viewer} or blocked_id = ${viewer}) as blocked,
      (select json_agg(json_build_object('other', case when user_low = ${viewer} then user_high else user_low end, 'score', score))
         from compatibility_scores where user_low = ${viewer} or user_high = ${viewer}) as overrides,
      (select array_agg(distinct e.category)::text[] from participants p join events e on e.id = p.event_id
         where p.user_id = ${viewer} and p.request_status = 'accepted') as joined`;

export type Counters = { generation: number; listingsGeneration: number };
export type ViewerRelations = {
  blocked: Set<string>;
  overrides: Map<string, number>;
  joinedCategories: Set<string>;
};

const toCounters = (row: CountersRow): Counters => ({
  generation: Number(row.generation ?? 0),
  listingsGeneration: Number(row.listings ?? 0),
});

const toRelations = (row: RelationsRow): ViewerRelations => ({
  blocked: new Set(row.blocked ?? []),
  overrides: new Map((row.overrides ?? []).map((o) => [o.other, o.score])),
  joinedCategories: new Set(row.joined ?? []),
});

export async function readCounters(db: Db): Promise<Counters> {
  const rows = await queryRows<CountersRow>(db, sql`select ${countersColumns}`);
  return toCounters(rows[0]!);
}

export async function readViewerRelations(db: Db, viewerId: string): Promise<ViewerRelations> {
  const rows = await queryRows<RelationsRow>(db, sql`select ${relationsColumns(viewerId)}`);
  return toRelations(rows[0]!);
}

/**
 * The relations of many members in one round trip, for a job that ranks for each of them (the
 * weekly digest's batch): by member id, every id given answered.
 */
export async function readManyViewerRelations(
  db: Db,
  viewerIds: string[],
): Promise<Map<string, ViewerRelations>> {
  if (viewerIds.length === 0) return new Map();
  const ids = sql.join(
    viewerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<RelationsRow & { viewer: string }>(
    db,
    sql`select v.id::text as viewer, ${relationsColumns(sql`v.id`)} from unnest(array[${ids}]::uuid[]) as v(id)`,
  );
  return new Map(rows.map((row) => [row.viewer, toRelations(row)]));
}

// Members whose relations are asked for while a read of them is under way go together in the next
// read (ADR 0039): after a restart or a change that cleared discovery's cache, many members' first
// pages come at once.
const batches = new WeakMap<Db, DataLoader<string, ViewerRelations>>();

export function relationsBatch(db: Db): DataLoader<string, ViewerRelations> {
  let loader = batches.get(db);
  if (!loader) {
    loader = batchLoader(async (ids: readonly string[]) => {
      const found = await readManyViewerRelations(db, [...ids]);
      return ids.map((id) => found.get(id) ?? new Error(`no relations read for ${id}`));
    });
    batches.set(db, loader);
  }
  return loader;
}

export type ViewerContext = Counters & ViewerRelations;

// What ranking for one member needs besides the index, in one round trip: both of the above.
export async function viewerContext(opts: { db: Db; viewerId: string }): Promise<ViewerContext> {
  const rows = await queryRows<CountersRow & RelationsRow>(
    opts.db,
    sql`select ${countersColumns}, ${relationsColumns(opts.viewerId)}`,
  );
  return { ...toCounters(rows[0]!), ...toRelations(rows[0]!) };
}
