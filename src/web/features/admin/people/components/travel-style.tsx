import { Compass, Mountain, Shuffle, Sparkles, Target, Zap } from "lucide";
import { ADMIN_TRAVEL_STYLE_TEXTS } from "../../../../lib/texts";
import type { MemberAnswers } from "../api";
import { ChipCard } from "./answers";

const one = (value: string | null | undefined) => (value?.trim() ? [value] : []);

/** SPEC 2 "travel style": scene preferences, ideal scenes, energy, spontaneity, vibe and purpose. */
export type TravelStyleAnswers = Pick<
  MemberAnswers,
  "scenePreferences" | "idealScenes" | "sceneEnergy" | "vibe" | "spontaneityComfort" | "scenePurpose"
>;

export function TravelStyle({ member }: { member: TravelStyleAnswers }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChipCard
        title={ADMIN_TRAVEL_STYLE_TEXTS.scenePreferences}
        icon={Sparkles}
        values={member.scenePreferences}
      />
      <ChipCard title={ADMIN_TRAVEL_STYLE_TEXTS.idealScenes} icon={Mountain} values={member.idealScenes} />
      <ChipCard title={ADMIN_TRAVEL_STYLE_TEXTS.sceneEnergy} icon={Zap} values={one(member.sceneEnergy)} />
      <ChipCard
        title={ADMIN_TRAVEL_STYLE_TEXTS.spontaneity}
        icon={Shuffle}
        values={one(member.spontaneityComfort)}
      />
      <ChipCard title={ADMIN_TRAVEL_STYLE_TEXTS.vibe} icon={Compass} values={one(member.vibe)} />
      <ChipCard title={ADMIN_TRAVEL_STYLE_TEXTS.purpose} icon={Target} values={member.scenePurpose} />
    </div>
  );
}
