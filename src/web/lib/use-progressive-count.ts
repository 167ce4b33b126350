import { useEffect, useState } from "react";

/**
 * How many of `total` items to render now: `first` at once (what a phone shows above the fold), then
 * `step` more in each following task until every one shows. A phone's CPU renders an event card in
 * several milliseconds; a page of them in one go held the main thread for a long task (a tap had to
 * wait it out, and Lighthouse's Total Blocking Time counted it). The cards a screen opens with come first, the rest a few frames later.
 * Items added later (the next page) follow the same way; a shorter list shows at once.
 */
export function useProgressiveCount(total: number, first = 2, step = 2): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
