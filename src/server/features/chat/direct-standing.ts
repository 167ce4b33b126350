import type { Db } from "../../db/client";
import { wentTogether } from "../attendance/service";
import { reachable } from "./direct-service";

// What a conversation shows beside its messages about the other member (issue 38 item 8): whether the
// two have been on an experience together. Until they have, the thread puts a caution under a
// received message that asks for money or moves the talk elsewhere (ADR 0046). Read once for the
// thread, never per message; refused as the conversation is (self 400; unknown, banned or blocked
// 404), so it tells nothing about a member the viewer cannot write to.
export async function directStanding(opts: { db: Db; viewerId: string; otherId: string }) {
  const { db, viewerId, otherId } = opts;
  await reachable(db, viewerId, otherId, "reading");
  return { metOnExperience: await wentTogether({ db, memberA: viewerId, memberB: otherId }) };
}

export type DirectStanding = Awaited<ReturnType<typeof directStanding>>;
