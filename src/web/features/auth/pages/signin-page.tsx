import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useFlashNotice } from "../../../lib/flash";
import { SHELL_TEXTS } from "../../../lib/texts";
import { hasUsableToken } from "../../../lib/token-storage";
import { Landing } from "../landing";
import { useSignIn } from "../use-sign-in";

// The quiz is most of this feature's code and only a new member needs it: it loads as its own chunk
// once an identity is being checked, so the landing a phone paints first carries none of it.
const loadOnboarding = () => import("../onboarding/onboarding");
const Onboarding = lazy(async () => ({ default: (await loadOnboarding()).Onboarding }));

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
  const { busy } = signInState;

  useEffect(() => {
    if (busy) void loadOnboarding();
  }, [busy]);

  if (signedInOnArrival) return <Navigate to="/" replace />;
  if (signInState.identity) {
    return (
      <Suspense
        fallback={<p role="status" aria-label={SHELL_TEXTS.loading} className="min-h-dvh bg-stone-50" />}
      >
        <Onboarding identity={signInState.identity} />
      </Suspense>
    );
  }
  return <Landing {...signInState} notice={notice} />;
}
