import { DELETED_MEMBER } from "@shared/texts";
import type { Translate } from "../../../lib/i18n";
import type { CostMember, Costs } from "../api";

/** Who the costs name, by id: the viewer reads as "You"; the members who went, in the server's order. */
export type People = {
  byId: ReadonlyMap<string, CostMember>;
  /** A member's name as a line names them ("You" for the viewer). */
  name: (id: string) => string;
  /** The members who went: who may pay, be paid and be in a split. */
  went: CostMember[];
};

export function peopleOf(t: Translate<"expenses">, costs: Costs, me: string | null): People {
  const byId = new Map(costs.members.map((m) => [m._id, m]));
  return {
    byId,
    name: (id) => {
      if (id === me) return t("you");
      // The server names a member who deleted their account DELETED_MEMBER, in English.
      const named = byId.get(id)?.name;
      return !named || named === DELETED_MEMBER ? t("deletedMember") : named;
    },
    went: costs.members.filter((m) => m.went),
  };
}
