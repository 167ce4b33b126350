import { HeartHandshake, Shuffle } from "lucide";
import { ChipGroup } from "../../../components/chip-group";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { ProfileScreen } from "../components/profile-screen";
import { ChipsSkeleton } from "../components/profile-skeletons";

const one = (value: string | null | undefined) => (value ? [value] : []);

/** SPEC 2 "Companion Matching": vibe, spontaneity comfort. */
export function MatchingPage() {
  return (
    <ProfileScreen
      title={TEXTS.companionMatching}
      backTo="/profile/detail"
      skeleton={<ChipsSkeleton groups={2} />}
    >
      {(user) => (
        <div className="space-y-4">
          <ChipGroup title={PROFILE_TEXTS.vibe} icon={HeartHandshake} values={one(user.vibe)} />
          <ChipGroup
            title={PROFILE_TEXTS.spontaneityComfort}
            icon={Shuffle}
            values={one(user.spontaneityComfort)}
          />
        </div>
      )}
    </ProfileScreen>
  );
}
