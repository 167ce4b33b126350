import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

// A sentence handed to the next screen in the history entry's state: after blocking a member,
// /people says "Member blocked. You will no longer see each other.".

type FlashState = { notice?: unknown } | null;

export const flash = (notice: string) => ({ notice });

/** The sentence handed over by the previous screen (once), or null. */
export function useFlashNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = (location.state as FlashState)?.notice;
  const handed = typeof raw === "string" ? raw : null;
  const [notice, setNotice] = useState<string | null>(handed);
  const [seenKey, setSeenKey] = useState(location.key);
  if (handed && location.key !== seenKey) {
    setSeenKey(location.key);
    setNotice(handed);
  }

  useEffect(() => {
    // Forgotten in the history entry, so that a reload or a way back does not show it again.
    if (handed) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [handed, location.pathname, location.search, navigate]);

  return notice;
}
