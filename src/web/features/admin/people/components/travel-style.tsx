import { Compass, Mountain, Shuffle, Sparkles, Target, Zap } from "lucide";
import { useMessages } from "../../../../lib/i18n";
import type { MemberAnswers } from "../api";
import { ChipCard } from "./answers";

const one = (value: string | null | undefined) => (value?.trim() ? [value] : []);

/** SPEC 2 "travel style": scene preferences, ideal scenes, energy, spontaneity, vibe and purpose. */
export type TravelStyleAnswers = Pick<
  MemberAnswers,
  "scenePreferences" | "idealScenes" | "sceneEnergy" | "vibe" | "spontaneityComfort" | "scenePurpose"
>;

export function TravelStyle({ member }: { member: TravelStyleAnswers }) {
  const t = useMessages("admin-people");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChipCard title={t("scenePreferences")} icon={Sparkles} values={member.scenePreferences} />
      <ChipCard title={t("idealScenes")} icon={Mountain} values={member.idealScenes} />
      <ChipCard title={t("sceneEnergy")} icon={Zap} values={one(member.sceneEnergy)} />
      <ChipCard title={t("spontaneity")} icon={Shuffle} values={one(member.spontaneityComfort)} />
      <ChipCard title={t("vibe")} icon={Compass} values={one(member.vibe)} />
      <ChipCard title={t("purpose")} icon={Target} values={member.scenePurpose} />
    </div>
  );
}
