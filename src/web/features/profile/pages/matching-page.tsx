import { HeartHandshake, Shuffle } from "lucide";
import { PROFILE_TEXTS, TEXTS } from "../../../lib/texts";
import { type Answer, AnswersScreen } from "../components/answers-screen";

const ANSWERS: Answer[] = [
  { title: PROFILE_TEXTS.vibe, icon: HeartHandshake, of: (user) => user.vibe },
  { title: PROFILE_TEXTS.spontaneityComfort, icon: Shuffle, of: (user) => user.spontaneityComfort },
];

/** SPEC 2 "Companion Matching": vibe, spontaneity comfort. */
export function MatchingPage() {
  return <AnswersScreen title={TEXTS.companionMatching} answers={ANSWERS} />;
}
