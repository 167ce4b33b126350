import { Compass, Mountain, Shuffle, Sparkles, Target, Zap } from "lucide-react";
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
      <ChipCard title="Scene preferences" icon={Sparkles} values={member.scenePreferences} />
      <ChipCard title="Ideal scenes" icon={Mountain} values={member.idealScenes} />
      <ChipCard title="Scene energy" icon={Zap} values={one(member.sceneEnergy)} />
      <ChipCard title="Spontaneity" icon={Shuffle} values={one(member.spontaneityComfort)} />
      <ChipCard title="Vibe" icon={Compass} values={one(member.vibe)} />
      <ChipCard title="Purpose" icon={Target} values={member.scenePurpose} />
    </div>
  );
}
