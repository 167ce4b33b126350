import { createContext, type ReactNode, use, useLayoutEffect, useState, useTransition } from "react";
import { type Location, Router } from "react-router";
import type { AppHistory, HistoryUpdate } from "./history";

type Navigation = {
  history: AppHistory;
  /** The next screen's code or data is loading; the current screen stays until it is ready. */
  pending: boolean;
  /** The navigation that led to the screen on show. */
  last: HistoryUpdate;
};

const NavigationContext = createContext<Navigation | null>(null);

/** The navigation in progress and the one that led here (the progress bar, the scroll restoration). */
export function useAppNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error("useAppNavigation is used outside AppRouter");
  return navigation;
}

type AppRouterProps = {
  history: AppHistory;
  /** Called as a navigation starts, before the next screen renders: to ask for its code early. */
  onNavigate?: (location: Location) => void;
  children: ReactNode;
};

/**
 * React Router's declarative router over the app's history. Each navigation renders in a transition:
 * the screen on show stays (and the progress bar runs) until the next one's code has loaded, as
 * the data router did.
 */
export function AppRouter({ history, onNavigate, children }: AppRouterProps) {
  const [last, setLast] = useState<HistoryUpdate>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();

  useLayoutEffect(() => {
    const show = (update: HistoryUpdate) => {
      onNavigate?.(update.location);
      startTransition(() => setLast(update));
    };
    return history.listen(show);
  }, [history, onNavigate]);

  return (
    <NavigationContext value={{ history, pending, last }}>
      <Router location={last.location} navigationType={last.action} navigator={history}>
        {children}
      </Router>
    </NavigationContext>
  );
}
