import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { useFlashNotice } from "../../../lib/flash";
import { useMessagesOr, withWords } from "../../../lib/i18n";
import { invitedEventId, pathAfterSignIn } from "../../../lib/sign-in-target";
import { SHELL_TEXTS } from "../../../lib/texts";
import { hasUsableToken } from "../../../lib/token-storage";
import { Landing } from "../landing";
import { useSignIn } from "../use-sign-in";

// The quiz is most of this feature's code and only a new member needs it: it loads as its own chunk
// once an identity is being checked, with its words in the member's language beside it (as the
// router loads a screen's), so the landing a phone paints first carries neither.
const loadOnboarding = () => withWords(import("../onboarding/onboarding"), "onboarding", "answers");
const Onboarding = lazy(async () => ({ default: (await loadOnboarding()).Onboarding }));
// Only a shared link's visitor sees an invitation: its card (and the query behind it) loads then, so
// the landing most visitors get carries none of it (first-visit JS budget, bench:web).
const InvitationCard = lazy(async () => ({ default: (await import("../invitation-card")).InvitationCard }));

/**
 * /signin (SPEC 2): the landing with the Google button; a new member's onboarding then runs in
 * place on the same route. A member who is already signed in is sent to /. Opened from an
 * experience's shared link (`?next=/event/<id>`, ADR 0031), it shows that experience, and every way
 * out of it leads there instead of /.
 */
export function SignInPage() {
  // Read once: after a sign-in on this screen the hook itself goes to / after its short delay.
  const [signedInOnArrival] = useState(hasUsableToken);
  const signInState = useSignIn();
  // "Your account has been deleted." after a deletion (ADR 0025), in the member's language: the
  // deleting screen words it from this area's "accountDeleted", by the server's code (ADR 0056).
  const [notice] = useFlashNotice();
  const { busy } = signInState;
  const { search } = useLocation();
  const invited = invitedEventId(search);
  const shell = useMessagesOr("shell", SHELL_TEXTS, { ask: false });

  useEffect(() => {
    if (busy) void loadOnboarding();
  }, [busy]);

  if (signedInOnArrival) return <Navigate to={pathAfterSignIn(search)} replace />;
  if (signInState.identity) {
    return (
      <Suspense
        fallback={<p role="status" aria-label={shell("loading")} className="min-h-dvh bg-stone-50" />}
      >
        <Onboarding identity={signInState.identity} />
      </Suspense>
    );
  }
  return (
    <Landing
      {...signInState}
      notice={notice}
      invitation={
        invited && (
          <Suspense fallback={null}>
            <InvitationCard key={invited} eventId={invited} />
          </Suspense>
        )
      }
    />
  );
}
