import { HeartHandshake, Shuffle } from "lucide";
import { type Answer, AnswersScreen } from "../components/answers-screen";

const ANSWERS: Answer[] = [
  { title: "vibe", icon: HeartHandshake, of: (user) => user.vibe },
  { title: "spontaneityComfort", icon: Shuffle, of: (user) => user.spontaneityComfort },
];

/** SPEC 2 "Companion Matching": vibe, spontaneity comfort. */
export function MatchingPage() {
  return <AnswersScreen titleKey="companionMatching" answers={ANSWERS} />;
}
