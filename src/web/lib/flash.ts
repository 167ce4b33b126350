import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

// A success message carried to the next screen in the history entry's state: after leaving or
// closing an event the member lands on /listing, after blocking a member on /people, and reads
// what happened there.

type FlashState = { notice?: unknown } | null;

export const flash = (notice: string) => ({ notice });

/** The message handed over by the previous screen, and a way to dismiss it. */
export function useFlashNotice(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = (location.state as FlashState)?.notice;
  const handed = typeof raw === "string" ? raw : null;
  const [notice, setNotice] = useState<string | null>(handed);
  // A message handed over while this screen is already open replaces the one shown.
  const [seenKey, setSeenKey] = useState(location.key);
  if (handed && location.key !== seenKey) {
    setSeenKey(location.key);
    setNotice(handed);
  }

  useEffect(() => {
    // Forget it in the history entry, so that a reload or a way back does not show it again.
    if (handed) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [handed, location.pathname, location.search, navigate]);

  return [notice, () => setNotice(null)];
}
