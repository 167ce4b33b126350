import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

// A success message carried to the next screen in the history entry's state: after leaving or
// closing an event the member lands on /listing, after blocking a member on /people, and reads
// what happened there.

type FlashState = { notice?: unknown } | null;

// The last message handed over, until a screen has shown it. The history entry's state can be
// replaced before the next screen reads it: signing out clears the session, and the member guard's
// own redirect to /signin (an effect, which may run after the sign-out's navigation) may land
// after the navigation that carried the message.
let carried: string | null = null;

export const flash = (notice: string) => {
  carried = notice;
  return { notice };
};

/** The message handed over by the previous screen, and a way to dismiss it. */
export function useFlashNotice(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = (location.state as FlashState)?.notice;
  const handed = typeof raw === "string" ? raw : null;
  const [notice, setNotice] = useState<string | null>(handed ?? carried);
  // A message handed over while this screen is already open replaces the one shown.
  const [seenKey, setSeenKey] = useState(location.key);
  if (handed && location.key !== seenKey) {
    setSeenKey(location.key);
    setNotice(handed);
  }

  useEffect(() => {
    // Shown: it is not handed to the screen after this one.
    carried = null;
    // Forget it in the history entry, so that a reload or a way back does not show it again.
    if (handed) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [handed, location.pathname, location.search, navigate]);

  return [notice, () => setNotice(null)];
}
