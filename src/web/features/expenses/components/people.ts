import { DELETED_MEMBER } from "@shared/texts";
import { COST_TEXTS } from "../../../lib/texts";
import type { CostMember, Costs } from "../api";

/** Who the costs name, by id: the viewer reads as "You"; the members who went, in the server's order. */
export type People = {
  byId: ReadonlyMap<string, CostMember>;
  /** A member's name as a line names them ("You" for the viewer). */
  name: (id: string) => string;
  /** The members who went: who may pay, be paid and be in a split. */
  went: CostMember[];
};

export function peopleOf(costs: Costs, me: string | null): People {
  const byId = new Map(costs.members.map((m) => [m._id, m]));
  return {
    byId,
    name: (id) => (id === me ? COST_TEXTS.you : (byId.get(id)?.name ?? DELETED_MEMBER)),
    went: costs.members.filter((m) => m.went),
  };
}
