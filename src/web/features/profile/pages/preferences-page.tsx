import { Mountain, Sparkles, Zap } from "lucide";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { type Answer, AnswersScreen } from "../components/answers-screen";

const ANSWERS: Answer[] = [
  { title: PROFILE_TEXTS.scenePreferences, icon: Sparkles, of: (user) => user.scenePreferences },
  { title: PROFILE_TEXTS.idealScenes, icon: Mountain, of: (user) => user.idealScenes },
  { title: PROFILE_TEXTS.sceneEnergy, icon: Zap, of: (user) => user.sceneEnergy },
];

/** SPEC 2 "Travel Preferences": scene preferences, ideal scenes, scene energy. */
export function PreferencesPage() {
  return <AnswersScreen title={TEXTS.travelPreferences} answers={ANSWERS} />;
}
