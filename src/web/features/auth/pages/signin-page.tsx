import { useState } from "react";
import { Navigate } from "react-router";
import { useFlashNotice } from "../../../lib/flash";
import { hasUsableToken } from "../../../lib/token-storage";
import { Landing } from "../landing";
import { Onboarding } from "../onboarding/onboarding";
import { useSignIn } from "../use-sign-in";

/**
 * /signin (SPEC 2): the landing with the Google button; a new member's onboarding then runs in
 * place on the same route. A member who is already signed in is sent to /.
 */
export function SignInPage() {
  // Read once: after a sign-in on this screen the hook itself goes to / after its short delay.
  const [signedInOnArrival] = useState(hasUsableToken);
  const signInState = useSignIn();
  // "Your account has been deleted." after a deletion (ADR 0025).
  const [notice] = useFlashNotice();

  if (signedInOnArrival) return <Navigate to="/" replace />;
  if (signInState.identity) return <Onboarding identity={signInState.identity} />;
  return <Landing {...signInState} notice={notice} />;
}
