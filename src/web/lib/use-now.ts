import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs` so relative times ("5m") stay true on an open screen. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
