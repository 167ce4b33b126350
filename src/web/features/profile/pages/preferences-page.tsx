import { Mountain, Sparkles, Zap } from "lucide";
import { type Answer, AnswersScreen } from "../components/answers-screen";

const ANSWERS: Answer[] = [
  { title: "scenePreferences", icon: Sparkles, of: (user) => user.scenePreferences },
  { title: "idealScenes", icon: Mountain, of: (user) => user.idealScenes },
  { title: "sceneEnergy", icon: Zap, of: (user) => user.sceneEnergy },
];

/** SPEC 2 "Travel Preferences": scene preferences, ideal scenes, scene energy. */
export function PreferencesPage() {
  return <AnswersScreen titleKey="travelPreferences" answers={ANSWERS} />;
}
