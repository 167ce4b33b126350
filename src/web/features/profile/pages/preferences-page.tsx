import { Mountain, Sparkles, Zap } from "lucide";
import { ChipGroup } from "../../../components/chip-group";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { ProfileScreen } from "../components/profile-screen";
import { ChipsSkeleton } from "../components/profile-skeletons";

const list = (values: string[] | null | undefined) => values ?? [];
const one = (value: string | null | undefined) => (value ? [value] : []);

/** SPEC 2 "Travel Preferences": scene preferences, ideal scenes, scene energy. */
export function PreferencesPage() {
  return (
    <ProfileScreen
      title={TEXTS.travelPreferences}
      backTo="/profile/detail"
      skeleton={<ChipsSkeleton groups={3} />}
    >
      {(user) => (
        <div className="space-y-4">
          <ChipGroup
            title={PROFILE_TEXTS.scenePreferences}
            icon={Sparkles}
            values={list(user.scenePreferences)}
          />
          <ChipGroup title={PROFILE_TEXTS.idealScenes} icon={Mountain} values={list(user.idealScenes)} />
          <ChipGroup title={PROFILE_TEXTS.sceneEnergy} icon={Zap} values={one(user.sceneEnergy)} />
        </div>
      )}
    </ProfileScreen>
  );
}
